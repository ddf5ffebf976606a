import type { Expected, MatrixRow } from "./permission-matrix.js";

/**
 * The permission matrix's rows for restocking (issue 24): `view restock` and `edit restock` are held by Company
 * Admin, Client and Client - Pro (and the Field Technician, not a matrix column: its own suite covers it); a client's
 * rows name their own kiosk, since they reach no other.
 */

const EVERY_ROLE = (status: number): Expected => ({
  anonymous: 401,
  "Super Admin": status,
  "Company Admin": status,
  Client: status,
  "Client - Pro": status,
});

export const RESTOCK_ROWS: MatrixRow[] = [
  {
    method: "GET",
    route: "/api/kiosks/:id/forecast",
    expect: EVERY_ROLE(200),
    call: (f, role) => ({ url: `/api/kiosks/${f.kioskOf(role).id}/forecast` }),
  },
  {
    method: "GET",
    route: "/api/restock/due",
    expect: EVERY_ROLE(200),
    call: () => ({ url: "/api/restock/due?within_hours=48" }),
  },
  {
    method: "POST",
    route: "/api/restock/pick-lists",
    expect: EVERY_ROLE(201),
    call: (f, role) => ({
      url: "/api/restock/pick-lists",
      body: { kiosk_ids: [f.kioskOf(role).id], visit_at: new Date(Date.now() + 3_600_000).toISOString() },
    }),
  },
  {
    method: "GET",
    route: "/api/restock/pick-lists",
    expect: EVERY_ROLE(200),
    call: () => ({ url: "/api/restock/pick-lists" }),
  },
  {
    method: "GET",
    route: "/api/restock/pick-lists/:id",
    expect: EVERY_ROLE(200),
    call: async (f, role) => ({ url: `/api/restock/pick-lists/${await f.pickListOf(role)}` }),
  },
  {
    method: "GET",
    route: "/api/restock/pick-lists/:id.csv",
    expect: EVERY_ROLE(200),
    call: async (f, role) => ({ url: `/api/restock/pick-lists/${await f.pickListOf(role)}.csv` }),
  },
];

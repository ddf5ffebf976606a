import { randomUUID } from "node:crypto";
import type { Expected, MatrixRow } from "./permission-matrix.js";

/**
 * The permission matrix's rows for service visits (issue 24): `view restock` and `edit restock`, held by every
 * seeded role (a client for their own kiosks, so each row names the role's own kiosk). The Field Technician, not a
 * matrix role, is covered by the visits suites.
 */

const RESTOCKERS = (status: number): Expected => ({
  anonymous: 401,
  "Super Admin": status,
  "Company Admin": status,
  Client: status,
  "Client - Pro": status,
});

/** A visit that just ended, with no tray: each call a new one (its id is the phone's). */
function newVisit() {
  const finished = Date.now() - 60_000;
  return {
    id: randomUUID(),
    started_at: new Date(finished - 15 * 60_000).toISOString(),
    finished_at: new Date(finished).toISOString(),
    trays: [],
    checklist: { cleaned: true, temperature_c: null },
    notes: "",
  };
}

const today = () => new Date().toISOString().slice(0, 10);

export const VISIT_ROWS: MatrixRow[] = [
  {
    method: "POST",
    route: "/api/kiosks/:id/visits",
    expect: RESTOCKERS(201),
    call: (f, role) => ({ url: `/api/kiosks/${f.kioskOf(role).id}/visits`, body: newVisit() }),
  },
  {
    method: "GET",
    route: "/api/kiosks/:id/visits",
    expect: RESTOCKERS(200),
    call: (f, role) => ({ url: `/api/kiosks/${f.kioskOf(role).id}/visits` }),
  },
  {
    method: "GET",
    route: "/api/restock/visits",
    expect: RESTOCKERS(200),
    call: () => ({ url: `/api/restock/visits?from=${today()}&to=${today()}` }),
  },
];

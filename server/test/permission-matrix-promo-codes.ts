import type { Expected, MatrixRow } from "./permission-matrix.js";

/**
 * The permission matrix's rows for promo codes (issue 12): `view/create/edit/delete promocodes`, held by staff and
 * by Client - Pro (for codes of their own kiosks, so every row's code names the Pro's seeded kiosk); the plain
 * Client holds none of them.
 */

let counter = 0;
const uniqueCode = () => `MATRIX-${Date.now().toString(36).toUpperCase()}-${++counter}`;

/** anonymous 401, Super Admin, Company Admin and Client - Pro `status`, Client 403. */
const PROMO_MANAGERS = (status: number): Expected => ({
  anonymous: 401,
  "Super Admin": status,
  "Company Admin": status,
  Client: 403,
  "Client - Pro": status,
});

export const PROMO_CODE_ROWS: MatrixRow[] = [
  { method: "GET", route: "/api/promocodes", expect: PROMO_MANAGERS(200), call: () => ({ url: "/api/promocodes" }) },
  {
    method: "GET",
    route: "/api/promocodes/count",
    expect: PROMO_MANAGERS(200),
    call: () => ({ url: "/api/promocodes/count" }),
  },
  {
    method: "GET",
    route: "/api/promocodes/:id",
    expect: PROMO_MANAGERS(200),
    call: async (f) => ({ url: `/api/promocodes/${await f.promoCodeOfPro()}` }),
  },
  {
    method: "POST",
    route: "/api/promocodes",
    expect: PROMO_MANAGERS(201),
    call: (f) => ({
      url: "/api/promocodes",
      body: { code: uniqueCode(), percent_off: 10, timezone: "UTC", kiosk_ids: [f.kioskOf("Client - Pro").id] },
    }),
  },
  {
    method: "PATCH",
    route: "/api/promocodes/:id",
    expect: PROMO_MANAGERS(200),
    call: async (f) => ({ url: `/api/promocodes/${await f.promoCodeOfPro()}`, body: { description: "Matrix" } }),
  },
  {
    method: "DELETE",
    route: "/api/promocodes/:id",
    expect: PROMO_MANAGERS(204),
    call: async (f) => ({ url: `/api/promocodes/${await f.newPromoCodeOfPro()}` }),
  },
];

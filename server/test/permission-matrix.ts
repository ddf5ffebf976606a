import type { NotificationFixtures } from "./notification-fixtures.js";
import { NOTIFICATION_ROWS } from "./permission-matrix-notifications.js";
import { PROMO_CODE_ROWS } from "./permission-matrix-promo-codes.js";
import { RESTOCK_ROWS } from "./permission-matrix-restock.js";
import { VISIT_ROWS } from "./permission-matrix-visits.js";
import type { FormFields } from "./uploads.js";

/**
 * The permission matrix: every route the app serves × every role → the status it must answer. One row per route
 * (method and URL pattern exactly as `app.routeList` records them); `server/src/permission-matrix.test.ts` runs
 * each row as every role and fails on any route that has no row, so a new endpoint must say here who may call it.
 *
 * Each row builds a request that would succeed for a caller allowed to make it (valid ids and bodies, a fresh
 * record when the call destroys one), so the status a role gets is about permission, never about validation.
 */

export const MATRIX_ROLES = ["anonymous", "Super Admin", "Company Admin", "Client", "Client - Pro"] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];
export type SignedInRole = Exclude<MatrixRole, "anonymous">;
export type Expected = Record<MatrixRole, number>;

/** The seeded demo accounts that play each role (password demo-password), all on demo.localhost. */
export const MATRIX_ACCOUNTS: Record<SignedInRole, string> = {
  "Super Admin": "super@example.com",
  "Company Admin": "admin@demo.example.com",
  Client: "client@demo.example.com",
  "Client - Pro": "pro@demo.example.com",
};

export const MATRIX_HOST = "demo.localhost";
export const PLATFORM_HOST = "localhost";

/** What a row asks the runner to send: a URL, and a JSON body or a multipart form. */
export interface MatrixCall {
  url: string;
  body?: Record<string, unknown>;
  form?: FormFields;
}

/** Records and look-ups the rows build their requests from (implemented in matrix-fixtures.ts). */
export interface MatrixFixtures extends NotificationFixtures {
  demoId: string;
  roleId(name: "Company Admin" | "Client" | "Client - Pro"): string;
  rolePermissions(name: "Company Admin" | "Client" | "Client - Pro"): Promise<string[]>;
  /** An address nobody has used yet in this suite. */
  uniqueEmail(prefix: string): string;
  uniqueSubdomain(): string;
  /** A new user of demo with the demo password (invited: without one). */
  newDemoUser(status: "active" | "invited"): Promise<{ id: string; email: string }>;
  /** A new company (with its seeded roles) that nothing else in the suite touches. */
  newCompany(): Promise<string>;
  /** A live password link for a user of demo, as the forgot-password and invitation mails carry. */
  passwordToken(user: { id: string }, kind: "reset" | "invitation"): Promise<string>;
  /** The public path of demo's primary logo (seeded). */
  demoLogoPath(): Promise<string>;
  carlId: string;
  /** The id of a statement (October 2026) the role may read: a client's own, Carl's for staff. */
  statementOf(role: MatrixRole): string;
  /** A demo product (seeded, never changed by the matrix). */
  productId: string;
  /** A new product of demo that nothing else touches. */
  newProduct(): Promise<string>;
  /** A demo kiosk the role can reach: any for staff, the role's own for a client (seeded). */
  kioskOf(role: MatrixRole): { id: string; trayId: string };
  /** A new kiosk of demo (owned by its client) that nothing else touches. */
  newKiosk(): Promise<string>;
  /** A sale of the kiosk `kioskOf(role)` (stored once, on first use). */
  saleOf(role: MatrixRole): Promise<string>;
  /** A new pick list of demo whose only kiosk is `kioskOf(role)`. */
  pickListOf(role: MatrixRole): Promise<string>;
  /** A promo code of the Pro's seeded kiosk (made once, never deleted by the matrix). */
  promoCodeOfPro(): Promise<string>;
  /** A new promo code of the Pro's seeded kiosk, never redeemed, that nothing else touches. */
  newPromoCodeOfPro(): Promise<string>;
}

export interface MatrixRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  route: string;
  expect: Expected;
  /**
   * Whose session makes the call: the role's long-lived session (default); a new sign-in of the role's seeded
   * account, for calls that end or replace the session; or a new user of the role, for calls that change the
   * caller's own account (a password change signs out the account's other sessions).
   */
  session?: "shared" | "fresh" | "own-account";
  /** Super Admin calls on the bare (platform) host, where the companies screen lives. Other roles stay on demo. */
  platform?: boolean;
  call(fixtures: MatrixFixtures, role: MatrixRole): MatrixCall | Promise<MatrixCall>;
}

/** Columns in MATRIX_ROLES order: anonymous, Super Admin, Company Admin, Client, Client - Pro. */
function statuses(anonymous: number, superAdmin: number, companyAdmin: number, client: number, pro: number): Expected {
  return {
    anonymous,
    "Super Admin": superAdmin,
    "Company Admin": companyAdmin,
    Client: client,
    "Client - Pro": pro,
  };
}

const STRONG_PASSWORD = "Mango-Swirl-Kiosk-2048!";
const passwordPair = { password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD };

//                                            anon super admin client pro
const PUBLIC = (status: number) => statuses(status, status, status, status, status);
const SIGNED_IN = (status: number) => statuses(401, status, status, status, status);
/** `* users` permissions: Super Admin and Company Admin. */
const USER_MANAGERS = (status: number) => statuses(401, status, status, 403, 403);
/** Held by staff only (Super Admin and Company Admin): `create/delete products`, `create/delete kiosks`. */
const STAFF = USER_MANAGERS;
/** A device call from a browser: a session never authenticates one, whoever is signed in. */
const DEVICE_ONLY = PUBLIC(401);
const deviceSale = (productId: string) => ({
  id: "matrix-1",
  occurred_at: new Date().toISOString(),
  items: [{ product_id: productId, quantity: 1, unit_price_cents: 450 }],
  subtotal_cents: 450,
  discount_cents: 0,
  total_cents: 450,
  payment_method: "card",
});

/** `* companies` permissions: Super Admin only. */
const PLATFORM_STAFF = (status: number) => statuses(401, status, 403, 403, 403);

export const PERMISSION_MATRIX: MatrixRow[] = [
  // Public: health, branding, CSRF cookie and the auth calls.
  { method: "GET", route: "/healthz", expect: PUBLIC(200), call: () => ({ url: "/healthz" }) },
  { method: "GET", route: "/readyz", expect: PUBLIC(200), call: () => ({ url: "/readyz" }) },
  { method: "GET", route: "/check-subdomain", expect: PUBLIC(200), call: () => ({ url: "/check-subdomain" }) },
  { method: "GET", route: "/sanctum/csrf-cookie", expect: PUBLIC(204), call: () => ({ url: "/sanctum/csrf-cookie" }) },
  {
    method: "GET",
    route: "/uploads/*",
    expect: PUBLIC(200),
    // Company images are public branding: the sign-in page shows the logo before anyone signs in.
    call: async (f) => ({ url: await f.demoLogoPath() }),
  },
  {
    method: "POST",
    route: "/auth/login",
    session: "fresh",
    expect: PUBLIC(200),
    call: (_f, role) => ({
      url: "/auth/login",
      body: { email: MATRIX_ACCOUNTS[role === "anonymous" ? "Client" : role], password: "demo-password" },
    }),
  },
  {
    method: "POST",
    route: "/auth/logout",
    session: "fresh",
    expect: PUBLIC(204),
    call: () => ({ url: "/auth/logout" }),
  },
  { method: "GET", route: "/auth/me", expect: SIGNED_IN(200), call: () => ({ url: "/auth/me" }) },
  {
    method: "POST",
    route: "/auth/forgot-password",
    expect: PUBLIC(200),
    call: (f) => ({ url: "/auth/forgot-password", body: { email: f.uniqueEmail("nobody") } }),
  },
  {
    method: "POST",
    route: "/auth/reset-password",
    expect: PUBLIC(200),
    call: async (f) => {
      const user = await f.newDemoUser("active");
      const token = await f.passwordToken(user, "reset");
      return { url: "/auth/reset-password", body: { token, email: user.email, ...passwordPair } };
    },
  },
  {
    method: "POST",
    route: "/auth/set-password",
    expect: PUBLIC(200),
    call: async (f) => {
      const user = await f.newDemoUser("invited");
      const token = await f.passwordToken(user, "invitation");
      return { url: "/auth/set-password", body: { token, email: user.email, ...passwordPair } };
    },
  },
  {
    method: "POST",
    route: "/auth/password",
    session: "own-account",
    expect: SIGNED_IN(200),
    call: () => ({ url: "/auth/password", body: { current_password: "demo-password", ...passwordPair } }),
  },
  { method: "GET", route: "/api/timezones", expect: SIGNED_IN(200), call: () => ({ url: "/api/timezones" }) },
  // The API's own description: public, as the routes it describes check their callers themselves.
  { method: "GET", route: "/api/openapi.json", expect: PUBLIC(200), call: () => ({ url: "/api/openapi.json" }) },
  { method: "GET", route: "/api/docs", expect: PUBLIC(200), call: () => ({ url: "/api/docs" }) },

  // Users (issue 4): `view users`, `create users`, `edit users`, `delete users`.
  { method: "GET", route: "/api/users", expect: USER_MANAGERS(200), call: () => ({ url: "/api/users" }) },
  {
    method: "GET",
    route: "/api/users/export.csv",
    expect: USER_MANAGERS(200),
    call: () => ({ url: "/api/users/export.csv" }),
  },
  { method: "GET", route: "/api/users/short", expect: USER_MANAGERS(200), call: () => ({ url: "/api/users/short" }) },
  {
    method: "GET",
    route: "/api/users/:id",
    expect: USER_MANAGERS(200),
    call: (f) => ({ url: `/api/users/${f.carlId}` }),
  },
  {
    method: "GET",
    route: "/api/users/:id/company",
    expect: USER_MANAGERS(200),
    call: (f) => ({ url: `/api/users/${f.carlId}/company` }),
  },
  {
    method: "POST",
    route: "/api/users",
    expect: USER_MANAGERS(201),
    call: (f) => ({
      url: "/api/users",
      body: { name: "Matrix Invitee", email: f.uniqueEmail("invitee"), role_id: f.roleId("Client") },
    }),
  },
  {
    method: "POST",
    route: "/api/users/:id/resend-invitation",
    expect: USER_MANAGERS(200),
    call: async (f) => ({ url: `/api/users/${(await f.newDemoUser("invited")).id}/resend-invitation` }),
  },
  {
    method: "PATCH",
    route: "/api/users/:id",
    expect: USER_MANAGERS(200),
    call: async (f) => ({ url: `/api/users/${(await f.newDemoUser("active")).id}`, body: { name: "Renamed" } }),
  },
  {
    method: "DELETE",
    route: "/api/users/:id",
    expect: USER_MANAGERS(204),
    call: async (f) => ({ url: `/api/users/${(await f.newDemoUser("active")).id}` }),
  },

  // Roles: read with `view users`, edited with `edit users` (the unchanged list: no role changes under the matrix).
  { method: "GET", route: "/api/roles", expect: USER_MANAGERS(200), call: () => ({ url: "/api/roles" }) },
  {
    method: "GET",
    route: "/api/roles/:id",
    expect: USER_MANAGERS(200),
    call: (f) => ({ url: `/api/roles/${f.roleId("Client - Pro")}` }),
  },
  {
    method: "PUT",
    route: "/api/roles/:id",
    expect: USER_MANAGERS(200),
    call: async (f) => ({
      url: `/api/roles/${f.roleId("Client - Pro")}`,
      body: { permissions: await f.rolePermissions("Client - Pro") },
    }),
  },

  // Audit trail: staff holding `view users` (a client role given it still may not read it).
  { method: "GET", route: "/api/audit", expect: USER_MANAGERS(200), call: () => ({ url: "/api/audit" }) },
  {
    method: "GET",
    route: "/api/audit/export.csv",
    expect: USER_MANAGERS(200),
    call: () => ({ url: "/api/audit/export.csv" }),
  },

  // Companies (tenants): `* companies`, held by Super Admin only.
  {
    method: "GET",
    route: "/api/companies",
    platform: true,
    expect: PLATFORM_STAFF(200),
    call: () => ({ url: "/api/companies" }),
  },
  {
    method: "GET",
    route: "/api/companies/export.csv",
    platform: true,
    expect: PLATFORM_STAFF(200),
    call: () => ({ url: "/api/companies/export.csv" }),
  },
  {
    method: "GET",
    route: "/api/companies/:id",
    platform: true,
    expect: PLATFORM_STAFF(200),
    call: (f) => ({ url: `/api/companies/${f.demoId}` }),
  },
  {
    method: "POST",
    route: "/api/companies",
    platform: true,
    expect: PLATFORM_STAFF(201),
    call: (f) => ({ url: "/api/companies", form: { name: "Matrix Froyo", subdomain: f.uniqueSubdomain() } }),
  },
  {
    method: "POST",
    route: "/api/companies/:id",
    platform: true,
    expect: PLATFORM_STAFF(200),
    call: async (f) => ({ url: `/api/companies/${await f.newCompany()}`, form: { name: "Renamed Froyo" } }),
  },
  {
    method: "DELETE",
    route: "/api/companies/:id",
    platform: true,
    expect: PLATFORM_STAFF(204),
    call: async (f) => ({ url: `/api/companies/${await f.newCompany()}` }),
  },

  // Support, training and FAQs (issue 3): any signed-in user; a company's FAQ is edited with `* companies`.
  {
    method: "POST",
    route: "/api/submit_support_ticket",
    expect: SIGNED_IN(201),
    call: () => ({
      url: "/api/submit_support_ticket",
      body: { subject: "Matrix ticket", category: "Upgrade to Pro", message: "Please upgrade us." },
    }),
  },
  {
    method: "GET",
    route: "/api/support_tickets",
    expect: SIGNED_IN(200),
    call: () => ({ url: "/api/support_tickets" }),
  },
  { method: "GET", route: "/api/training", expect: SIGNED_IN(200), call: () => ({ url: "/api/training" }) },
  {
    method: "POST",
    route: "/api/training/manual",
    expect: SIGNED_IN(200),
    call: () => ({ url: "/api/training/manual", body: { password: "demo-manual" } }),
  },
  { method: "GET", route: "/api/faqs", expect: SIGNED_IN(200), call: () => ({ url: "/api/faqs" }) },
  {
    method: "GET",
    route: "/api/companies/:id/faqs",
    platform: true,
    expect: PLATFORM_STAFF(200),
    call: (f) => ({ url: `/api/companies/${f.demoId}/faqs` }),
  },
  {
    method: "PUT",
    route: "/api/companies/:id/faqs",
    platform: true,
    expect: PLATFORM_STAFF(200),
    call: async (f) => ({
      url: `/api/companies/${await f.newCompany()}/faqs`,
      body: { faqs: [{ question: "Matrix?", answer: "Yes." }] },
    }),
  },

  // Products (issue 10): every seeded role views the catalog; staff change it.
  { method: "GET", route: "/api/products", expect: SIGNED_IN(200), call: () => ({ url: "/api/products" }) },
  {
    method: "GET",
    route: "/api/products/categories",
    expect: SIGNED_IN(200),
    call: () => ({ url: "/api/products/categories" }),
  },
  {
    method: "GET",
    route: "/api/products/:id",
    expect: SIGNED_IN(200),
    call: (f) => ({ url: `/api/products/${f.productId}` }),
  },
  {
    method: "POST",
    route: "/api/products",
    expect: STAFF(201),
    call: (f) => ({
      url: "/api/products",
      form: { name: "Matrix Cup", sku: `MX-${f.uniqueSubdomain()}`, price_cents: "450" },
    }),
  },
  {
    method: "POST",
    route: "/api/products/:id",
    expect: STAFF(200),
    call: async (f) => ({ url: `/api/products/${await f.newProduct()}`, form: { name: "Renamed Cup" } }),
  },
  {
    method: "DELETE",
    route: "/api/products/:id",
    expect: STAFF(200),
    call: async (f) => ({ url: `/api/products/${await f.newProduct()}` }),
  },
  // Product costs (issue 25): read with `view sales` (staff and Pro clients), set with `edit products` (staff).
  {
    method: "GET",
    route: "/api/products/:id/costs",
    expect: statuses(401, 200, 200, 403, 200),
    call: (f) => ({ url: `/api/products/${f.productId}/costs` }),
  },
  {
    method: "POST",
    route: "/api/products/:id/costs",
    expect: STAFF(201),
    call: async (f) => ({
      url: `/api/products/${await f.newProduct()}/costs`,
      body: { cost_cents: 120, effective_from: "2026-01-01" },
    }),
  },

  // Kiosks and trays (issue 10): every seeded role views and edits the kiosks it reaches (a client its own);
  // staff add kiosks, issue keys and delete kiosks.
  { method: "GET", route: "/api/kiosks", expect: SIGNED_IN(200), call: () => ({ url: "/api/kiosks" }) },
  { method: "GET", route: "/api/kiosks/owners", expect: STAFF(200), call: () => ({ url: "/api/kiosks/owners" }) },
  {
    method: "GET",
    route: "/api/kiosks/:id",
    expect: SIGNED_IN(200),
    call: (f, role) => ({ url: `/api/kiosks/${f.kioskOf(role).id}` }),
  },
  {
    method: "POST",
    route: "/api/kiosks",
    expect: STAFF(201),
    call: (f) => ({
      url: "/api/kiosks",
      body: {
        owner_id: f.carlId,
        name: "Matrix Kiosk",
        serial_number: `MX-${f.uniqueSubdomain()}`,
        timezone: "Europe/Paris",
      },
    }),
  },
  {
    method: "PATCH",
    route: "/api/kiosks/:id",
    expect: SIGNED_IN(200),
    call: (f, role) => ({ url: `/api/kiosks/${f.kioskOf(role).id}`, body: { address: "1 Matrix Way" } }),
  },
  {
    method: "POST",
    route: "/api/kiosks/:id/key",
    expect: STAFF(200),
    call: async (f) => ({ url: `/api/kiosks/${await f.newKiosk()}/key` }),
  },
  {
    method: "POST",
    route: "/api/kiosks/delete",
    expect: STAFF(204),
    call: async (f) => ({ url: "/api/kiosks/delete", body: { ids: [await f.newKiosk()] } }),
  },
  {
    method: "GET",
    route: "/api/kiosks/:id/trays",
    expect: SIGNED_IN(200),
    call: (f, role) => ({ url: `/api/kiosks/${f.kioskOf(role).id}/trays` }),
  },
  {
    method: "PATCH",
    route: "/api/kiosks/:id/trays/:trayId",
    expect: SIGNED_IN(200),
    call: (f, role) => {
      const kiosk = f.kioskOf(role);
      return { url: `/api/kiosks/${kiosk.id}/trays/${kiosk.trayId}`, body: { low_threshold: 10 } };
    },
  },

  // Promo codes (issue 12): `* promocodes`, held by staff and Client - Pro (their own kiosks' codes).
  ...PROMO_CODE_ROWS,

  // Notifications (issue 12): the inbox and settings of staff and Client - Pro; the unsubscribe link is public.
  ...NOTIFICATION_ROWS,

  // Service visits (issue 24): `edit restock` records them, `view restock` lists them; a client, their own kiosks'.
  ...VISIT_ROWS,
  // Restocking (issue 24): `view restock` / `edit restock`, held by every seeded role (a client for their own kiosks).
  ...RESTOCK_ROWS,

  // Order history (issue 11): `view kiosks`, held by every seeded role; a client sees their own kiosks' sales.
  { method: "GET", route: "/api/sales", expect: SIGNED_IN(200), call: () => ({ url: "/api/sales" }) },
  {
    method: "GET",
    route: "/api/sales/group/:id",
    expect: SIGNED_IN(200),
    call: async (f, role) => ({ url: `/api/sales/group/${await f.saleOf(role)}` }),
  },
  { method: "GET", route: "/api/sales/export", expect: SIGNED_IN(200), call: () => ({ url: "/api/sales/export" }) },
  // Refunds (issue 25): `refund sales`, held by staff (a cent at a time, so the matrix's sale never runs out).
  {
    method: "POST",
    route: "/api/sales/:id/refunds",
    expect: STAFF(201),
    call: async (f, role) => ({
      url: `/api/sales/${await f.saleOf(role)}/refunds`,
      body: { id: crypto.randomUUID(), amount_cents: 1, reason: "Matrix" },
    }),
  },

  // Sales analytics and the dashboard (issue 11): `view sales` (staff and Pro clients), `view dashboard` (everyone).
  {
    method: "GET",
    route: "/api/sales/data",
    expect: statuses(401, 200, 200, 403, 200),
    call: () => ({ url: "/api/sales/data?from=2026-10-01&to=2026-10-31&granularity=day" }),
  },
  { method: "GET", route: "/api/dashboard", expect: SIGNED_IN(200), call: () => ({ url: "/api/dashboard" }) },
  // Statements (issue 25): `view statements`, held by staff and both client roles (a client reads their own).
  {
    method: "GET",
    route: "/api/statements",
    expect: SIGNED_IN(200),
    call: () => ({ url: "/api/statements?month=2026-10" }),
  },
  ...(["", ".pdf", ".csv"] as const).map(
    (suffix): MatrixRow => ({
      method: "GET",
      route: `/api/statements/:id${suffix}`,
      expect: SIGNED_IN(200),
      call: (f, role) => ({ url: `/api/statements/${f.statementOf(role)}${suffix}` }),
    }),
  ),
  // A client's terms: read with `view users`, set with `edit users` (staff).
  {
    method: "GET",
    route: "/api/users/:id/terms",
    expect: USER_MANAGERS(200),
    call: (f) => ({ url: `/api/users/${f.carlId}/terms` }),
  },
  {
    method: "PUT",
    route: "/api/users/:id/terms",
    expect: USER_MANAGERS(200),
    call: (f) => ({ url: `/api/users/${f.carlId}/terms`, body: { royalty_percent: 5, monthly_fee_cents: 1000 } }),
  },
  // The accounting journal (issue 25): the company's staff with `view sales`; no client, not even a Pro.
  {
    method: "GET",
    route: "/api/sales/journal.csv",
    expect: STAFF(200),
    call: () => ({ url: "/api/sales/journal.csv?from=2026-10-01&to=2026-10-31" }),
  },

  // The kiosks' API: authenticated by a kiosk's bearer key only.
  { method: "GET", route: "/device/v1/catalog", expect: DEVICE_ONLY, call: () => ({ url: "/device/v1/catalog" }) },
  {
    method: "POST",
    route: "/device/v1/heartbeat",
    expect: DEVICE_ONLY,
    call: () => ({ url: "/device/v1/heartbeat", body: { sent_at: new Date().toISOString(), status: "ok" } }),
  },
  {
    method: "POST",
    route: "/device/v1/sales",
    expect: DEVICE_ONLY,
    call: (f) => ({ url: "/device/v1/sales", body: { sales: [deviceSale(f.productId)] } }),
  },
  {
    method: "POST",
    route: "/device/v1/refunds",
    expect: DEVICE_ONLY,
    call: () => ({
      url: "/device/v1/refunds",
      body: {
        refunds: [
          { id: "r-1", order_id: "matrix-1", amount_cents: 1, reason: "Matrix", occurred_at: new Date().toISOString() },
        ],
      },
    }),
  },
  {
    method: "POST",
    route: "/device/v1/promocodes/redeem",
    expect: DEVICE_ONLY,
    call: () => ({
      url: "/device/v1/promocodes/redeem",
      body: { code: "MATRIX", order_id: "matrix-1", subtotal_cents: 450 },
    }),
  },
  {
    method: "POST",
    route: "/device/v1/promocodes/release",
    expect: DEVICE_ONLY,
    call: () => ({ url: "/device/v1/promocodes/release", body: { code: "MATRIX", order_id: "matrix-1" } }),
  },
];

/**
 * Routes deliberately without a row, each with its reason. The test app serves no web build (WEB_DIST_DIR points
 * at an empty folder) and the single-page fallback is the not-found handler, not a route.
 */
export const MATRIX_EXEMPT: { method: string; route: string; reason: string }[] = [
  // The API reference's own files (Swagger UI): public like the page that loads them, and not API calls.
  ...[
    "/api/docs/static/index.html",
    "/api/docs/static/swagger-initializer.js",
    "/api/docs/static/*",
    "/api/docs/json",
    "/api/docs/yaml",
  ].map((route) => ({ method: "GET", route, reason: "the reference UI's files and copies of /api/openapi.json" })),
];

import {
  hasPermission,
  type PermissionRequirement,
  SEEDED_COMPANY_ROLES,
  SUPER_ADMIN_PERMISSIONS,
} from "@froyo/contracts";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE } from "../../test/auth-helpers.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { MATRIX_ROLES, PERMISSION_MATRIX, type SignedInRole } from "../../test/permission-matrix.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { API_DOCS_PATH } from "./api-docs.js";

/** `/users/:id` as OpenAPI writes it: `/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, "{$1}");

/**
 * Routes that are not API calls, so not in the document: uploaded pictures (static files), and the reference UI's
 * own files and its copies of this document (`/api/docs/json`, `/yaml`). The UI's page itself is listed.
 */
const isNotAnApiCall = (url: string) => url === "/uploads/*" || url.startsWith(`${API_DOCS_PATH}/`);

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  description?: string;
  requestBody?: unknown;
  parameters?: { in?: string; $ref?: string }[];
  responses: Record<string, { $ref?: string; description?: string }>;
  "x-access"?: string;
  "x-staff-only"?: boolean;
  "x-permission"?: PermissionRequirement;
}
export interface OpenApiDocument {
  servers?: { url: string; description?: string; variables?: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

const ROLE_PERMISSIONS: Record<SignedInRole, readonly string[]> = {
  "Super Admin": SUPER_ADMIN_PERMISSIONS,
  ...(Object.fromEntries(SEEDED_COMPANY_ROLES.map((role) => [role.name, role.permissions])) as Record<
    Exclude<SignedInRole, "Super Admin">,
    readonly string[]
  >),
};

describeOnOneDatabase("GET /api/openapi.json", (kind) => {
  let t: TestApp;
  let document: OpenApiDocument;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        operation,
      })),
    );
  const operationOf = (method: string, url: string) => document.paths[openApiPath(url)]?.[method.toLowerCase()];

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has every route of the API, with its method (itself and the reference UI's page included)", () => {
    const missing = t.app.routeList
      .filter((route) => !isNotAnApiCall(route.url))
      .filter((route) => !operationOf(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    expect(operationOf("GET", "/api/openapi.json")).toBeDefined();
    expect(operationOf("GET", API_DOCS_PATH)).toBeDefined();
    // Nothing hidden slipped in: the UI's files stay out.
    expect(Object.keys(document.paths).filter((path) => path.startsWith(`${API_DOCS_PATH}/`))).toEqual([]);
  });

  /** What Redocly's recommended lint (`npm run check`) asks of each operation, checked here on every change. */
  it("names each operation once for SDK generators, summarises it, and lists a 4xx answer", () => {
    const all = operations();
    const keysWithout = (has: (operation: Operation) => boolean) =>
      all.filter(({ operation }) => !has(operation)).map(({ key }) => key);
    expect(
      keysWithout((operation) => Boolean(operation.summary?.trim())),
      "no summary",
    ).toEqual([]);
    expect(
      keysWithout((operation) => /^[a-z][A-Za-z0-9]*$/.test(operation.operationId ?? "")),
      "no operationId",
    ).toEqual([]);
    expect(keysWithout((operation) => Object.keys(operation.responses).some((status) => /^4/.test(status)))).toEqual(
      [],
    );
    const names = all.map(({ operation }) => operation.operationId);
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      "named twice",
    ).toEqual([]);
  });

  it("says where the API is served: this host, a company's subdomain, the platform", () => {
    expect(document.servers?.map((server) => server.url)).toEqual([
      "/",
      "{scheme}://{company}.{domain}",
      "{scheme}://{domain}",
    ]);
    const [, company, platform] = document.servers ?? [];
    expect(company?.variables).toMatchObject({
      scheme: { default: "http" },
      company: { default: "demo" },
      domain: { default: "localhost:3000" },
    });
    expect(platform?.variables).toMatchObject({ scheme: { default: "http" }, domain: { default: "localhost:3000" } });
  });

  it("says who may call each operation: public, signed in, a permission, or a kiosk's key", () => {
    for (const { key, operation } of operations()) {
      expect(["public", "signed-in", "permission", "kiosk-key"], key).toContain(operation["x-access"]);
      if (operation["x-access"] === "permission") {
        expect(operation["x-permission"], key).toBeDefined();
        expect(operation.description, key).toMatch(/^Requires (the|one of the) `[^`]+`/);
      }
      if (operation["x-access"] === "public") expect(operation.security, key).toEqual([]);
    }
  });

  it("lists the error answers each operation's shape implies, as the shared components", () => {
    for (const { key, method, path, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      const access = operation["x-access"];
      if (access !== "public") expect(statuses, key).toContain("401");
      if (access === "permission") expect(statuses, key).toContain("403");
      if (path.includes("{")) expect(statuses, key).toContain("404");
      const isDevice = access === "kiosk-key";
      // The unsubscribe link's POST is authenticated by its signed token alone (mail clients' one-click sends no
      // CSRF token, RFC 8058): no 419, as for the kiosks' bearer key.
      const isTokenLink = key === "POST /api/notifications/unsubscribe";
      if (["post", "put", "patch", "delete"].includes(method) && !isDevice && !isTokenLink) {
        expect(statuses, key).toContain("419");
        expect(
          operation.parameters?.some((p) => p.$ref === "#/components/parameters/XsrfToken"),
          key,
        ).toBe(true);
      }
      const takesInput = operation.requestBody || operation.parameters?.some((p) => p.in === "query");
      if (takesInput) expect(statuses, key).toContain("422");
      if (isDevice) expect(statuses, key).toContain("429");
      for (const status of ["401", "403", "404", "419", "422", "429"].filter((s) => statuses.includes(s))) {
        expect(operation.responses[status]?.$ref, `${key} ${status}`).toMatch(/^#\/components\/responses\//);
      }
      const successes = statuses.filter((status) => /^[23]/.test(status));
      expect(successes.length, `${key} documents its success`).toBeGreaterThan(0);
      for (const status of successes) {
        expect(operation.responses[status]?.description, `${key} ${status}`).not.toBe("Default Response");
      }
    }
    expect(operationOf("POST", "/auth/login")?.responses).toHaveProperty("429");
    expect(operationOf("POST", "/api/companies")?.requestBody).toMatchObject({
      content: { "multipart/form-data": expect.anything() },
    });
  });

  it("agrees with the permission matrix: the documented access lets in exactly the roles the matrix does", () => {
    for (const row of PERMISSION_MATRIX.filter(
      (row) => !row.route.startsWith("/device/") && !isNotAnApiCall(row.route),
    )) {
      const key = `${row.method} ${row.route}`;
      const operation = operationOf(row.method, row.route);
      expect(operation, key).toBeDefined();
      const access = operation?.["x-access"];
      expect(access === "public", `${key}: public in the document, not refused to anonymous callers`).toBe(
        row.expect.anonymous !== 401,
      );
      for (const role of MATRIX_ROLES.filter((role): role is SignedInRole => role !== "anonymous")) {
        if (access === "public") continue;
        const client = role === "Client" || role === "Client - Pro";
        const allowed =
          access === "signed-in" ||
          (hasPermission(ROLE_PERMISSIONS[role], operation?.["x-permission"]) &&
            !(client && operation?.["x-staff-only"]));
        expect(allowed, `${key} as ${role} (matrix: ${row.expect[role]})`).toBe(row.expect[role] !== 403);
      }
    }
  });

  it("puts the kiosks' API under its own tag, authenticated by the kiosk's bearer key", () => {
    const deviceCalls = Object.entries(document.paths).filter(([path]) => path.startsWith("/device/v1/"));
    expect(deviceCalls.map(([path]) => path).sort()).toEqual([
      "/device/v1/catalog",
      "/device/v1/heartbeat",
      "/device/v1/promocodes/redeem",
      "/device/v1/promocodes/release",
      "/device/v1/refunds",
      "/device/v1/sales",
    ]);
    for (const [, byMethod] of deviceCalls) {
      for (const operation of Object.values(byMethod)) {
        expect(operation.tags).toEqual(["device"]);
        expect(operation.security).toEqual([{ kioskKey: [] }]);
        expect(operation["x-access"]).toBe("kiosk-key");
      }
    }
    expect(document.components.securitySchemes.kioskKey).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

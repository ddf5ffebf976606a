import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE } from "../../test/auth-helpers.js";
import { Browser } from "../../test/browser.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { MATRIX_ACCOUNTS, MATRIX_HOST } from "../../test/permission-matrix.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import type { OpenApiDocument } from "./openapi.test.js";

type Responses = Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;

/**
 * Answers documented through `config.docs` are documentation only (Fastify does not serialise through them), so
 * real answers are checked against the document here: each body must match its operation's schema for that
 * status, with no field the schema does not name (zod's output schemas forbid extra properties).
 */
describeOnOneDatabase("real answers match the OpenAPI document", (kind) => {
  let t: TestApp;
  let document: OpenApiDocument;
  let admin: Browser;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    ajv.addSchema({ $id: "doc", components: document.components }, "doc");
    admin = new Browser(t.app, MATRIX_HOST);
    expect((await admin.signIn(MATRIX_ACCOUNTS["Company Admin"])).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** The JSON schema of an operation's answer, its component references resolved against the document. */
  function documentedSchema(method: string, path: string, status: number): object {
    const responses = (document.paths[path]?.[method.toLowerCase()] as { responses?: Responses } | undefined)
      ?.responses;
    let answer = responses?.[String(status)];
    if (answer?.$ref) {
      const name = answer.$ref.split("/").pop() as string;
      answer = (document.components as unknown as { responses: Responses }).responses[name];
    }
    const schema = answer?.content?.["application/json"]?.schema;
    if (!schema) throw new Error(`${method} ${path} documents no JSON answer for ${status}`);
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
  }

  async function expectDocumented(
    browser: Browser,
    method: "GET" | "POST" | "PATCH",
    url: string,
    path: string,
    body?: Record<string, unknown>,
  ) {
    const response = await browser.request(method, url, body);
    const validate = ajv.compile(documentedSchema(method, path, response.statusCode));
    const valid = validate(response.json());
    expect(
      validate.errors ?? [],
      `${method} ${url} → ${response.statusCode}: ${response.payload.slice(0, 300)}`,
    ).toEqual([]);
    expect(valid).toBe(true);
    return response;
  }

  it("for the signed-in user, the lists and look-ups", async () => {
    const users = await expectDocumented(admin, "GET", "/api/users", "/api/users");
    const someone = users.json().data[0].id as string;
    // The check has teeth: a field the document does not name fails it.
    const validateList = ajv.compile(documentedSchema("GET", "/api/users", 200));
    expect(validateList({ ...users.json(), internal: true })).toBe(false);
    expect(validateList({ ...users.json(), data: [{ ...users.json().data[0], password_hash: "x" }] })).toBe(false);
    await expectDocumented(admin, "GET", `/api/users/${someone}`, "/api/users/{id}");
    await expectDocumented(admin, "GET", `/api/users/${someone}/company`, "/api/users/{id}/company");
    await expectDocumented(admin, "GET", "/api/users/short", "/api/users/short");
    const roles = await expectDocumented(admin, "GET", "/api/roles", "/api/roles");
    await expectDocumented(admin, "GET", `/api/roles/${roles.json().data[0].id}`, "/api/roles/{id}");
    await expectDocumented(admin, "GET", "/api/audit", "/api/audit");
    await expectDocumented(admin, "GET", "/api/kiosks/owners", "/api/kiosks/owners");
    await expectDocumented(admin, "GET", "/api/products/categories", "/api/products/categories");
    await expectDocumented(admin, "GET", "/api/timezones", "/api/timezones");
    await expectDocumented(admin, "GET", "/auth/me", "/auth/me");
  });

  it("for changes: a kiosk and its tray edited", async () => {
    const kiosk = (await admin.get("/api/kiosks")).json().data[0];
    await expectDocumented(admin, "PATCH", `/api/kiosks/${kiosk.id}`, "/api/kiosks/{id}", { address: "2 Docs Lane" });
    const tray = (await admin.get(`/api/kiosks/${kiosk.id}/trays`)).json().data[0];
    await expectDocumented(
      admin,
      "PATCH",
      `/api/kiosks/${kiosk.id}/trays/${tray.id}`,
      "/api/kiosks/{id}/trays/{trayId}",
      {
        low_threshold: 5,
      },
    );
  });

  it("for anyone: branding, health, and the error answers", async () => {
    const visitor = new Browser(t.app, MATRIX_HOST);
    await expectDocumented(visitor, "GET", "/check-subdomain", "/check-subdomain");
    await expectDocumented(visitor, "GET", "/healthz", "/healthz");
    await expectDocumented(visitor, "GET", "/api/users", "/api/users"); // 401
    await expectDocumented(visitor, "POST", "/auth/login", "/auth/login", { email: "x@example.com", password: "x" }); // 419
    await visitor.csrf();
    await expectDocumented(visitor, "POST", "/auth/login", "/auth/login", { email: "not an email" }); // 422
    await expectDocumented(visitor, "POST", "/auth/forgot-password", "/auth/forgot-password", {
      email: "nobody@example.com",
    });
    await expectDocumented(admin, "GET", "/api/users/00000000-0000-4000-8000-000000000000", "/api/users/{id}"); // 404
  });
});

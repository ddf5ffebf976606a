import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";

/** `/users/:id` as OpenAPI writes it: `/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, "{$1}");

describeEachDatabase("GET /api/openapi.json", (kind) => {
  let t: TestApp;
  let document: {
    paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has every route of the API, with its method (not itself, nor the uploaded pictures' static files)", () => {
    const missing = t.app.routeList
      .filter((route) => route.url !== "/api/openapi.json" && route.url !== "/uploads/*")
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it("puts the kiosks' API under its own tag, authenticated by the kiosk's bearer key", () => {
    const deviceCalls = Object.entries(document.paths).filter(([path]) => path.startsWith("/device/v1/"));
    expect(deviceCalls.map(([path]) => path).sort()).toEqual([
      "/device/v1/catalog",
      "/device/v1/heartbeat",
      "/device/v1/promocodes/redeem",
      "/device/v1/promocodes/release",
      "/device/v1/sales",
    ]);
    for (const [, operations] of deviceCalls) {
      for (const operation of Object.values(operations)) {
        expect(operation.tags).toEqual(["device"]);
        expect(operation.security).toEqual([{ kioskKey: [] }]);
      }
    }
    expect(document.components.securitySchemes.kioskKey).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

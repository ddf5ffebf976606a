import { companyFieldsSchema } from "@froyo/contracts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

describeOnOneDatabase("GET /api/timezones", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers every IANA zone plus UTC, sorted, to any signed-in user", async () => {
    const client = new Browser(t.app, "demo.localhost");
    expect((await client.signIn("client@demo.example.com")).statusCode).toBe(200);
    const response = await client.get("/api/timezones");
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toContain("UTC");
    expect(data).toContain("Europe/Paris");
    expect(data).toEqual([...data].sort());
    expect(new Set(data).size).toBe(data.length);
    // The company form accepts every zone the list offers.
    for (const zone of data) {
      expect(companyFieldsSchema.shape.default_timezone.safeParse(zone).success, zone).toBe(true);
    }
  });

  it("answers 401 to a visitor", async () => {
    expect((await new Browser(t.app, "localhost").get("/api/timezones")).statusCode).toBe(401);
  });
});

import { companyPublicSchema } from "@froyo/contracts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

describeOnOneDatabase("GET /check-subdomain and company images", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers a company's public branding on its subdomain", async () => {
    const response = await new Browser(t.app, "demo.localhost").get("/check-subdomain");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(["data"]);
    expect(companyPublicSchema.strict().parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({
      id: await companyIdOf(t, "demo"),
      name: "Demo Froyo",
      subdomain: "demo",
      primary_color_hex: "#DF7F8C",
      primary_logo: { path: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\/[0-9a-f]{32}\.png$/) },
      footer_logo: { path: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\/[0-9a-f]{32}\.png$/) },
    });
    expect(body.data.primary_logo.path).not.toBe(body.data.footer_logo.path);
  });

  it("tells companies apart by subdomain, ignoring case and port", async () => {
    const acme = await new Browser(t.app, "ACME.Localhost:3000").get("/check-subdomain");
    expect(acme.statusCode).toBe(200);
    expect(acme.json().data).toMatchObject({ name: "Acme Swirl", subdomain: "acme", primary_color_hex: "#2E7D8C" });
  });

  it("takes the tenant from Host, ignoring X-Forwarded-Host without TRUST_PROXY", async () => {
    const response = await new Browser(t.app, "demo.localhost", { "x-forwarded-host": "acme.localhost" }).get(
      "/check-subdomain",
    );
    expect(response.json().data.subdomain).toBe("demo");
  });

  it.each(["nosuch.localhost", "localhost", "demo.demo.localhost", "demo.example.com"])(
    "answers 404 {message: 'Company not found'} on %s",
    async (host) => {
      const response = await new Browser(t.app, host).get("/check-subdomain");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Company not found" });
    },
  );

  it("serves the logo as a PNG, never sniffed, cached for long", async () => {
    const company = (await new Browser(t.app, "demo.localhost").get("/check-subdomain")).json().data;
    for (const path of [company.primary_logo.path, company.footer_logo.path]) {
      const response = await new Browser(t.app, "demo.localhost").get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      const cacheControl = String(response.headers["cache-control"]);
      expect(cacheControl).toContain("public");
      expect(Number(cacheControl.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(30 * 24 * 3600);
      expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
  });

  it("answers 404 JSON for a missing upload and refuses to climb out of the uploads folder", async () => {
    const browser = new Browser(t.app, "demo.localhost");
    const missing = await browser.get("/uploads/nothing-here.png");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Not found." });
    for (const url of [
      "/uploads/..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd",
      "/uploads/../../../../../../../etc/passwd",
    ]) {
      const climbing = await browser.get(url);
      expect([400, 403, 404], url).toContain(climbing.statusCode);
      expect(climbing.payload, url).not.toContain("root:");
    }
  });
});

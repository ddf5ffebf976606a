import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Browser } from "../../test/browser.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describeOnOneDatabase("security headers", (kind) => {
  let t: TestApp;
  let responses: [string, LightMyRequestResponse][];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const browser = new Browser(t.app, "demo.localhost");
    responses = [
      ["GET /healthz", await browser.get("/healthz")],
      ["GET /check-subdomain", await browser.get("/check-subdomain")],
      ["GET /auth/me (401)", await browser.get("/auth/me")],
      ["POST /auth/logout (419)", await browser.post("/auth/logout")],
      ["GET /api/nothing (404)", await browser.get("/api/nothing")],
    ];
  });
  afterAll(() => t.close());

  it("sends a Content-Security-Policy allowing scripts from our origin only", () => {
    for (const [name, response] of responses) {
      const csp = directives(response);
      expect(csp.get("script-src"), name).toEqual(["'self'"]);
      expect(csp.get("default-src"), name).toEqual(["'self'"]);
      expect(csp.get("object-src"), name).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors"), name).toEqual(["'none'"]);
      expect(csp.get("base-uri"), name).toEqual(["'self'"]);
      for (const [directive, values] of csp) {
        if (directive.startsWith("script-src") || directive === "default-src") {
          expect(values, `${name} ${directive}`).not.toContain("'unsafe-inline'");
          expect(values, `${name} ${directive}`).not.toContain("'unsafe-eval'");
        }
      }
    }
  });

  it("sends nosniff and refuses framing on every response", () => {
    for (const [name, response] of responses) {
      expect(response.headers["x-content-type-options"], name).toBe("nosniff");
      expect(response.headers["x-frame-options"], name).toBe("SAMEORIGIN");
      expect(response.headers["referrer-policy"], name).toBe("no-referrer");
    }
  });

  it("gives every response its own x-request-id, never the client's", async () => {
    const ids = responses.map(([, response]) => String(response.headers["x-request-id"]));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const spoofed = await new Browser(t.app, "demo.localhost").get("/healthz", { "x-request-id": "client-chosen" });
    expect(spoofed.headers["x-request-id"]).not.toBe("client-chosen");
  });
});

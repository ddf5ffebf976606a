import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnOneDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { API_DOCS_PATH } from "./api-docs.js";

/** A built web app, so that its catch-all page is in play. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "froyo-web-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head></head><body>the web app</body></html>");
  return dir;
}

describeOnOneDatabase("the API reference at /api/docs", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { WEB_DIST_DIR: webDist() });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "localhost" } });

  it("is its own HTML page, not the web app's catch-all, and every file it loads is served", async () => {
    const page = await get(API_DOCS_PATH);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.payload).toContain("<title>Froyo Back Office API</title>");
    expect(page.payload).not.toContain("the web app");
    const assets = [...page.payload.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url as string);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    const types: Record<string, RegExp> = { js: /javascript/, css: /text\/css/, png: /image\/png/ };
    for (const asset of assets) {
      expect(asset.startsWith(`${API_DOCS_PATH}/static/`), asset).toBe(true);
      const answer = await get(asset);
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.headers["content-type"], asset).toMatch(types[asset.split(".").pop() ?? ""] ?? /./);
    }
  });

  it("loads the document the server generates, and sends the CSRF token on Try it out", async () => {
    const initializer = (await get(`${API_DOCS_PATH}/static/swagger-initializer.js`)).payload;
    expect(initializer).toContain("resolveUrl('./json')");
    expect(initializer).toContain("X-XSRF-TOKEN");
    // No call leaves the page: no validator badge from validator.swagger.io.
    expect(initializer).toContain("validatorUrl: null");
    expect((await get(`${API_DOCS_PATH}/json`)).json()).toEqual((await get("/api/openapi.json")).json());
  });

  it("runs under the app's own Content-Security-Policy: no inline script, nothing loosened for it", async () => {
    const page = await get(API_DOCS_PATH);
    const elsewhere = await get("/healthz");
    expect(page.headers["content-security-policy"]).toBe(elsewhere.headers["content-security-policy"]);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).not.toMatch(/unsafe-eval/);
    // Every <script> has a src: the policy allows no inline script here.
    const scripts = [...page.payload.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(scripts.length).toBe(3);
    for (const attributes of scripts) expect(attributes).toMatch(/ src="/);
  });

  it("is not in the web app's bundle: the web app's own page does not load it", async () => {
    const spa = await get("/dashboard");
    expect(spa.payload).toContain("the web app");
    expect(spa.payload).not.toMatch(/swagger/i);
  });
});

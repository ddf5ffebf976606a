import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf } from "../../test/auth-helpers.js";
import { Browser } from "../../test/browser.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { companies } from "../db/schema/index.js";

/** The parts of the built index.html the server fills in per company. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "froyo-web-"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><meta name="theme-color" content="#DF7F8C" /></head><body><div id="root">' +
      '<div class="boot-splash"><!-- boot-logo: the company logo goes here --><svg></svg></div></div></body></html>',
  );
  return dir;
}

describeOnOneDatabase("the page a company's visitors get", (kind) => {
  let t: TestApp;
  let demoLogo: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { WEB_DIST_DIR: webDist() });
    const demoId = await companyIdOf(t, "demo");
    const [demo] = await t.db.database.db.select().from(companies).where(eq(companies.id, demoId));
    demoLogo = demo?.primaryLogoPath ?? "";
  });
  afterAll(() => t.close());

  it("shows the company's logo in the boot splash and its colour in the browser chrome", async () => {
    const page = (await new Browser(t.app, "demo.localhost").get("/sign-in")).payload;
    expect(demoLogo).toMatch(/^\/uploads\//);
    expect(page).toContain(`<img class="boot-logo" src="${demoLogo}" alt="Demo Froyo logo" />`);
    expect(page).not.toContain("<!-- boot-logo");
    expect(page).toContain('<meta name="theme-color" content="#DF7F8C" />');
    const acme = (await new Browser(t.app, "acme.localhost").get("/dashboard")).payload;
    expect(acme).toContain('<meta name="theme-color" content="#2E7D8C" />');
    expect(acme).toContain('alt="Acme Swirl logo"');
  });

  it("escapes the company's name in the logo's alt text", async () => {
    const demoId = await companyIdOf(t, "demo");
    await t.db.database.db.update(companies).set({ name: 'Demo "Froyo" <b>' }).where(eq(companies.id, demoId));
    t.app.forgetTenantCache();
    const page = (await new Browser(t.app, "demo.localhost").get("/sign-in")).payload;
    expect(page).toContain('alt="Demo &quot;Froyo&quot; &lt;b>');
    expect(page).not.toContain("<b>");
  });

  it("keeps the plain splash on the platform host, which has no company", async () => {
    const page = (await new Browser(t.app, "localhost").get("/sign-in")).payload;
    expect(page).not.toContain('boot-logo"');
    expect(page).toContain("<!-- boot-logo");
  });

  it("gives a browser opening an unknown API-like path the app (its /404), and calls still JSON (issue 21)", async () => {
    const browser = new Browser(t.app, "demo.localhost");
    const navigation = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
    const page = await browser.get("/auth/jwt/sign-in", navigation);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.payload).toContain('<div id="root">');
    const call = await browser.get("/auth/jwt/sign-in");
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual({ message: "Not found." });
  });
});

import { afterAll, beforeAll, expect, it } from "vitest";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

describeOnOneDatabase("sign-in", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("signs a company admin in on their subdomain and answers /auth/me", async () => {
    const browser = new Browser(t.app, "demo.localhost");
    const login = await browser.signIn("admin@demo.example.com");
    expect(login.statusCode).toBe(200);
    const me = await browser.get("/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: "admin@demo.example.com",
      role: "Company Admin",
      company: { subdomain: "demo", name: "Demo Froyo", primary_color_hex: "#DF7F8C" },
    });
  });
});

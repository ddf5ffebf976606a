import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptSignIn, RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

describeOnOneDatabase("sign-in and sessions across subdomains", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
  });
  afterAll(() => t.close());

  describe("a company user signs in only on their own subdomain", () => {
    it("is refused on another company's subdomain, the bare domain and an unknown subdomain exactly like wrong credentials", async () => {
      const wrongPassword = await attemptSignIn(t, "demo.localhost", "admin@demo.example.com", "not-the-password");
      expect(wrongPassword.response.statusCode).toBe(422);
      for (const host of ["acme.localhost", "localhost", "nosuch.localhost"]) {
        const { response } = await attemptSignIn(t, host, "admin@demo.example.com");
        expect(response.statusCode, host).toBe(422);
        expect(response.payload, host).toBe(wrongPassword.response.payload);
        expect(response.headers["set-cookie"]?.toString() ?? "", host).not.toContain("froyo_session");
      }
      expect((await attemptSignIn(t, "demo.localhost", "admin@demo.example.com")).response.statusCode).toBe(200);
    });

    it("lets the Super Admin sign in on every company's subdomain and on the bare domain", async () => {
      for (const host of ["demo.localhost", "acme.localhost", "localhost"]) {
        const { browser, response } = await attemptSignIn(t, host, "super@example.com");
        expect(response.statusCode, host).toBe(200);
        expect((await browser.get("/auth/me")).statusCode, host).toBe(200);
      }
    });

    it("does not let the Super Admin sign in on a subdomain no company owns", async () => {
      const { response } = await attemptSignIn(t, "nosuch.localhost", "super@example.com");
      expect(response.statusCode).toBe(422);
    });
  });

  describe("a session is worth something only on the host it was made on", () => {
    it("refuses a company user's session cookie replayed on another company's subdomain or the bare domain", async () => {
      const { browser } = await attemptSignIn(t, "demo.localhost", "admin@demo.example.com");
      const token = browser.cookies.get("froyo_session") as string;
      for (const host of ["acme.localhost", "localhost", "nosuch.localhost"]) {
        const replay = new Browser(t.app, host);
        replay.cookies.set("froyo_session", token);
        const me = await replay.get("/auth/me");
        expect(me.statusCode, host).toBe(401);
        expect(me.json()).toEqual({ message: "Unauthenticated." });
      }
      expect((await browser.get("/auth/me")).statusCode).toBe(200);
    });

    it("refuses a Super Admin session made on demo.localhost when replayed on acme.localhost or the bare domain", async () => {
      const { browser } = await attemptSignIn(t, "demo.localhost", "super@example.com");
      const token = browser.cookies.get("froyo_session") as string;
      for (const host of ["acme.localhost", "localhost"]) {
        const replay = new Browser(t.app, host);
        replay.cookies.set("froyo_session", token);
        expect((await replay.get("/auth/me")).statusCode, host).toBe(401);
      }
      expect((await browser.get("/auth/me")).json().data.company.subdomain).toBe("demo");
    });

    it("cannot end a session from another host: a replayed logout is a guest's logout", async () => {
      const { browser } = await attemptSignIn(t, "demo.localhost", "client@demo.example.com");
      const replay = new Browser(t.app, "acme.localhost");
      replay.cookies.set("froyo_session", browser.cookies.get("froyo_session") as string);
      replay.cookies.set("XSRF-TOKEN", browser.cookies.get("XSRF-TOKEN") as string);
      expect((await replay.post("/auth/logout")).statusCode).toBe(204);
      expect((await browser.get("/auth/me")).statusCode).toBe(200);
    });
  });
});

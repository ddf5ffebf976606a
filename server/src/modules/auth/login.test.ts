import { currentUserSchema } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companyIdOf,
  cookieValue,
  createUser,
  DEMO_PASSWORD,
  RELAXED_THROTTLE,
  setCookie,
} from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

const INVALID_CREDENTIALS = {
  message: "These credentials do not match our records.",
  errors: { email: ["These credentials do not match our records."] },
};

describeOnOneDatabase("csrf-cookie, login, logout, me", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
  });
  afterAll(() => t.close());

  describe("GET /sanctum/csrf-cookie", () => {
    it("answers 204 with a readable, Lax, host-only XSRF-TOKEN cookie", async () => {
      const response = await new Browser(t.app, "demo.localhost").csrf();
      expect(response.statusCode).toBe(204);
      expect(response.payload).toBe("");
      const cookie = setCookie(response, "XSRF-TOKEN");
      expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43};/);
      expect(cookie).not.toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    });

    it("keeps a guest's token across calls and gives another guest a different one", async () => {
      const browser = new Browser(t.app, "demo.localhost");
      const first = cookieValue(await browser.csrf(), "XSRF-TOKEN");
      const again = cookieValue(await browser.csrf(), "XSRF-TOKEN");
      const other = cookieValue(await new Browser(t.app, "demo.localhost").csrf(), "XSRF-TOKEN");
      expect(again).toBe(first);
      expect(other).not.toBe(first);
    });
  });

  describe("POST /auth/login", () => {
    it("answers 200 {data: user} with an httpOnly, Lax, host-only session cookie and a new XSRF token", async () => {
      const browser = new Browser(t.app, "demo.localhost");
      await browser.csrf();
      const guestToken = browser.cookies.get("XSRF-TOKEN");
      const response = await browser.post("/auth/login", { email: "admin@demo.example.com", password: DEMO_PASSWORD });

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body)).toEqual(["data"]);
      expect(currentUserSchema.parse(body.data)).toEqual(body.data);
      expect(body.data).toMatchObject({ email: "admin@demo.example.com", role: "Company Admin" });

      const session = setCookie(response, "froyo_session");
      expect(session).toMatch(/^froyo_session=[\w-]{43};/);
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
      expect(session).toMatch(/Path=\//);
      expect(session).not.toMatch(/Domain=/i);

      const xsrf = setCookie(response, "XSRF-TOKEN");
      expect(xsrf).not.toMatch(/HttpOnly/i);
      expect(xsrf).not.toMatch(/Domain=/i);
      const newToken = cookieValue(response, "XSRF-TOKEN");
      expect(newToken).toMatch(/^[\w-]{43}$/);
      expect(newToken).not.toBe(guestToken);
    });

    it("accepts the email in any case and with surrounding spaces", async () => {
      const browser = new Browser(t.app, "demo.localhost");
      await browser.csrf();
      const response = await browser.post("/auth/login", {
        email: "  Admin@Demo.Example.COM ",
        password: DEMO_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.email).toBe("admin@demo.example.com");
    });

    it("answers wrong password, unknown email, invited and disabled users with one identical 422", async () => {
      const demoId = await companyIdOf(t, "demo");
      // Both have a valid password: only their status may refuse them.
      await createUser(t, demoId, {
        email: "invited-login@demo.example.com",
        status: "invited",
        password: DEMO_PASSWORD,
      });
      await createUser(t, demoId, {
        email: "disabled-login@demo.example.com",
        status: "disabled",
        password: DEMO_PASSWORD,
      });

      const attempts = [
        { email: "admin@demo.example.com", password: "wrong-password" },
        { email: "nobody@demo.example.com", password: DEMO_PASSWORD },
        { email: "invited-login@demo.example.com", password: DEMO_PASSWORD },
        { email: "disabled-login@demo.example.com", password: DEMO_PASSWORD },
      ];
      const answers = [];
      for (const attempt of attempts) {
        const browser = new Browser(t.app, "demo.localhost");
        await browser.csrf();
        const response = await browser.post("/auth/login", attempt);
        expect(response.statusCode, attempt.email).toBe(422);
        expect(setCookie(response, "froyo_session"), attempt.email).toBeUndefined();
        answers.push(response.payload);
      }
      expect(JSON.parse(answers[0] as string)).toEqual(INVALID_CREDENTIALS);
      expect(new Set(answers).size).toBe(1);
    });
  });

  describe("GET /auth/me", () => {
    it("answers 401 {message: 'Unauthenticated.'} without a session", async () => {
      const response = await new Browser(t.app, "demo.localhost").get("/auth/me");
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthenticated." });
    });

    it("answers 401 for a made-up session cookie", async () => {
      const browser = new Browser(t.app, "demo.localhost");
      browser.cookies.set("froyo_session", "x".repeat(43));
      expect((await browser.get("/auth/me")).statusCode).toBe(401);
      browser.cookies.set("froyo_session", "x".repeat(5000));
      expect((await browser.get("/auth/me")).statusCode).toBe(401);
    });

    it("describes a company user with the company's branding", async () => {
      const browser = new Browser(t.app, "demo.localhost");
      await browser.signIn("pro@demo.example.com");
      const response = await browser.get("/auth/me");
      expect(response.statusCode).toBe(200);
      const me = response.json().data;
      expect(currentUserSchema.parse(me)).toEqual(me);
      expect(me).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: "Petra Pro",
        email: "pro@demo.example.com",
        role: "Client - Pro",
        company: {
          id: await companyIdOf(t, "demo"),
          name: "Demo Froyo",
          subdomain: "demo",
          primary_color_hex: "#DF7F8C",
          primary_logo: { path: expect.stringMatching(/^\/uploads\/.+\.png$/) },
          footer_logo: { path: expect.stringMatching(/^\/uploads\/.+\.png$/) },
        },
      });
      expect(me.permissions).toEqual(expect.arrayContaining(["view dashboard", "view sales"]));
      expect(me.permissions).not.toContain("view companies");
    });

    it("gives the Super Admin no company on the bare domain and the subdomain's company on a subdomain", async () => {
      const platform = new Browser(t.app, "localhost");
      expect((await platform.signIn("super@example.com")).statusCode).toBe(200);
      const onPlatform = (await platform.get("/auth/me")).json().data;
      expect(onPlatform).toMatchObject({ email: "super@example.com", role: "Super Admin", company: null });
      expect(onPlatform.permissions).toContain("view companies");

      const onAcme = new Browser(t.app, "acme.localhost");
      await onAcme.signIn("super@example.com");
      expect((await onAcme.get("/auth/me")).json().data.company).toMatchObject({
        subdomain: "acme",
        name: "Acme Swirl",
      });
    });
  });

  describe("POST /auth/logout", () => {
    it("answers 204, clears the session cookie, and the session no longer works", async () => {
      const browser = new Browser(t.app, "demo.localhost");
      await browser.signIn("client@demo.example.com");
      const sessionToken = browser.cookies.get("froyo_session") as string;
      expect((await browser.get("/auth/me")).statusCode).toBe(200);

      const response = await browser.post("/auth/logout");
      expect(response.statusCode).toBe(204);
      expect(response.payload).toBe("");
      expect(setCookie(response, "froyo_session")).toMatch(/^froyo_session=;/);
      expect(browser.cookies.has("froyo_session")).toBe(false);

      const replay = new Browser(t.app, "demo.localhost");
      replay.cookies.set("froyo_session", sessionToken);
      const me = await replay.get("/auth/me");
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: "Unauthenticated." });
    });

    it("answers 204 to a guest with a valid XSRF token", async () => {
      const browser = new Browser(t.app, "demo.localhost");
      await browser.csrf();
      expect((await browser.post("/auth/logout")).statusCode).toBe(204);
    });
  });
});

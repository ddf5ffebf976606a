import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attemptSignIn,
  companyIdOf,
  createUser,
  DEMO_PASSWORD,
  mailAfter,
  RELAXED_THROTTLE,
  tokenOf,
} from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { linkIn, recipientOf } from "../../../test/smtp.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

const NEW_PASSWORD = "a-fresh-pass-phrase";

describeOnOneDatabase("forgot and reset password", (kind) => {
  let t: TestApp;
  let demoId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
  });
  afterAll(() => t.close());

  async function forgot(host: string, email: string, headers: Record<string, string> = {}) {
    const browser = new Browser(t.app, host, headers);
    await browser.csrf();
    return browser.post("/auth/forgot-password", { email });
  }

  describe("POST /auth/forgot-password", () => {
    it("answers byte for byte the same for a registered, an unknown, an invited, a disabled and another company's email", async () => {
      await createUser(t, demoId, { email: "forgot-invited@demo.example.com", status: "invited" });
      await createUser(t, demoId, {
        email: "forgot-disabled@demo.example.com",
        status: "disabled",
        password: DEMO_PASSWORD,
      });
      const registered = await createUser(t, demoId, {
        email: "forgot-same@demo.example.com",
        status: "active",
        password: DEMO_PASSWORD,
      });

      const answers = [];
      for (const email of [
        "nobody-here@demo.example.com",
        "forgot-invited@demo.example.com",
        "forgot-disabled@demo.example.com",
        "admin@acme.example.com",
      ]) {
        answers.push(await forgot("demo.localhost", email));
      }
      const mail = await mailAfter(t, registered.email, async () => {
        answers.push(await forgot("demo.localhost", registered.email));
      });

      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers["content-type"]).toBe(answers[0]?.headers["content-type"]);
        expect(answer.payload).toBe(answers[0]?.payload);
      }
      expect(answers[0]?.json()).toEqual({
        message: "If that email address is registered, we have emailed a password reset link.",
      });
      expect(recipientOf(mail)).toBe(registered.email);
      const recipients = t.smtp.messages.map(recipientOf);
      for (const email of [
        "nobody-here@demo.example.com",
        "forgot-invited@demo.example.com",
        "forgot-disabled@demo.example.com",
        "admin@acme.example.com",
      ]) {
        expect(recipients).not.toContain(email);
      }
    });

    it("mails a link built from APP_URL and the user's subdomain, whatever Host and X-Forwarded-Host say", async () => {
      const user = await createUser(t, demoId, {
        email: "forgot-link@demo.example.com",
        status: "active",
        password: DEMO_PASSWORD,
      });
      const mail = await mailAfter(t, user.email, () =>
        forgot("demo.localhost:8443", user.email, {
          "x-forwarded-host": "evil.example.com",
          "x-forwarded-proto": "https",
          forwarded: "host=evil.example.com;proto=https",
        }),
      );
      const link = linkIn(mail);
      expect(link.origin).toBe("http://demo.localhost:3000");
      expect(link.pathname).toMatch(/^\/password-reset\/[\w-]{43}$/);
      expect(link.searchParams.get("email")).toBe(user.email);
      expect(link.toString()).toBe(
        `http://demo.localhost:3000/password-reset/${tokenOf(mail)}?email=${encodeURIComponent(user.email)}`,
      );
      expect(mail.text).not.toContain("evil");
      expect(mail.subject).toBe("Reset your password");
    });

    it("links a platform user to the bare domain, even when asked from a hostile Host", async () => {
      const platformAdmin = await createUser(t, t.platformCompanyId, {
        email: "second-super@example.com",
        status: "active",
        password: DEMO_PASSWORD,
        role: "Super Admin",
      });
      const mail = await mailAfter(t, platformAdmin.email, () => forgot("evil.example.com", platformAdmin.email));
      expect(linkIn(mail).origin).toBe("http://localhost:3000");

      const reset = new Browser(t.app, "localhost");
      await reset.csrf();
      const response = await reset.post("/auth/reset-password", {
        token: tokenOf(mail),
        email: platformAdmin.email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect((await attemptSignIn(t, "acme.localhost", platformAdmin.email, NEW_PASSWORD)).response.statusCode).toBe(
        200,
      );
    });
  });

  describe("POST /auth/reset-password", () => {
    it("sets the new password, refuses the old one and ends every session of the user", async () => {
      const user = await createUser(t, demoId, {
        email: "reset-flow@demo.example.com",
        status: "active",
        password: DEMO_PASSWORD,
      });
      const elsewhere = await attemptSignIn(t, "demo.localhost", user.email, DEMO_PASSWORD);
      expect(elsewhere.response.statusCode).toBe(200);

      const mail = await mailAfter(t, user.email, () => forgot("demo.localhost", user.email));
      const link = linkIn(mail);
      const browser = new Browser(t.app, link.host.replace(/:\d+$/, ""));
      await browser.csrf();
      const response = await browser.post("/auth/reset-password", {
        token: tokenOf(mail),
        email: link.searchParams.get("email"),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: "Your password has been reset." });

      expect((await elsewhere.browser.get("/auth/me")).statusCode).toBe(401);
      expect((await attemptSignIn(t, "demo.localhost", user.email, DEMO_PASSWORD)).response.statusCode).toBe(422);
      const fresh = await attemptSignIn(t, "demo.localhost", user.email, NEW_PASSWORD);
      expect(fresh.response.statusCode).toBe(200);
      expect((await fresh.browser.get("/auth/me")).json().data.email).toBe(user.email);
    });

    it("refuses a valid token on another company's subdomain", async () => {
      const user = await createUser(t, demoId, {
        email: "reset-host@demo.example.com",
        status: "active",
        password: DEMO_PASSWORD,
      });
      const mail = await mailAfter(t, user.email, () => forgot("demo.localhost", user.email));
      const body = {
        token: tokenOf(mail),
        email: user.email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };
      for (const host of ["acme.localhost", "localhost", "nosuch.localhost"]) {
        const browser = new Browser(t.app, host);
        await browser.csrf();
        const response = await browser.post("/auth/reset-password", body);
        expect(response.statusCode, host).toBe(422);
        expect(response.json(), host).toEqual({
          message: "This password reset link is invalid or has expired.",
          errors: { email: ["This password reset link is invalid or has expired."] },
        });
      }
      const browser = new Browser(t.app, "demo.localhost");
      await browser.csrf();
      expect((await browser.post("/auth/reset-password", body)).statusCode).toBe(200);
    });
  });
});

import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

const DECAY_SECONDS = 120;

function expectThrottled(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: "Too many attempts. Please try again later." });
  const retryAfter = String(response.headers["retry-after"]);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(DECAY_SECONDS);
}

describeEachDatabase("sign-in throttling", (kind) => {
  describe("without TRUST_PROXY", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, {
        LOGIN_MAX_ATTEMPTS_PER_EMAIL: "100",
        LOGIN_MAX_ATTEMPTS_PER_IP: "3",
        LOGIN_DECAY_SECONDS: String(DECAY_SECONDS),
      });
    });
    afterAll(() => t.close());

    it("counts every attempt per IP and ignores X-Forwarded-For, so rotating it does not help", async () => {
      const attempt = async (i: number, email: string, password: string) => {
        const browser = new Browser(t.app, "demo.localhost", { "x-forwarded-for": `198.51.100.${i}` });
        await browser.csrf();
        return browser.post("/auth/login", { email, password });
      };
      expect((await attempt(1, "admin@demo.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await attempt(2, "client@demo.example.com", "wrong-password")).statusCode).toBe(422);
      expect((await attempt(3, "pro@demo.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
      // Fourth attempt from the same socket address, whatever the header claims, and with a correct password.
      expectThrottled(await attempt(4, "admin@demo.example.com", DEMO_PASSWORD));
      expectThrottled(await attempt(5, "super@example.com", DEMO_PASSWORD));
    });
  });

  describe("with TRUST_PROXY=1 (one proxy in front)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, {
        TRUST_PROXY: "1",
        LOGIN_MAX_ATTEMPTS_PER_EMAIL: "3",
        LOGIN_MAX_ATTEMPTS_PER_IP: "5",
        LOGIN_DECAY_SECONDS: String(DECAY_SECONDS),
      });
    });
    afterAll(() => t.close());

    /** A client behind the proxy: the proxy appends the client's address to X-Forwarded-For. */
    async function attempt(clientIp: string, email: string, password: string, host = "demo.localhost") {
      const browser = new Browser(t.app, host, { "x-forwarded-for": clientIp });
      await browser.csrf();
      return browser.post("/auth/login", { email, password });
    }

    it("throttles failed attempts per email, even with the right password afterwards, from any address", async () => {
      for (let i = 0; i < 3; i++) {
        expect((await attempt(`203.0.113.${10 + i}`, "client@acme.example.com", "wrong-password")).statusCode).toBe(
          422,
        );
      }
      expectThrottled(await attempt("203.0.113.20", "client@acme.example.com", DEMO_PASSWORD, "acme.localhost"));
      expectThrottled(await attempt("203.0.113.21", " CLIENT@Acme.Example.com ", DEMO_PASSWORD, "acme.localhost"));
      // Another account is not affected.
      expect((await attempt("203.0.113.22", "pro@acme.example.com", DEMO_PASSWORD, "acme.localhost")).statusCode).toBe(
        200,
      );
    });

    it("forgets an email's failures after a successful sign-in", async () => {
      const ip = "203.0.113.30";
      const other = "203.0.113.31";
      expect((await attempt(ip, "pro@demo.example.com", "wrong-password")).statusCode).toBe(422);
      expect((await attempt(ip, "pro@demo.example.com", "wrong-password")).statusCode).toBe(422);
      expect((await attempt(ip, "pro@demo.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await attempt(other, "pro@demo.example.com", "wrong-password")).statusCode).toBe(422);
      expect((await attempt(other, "pro@demo.example.com", "wrong-password")).statusCode).toBe(422);
      expect((await attempt(other, "pro@demo.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it("throttles every attempt per client address taken from X-Forwarded-For, apart for each address", async () => {
      const ip = "203.0.113.40";
      const emails = ["admin@demo.example.com", "nobody@demo.example.com", "admin@acme.example.com"];
      for (let i = 0; i < 5; i++) await attempt(ip, emails[i % emails.length] as string, DEMO_PASSWORD);
      expectThrottled(await attempt(ip, "super@example.com", DEMO_PASSWORD));
      expect((await attempt("203.0.113.41", "super@example.com", DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it("takes the address the proxy saw, not one the client put first in the header", async () => {
      const proxySaw = "203.0.113.50";
      for (let i = 0; i < 5; i++) {
        await attempt(`10.9.9.${i}, ${proxySaw}`, "super@example.com", DEMO_PASSWORD);
      }
      expectThrottled(await attempt(`10.9.9.99, ${proxySaw}`, "super@example.com", DEMO_PASSWORD));
    });

    it("throttles wrong current passwords on POST /auth/password with the email's counter", async () => {
      const browser = new Browser(t.app, "acme.localhost", { "x-forwarded-for": "203.0.113.60" });
      expect((await browser.signIn("admin@acme.example.com")).statusCode).toBe(200);
      const change = () =>
        browser.post("/auth/password", {
          current_password: "wrong-password",
          password: "a-brand-new-phrase",
          password_confirmation: "a-brand-new-phrase",
        });
      for (let i = 0; i < 3; i++) expect((await change()).statusCode).toBe(422);
      expectThrottled(await change());
    });
  });
});

import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { secondAppOnSameDatabase } from "../../../test/second-app.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

const DECAY_SECONDS = 120;
const WRONG = "wrong-password";

function expectThrottled(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: "Too many attempts. Please try again later." });
  const retryAfter = String(response.headers["retry-after"]);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(DECAY_SECONDS);
}

/** A client behind the one trusted proxy, which appends the client's address to X-Forwarded-For. */
async function attempt(app: FastifyInstance, host: string, clientIp: string, email: string, password: string) {
  const browser = new Browser(app, host, { "x-forwarded-for": clientIp });
  await browser.csrf();
  return browser.post("/auth/login", { email, password });
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
      const tryAs = (i: number, email: string, password: string) =>
        attempt(t.app, "demo.localhost", `198.51.100.${i}`, email, password);
      expect((await tryAs(1, "admin@demo.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await tryAs(2, "client@demo.example.com", WRONG)).statusCode).toBe(422);
      expect((await tryAs(3, "pro@demo.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
      // Fourth attempt from the same socket address, whatever the header claims, and with a correct password.
      expectThrottled(await tryAs(4, "admin@demo.example.com", DEMO_PASSWORD));
      expectThrottled(await tryAs(5, "super@example.com", DEMO_PASSWORD));
    });
  });

  describe("with TRUST_PROXY=1 (one proxy in front)", () => {
    const PER_IP = 12;
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, {
        TRUST_PROXY: "1",
        LOGIN_MAX_ATTEMPTS_PER_EMAIL: "3",
        LOGIN_MAX_ATTEMPTS_PER_IP: String(PER_IP),
        LOGIN_DECAY_SECONDS: String(DECAY_SECONDS),
      });
    });
    afterAll(() => t.close());
    const login = (host: string, ip: string, email: string, password: string) =>
      attempt(t.app, host, ip, email, password);

    it("locks a company account after 3 failures from one address on its own subdomain, the right password included", async () => {
      const ip = "203.0.113.10";
      for (let i = 0; i < 3; i++)
        expect((await login("acme.localhost", ip, "client@acme.example.com", WRONG)).statusCode).toBe(422);
      expectThrottled(await login("acme.localhost", ip, "client@acme.example.com", DEMO_PASSWORD));
      expectThrottled(await login("acme.localhost", ip, " CLIENT@Acme.Example.com ", DEMO_PASSWORD));
      // Another account from that address, and the account's owner from their own address, are not held back.
      expect((await login("acme.localhost", ip, "pro@acme.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await login("acme.localhost", "203.0.113.11", "client@acme.example.com", DEMO_PASSWORD)).statusCode).toBe(
        200,
      );
    });

    it("never counts failures aimed at an unknown subdomain, another company or the bare domain against a company account", async () => {
      const ip = "203.0.113.20";
      for (const host of ["nosuch.localhost", "demo.localhost", "localhost"]) {
        for (let i = 0; i < 3; i++)
          expect((await login(host, ip, "admin@acme.example.com", WRONG)).statusCode, host).toBe(422);
      }
      expect((await login("acme.localhost", ip, "admin@acme.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it("never lets failures for a platform email on a company subdomain, from another address, lock the platform account", async () => {
      const attacker = "203.0.113.30";
      for (let i = 0; i < 3; i++) {
        expect((await login("demo.localhost", attacker, "super@example.com", WRONG)).statusCode).toBe(422);
      }
      expectThrottled(await login("acme.localhost", attacker, "super@example.com", WRONG));
      const owner = "203.0.113.31";
      for (const host of ["demo.localhost", "acme.localhost", "localhost"]) {
        expect((await login(host, owner, "super@example.com", DEMO_PASSWORD)).statusCode, host).toBe(200);
      }
    });

    it("limits one address guessing a platform password across every host: the key is the platform account's", async () => {
      const ip = "203.0.113.40";
      expect((await login("demo.localhost", ip, "super@example.com", WRONG)).statusCode).toBe(422);
      expect((await login("acme.localhost", ip, "super@example.com", WRONG)).statusCode).toBe(422);
      expect((await login("localhost", ip, "super@example.com", WRONG)).statusCode).toBe(422);
      expectThrottled(await login("demo.localhost", ip, "super@example.com", DEMO_PASSWORD));
      expectThrottled(await login("localhost", ip, "super@example.com", DEMO_PASSWORD));
    });

    it("forgets an account's failures after a successful sign-in", async () => {
      const ip = "203.0.113.50";
      for (let round = 0; round < 2; round++) {
        expect((await login("demo.localhost", ip, "pro@demo.example.com", WRONG)).statusCode).toBe(422);
        expect((await login("demo.localhost", ip, "pro@demo.example.com", WRONG)).statusCode).toBe(422);
        expect((await login("demo.localhost", ip, "pro@demo.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
      }
    });

    it("opens again when the window is over", async () => {
      const ip = "203.0.113.60";
      for (let i = 0; i < 3; i++) await login("demo.localhost", ip, "client@demo.example.com", WRONG);
      expectThrottled(await login("demo.localhost", ip, "client@demo.example.com", DEMO_PASSWORD));
      // The window's end brought forward, as the clock would after LOGIN_DECAY_SECONDS.
      await t.db.database.db.execute(
        sql`UPDATE throttle_counters SET reset_at = now() - interval '1 second' WHERE key LIKE ${`%|${ip}|%`}`,
      );
      expect((await login("demo.localhost", ip, "client@demo.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it("throttles every attempt per client address taken from X-Forwarded-For, apart for each address", async () => {
      const ip = "203.0.113.70";
      const emails = ["admin@demo.example.com", "nobody@demo.example.com", "admin@acme.example.com"];
      for (let i = 0; i < PER_IP; i++)
        await login("demo.localhost", ip, emails[i % emails.length] as string, DEMO_PASSWORD);
      expectThrottled(await login("demo.localhost", ip, "super@example.com", DEMO_PASSWORD));
      expect((await login("demo.localhost", "203.0.113.71", "super@example.com", DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it("takes the address the proxy saw, not one the client put first in the header", async () => {
      const proxySaw = "203.0.113.80";
      for (let i = 0; i < PER_IP; i++)
        await login("localhost", `10.9.9.${i}, ${proxySaw}`, "super@example.com", DEMO_PASSWORD);
      expectThrottled(await login("localhost", `10.9.9.99, ${proxySaw}`, "super@example.com", DEMO_PASSWORD));
    });

    it("throttles wrong current passwords on POST /auth/password with the user's own counter, apart from sign-in", async () => {
      const ip = "203.0.113.90";
      const browser = new Browser(t.app, "acme.localhost", { "x-forwarded-for": ip });
      expect((await browser.signIn("admin@acme.example.com")).statusCode).toBe(200);
      const change = () =>
        browser.post("/auth/password", {
          current_password: WRONG,
          password: "a-brand-new-phrase",
          password_confirmation: "a-brand-new-phrase",
        });
      for (let i = 0; i < 3; i++) expect((await change()).statusCode).toBe(422);
      expectThrottled(await change());
      expect((await login("acme.localhost", ip, "admin@acme.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe("two app processes on one database", () => {
    let t: TestApp;
    let second: { app: FastifyInstance; close(): Promise<void> };
    beforeAll(async () => {
      const env = { TRUST_PROXY: "1", LOGIN_MAX_ATTEMPTS_PER_EMAIL: "3", LOGIN_MAX_ATTEMPTS_PER_IP: "5" };
      t = await buildTestApp(kind, env);
      second = await secondAppOnSameDatabase(t, env);
    });
    afterAll(async () => {
      await second.close();
      await t.close();
    });

    it("enforce one limit per account: failures split across both add up to the lock", async () => {
      const ip = "198.51.100.10";
      const apps = [t.app, second.app, t.app];
      for (const app of apps) {
        expect((await attempt(app, "demo.localhost", ip, "admin@demo.example.com", WRONG)).statusCode).toBe(422);
      }
      expectThrottled(await attempt(second.app, "demo.localhost", ip, "admin@demo.example.com", DEMO_PASSWORD));
      expectThrottled(await attempt(t.app, "demo.localhost", ip, "admin@demo.example.com", DEMO_PASSWORD));
    });

    it("enforce one limit per address", async () => {
      const ip = "198.51.100.20";
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? t.app : second.app;
        expect((await attempt(app, "acme.localhost", ip, "pro@acme.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
      }
      expectThrottled(await attempt(t.app, "acme.localhost", ip, "pro@acme.example.com", DEMO_PASSWORD));
      expectThrottled(await attempt(second.app, "acme.localhost", ip, "pro@acme.example.com", DEMO_PASSWORD));
    });
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companyIdOf,
  createUser,
  DEMO_PASSWORD,
  mailAfter,
  RELAXED_THROTTLE,
  tokenOf,
} from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { type PasswordTokenKind, passwordTokens, users } from "../../db/schema/index.js";
import { issuePasswordToken } from "../../identity/password-tokens.repository.js";
import { hashToken } from "../../identity/tokens.js";

const NEW_PASSWORD = "a-fresh-pass-phrase";
const INVALID_RESET = {
  message: "This password reset link is invalid or has expired.",
  errors: { email: ["This password reset link is invalid or has expired."] },
};
const INVALID_INVITATION = {
  message: "This invitation link is invalid or has expired.",
  errors: { email: ["This invitation link is invalid or has expired."] },
};

describeOnOneDatabase("password reset and invitation tokens", (kind) => {
  let t: TestApp;
  let demoId: string;
  let counter = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
  });
  afterAll(() => t.close());

  /** A fresh active demo user for each test, so tokens and mails never mix. */
  function activeUser() {
    counter += 1;
    return createUser(t, demoId, {
      email: `token-${counter}@demo.example.com`,
      status: "active",
      password: DEMO_PASSWORD,
    });
  }

  function issue(user: { companyId: string; id: string }, kindOf: PasswordTokenKind, minutes = 60) {
    return t.db.database.withTenant(user.companyId, (tx) => issuePasswordToken(tx, user, kindOf, minutes));
  }

  async function redeem(path: "/auth/reset-password" | "/auth/set-password", token: string, email: string) {
    const browser = new Browser(t.app, "demo.localhost");
    await browser.csrf();
    return browser.post(path, { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
  }

  async function canSignIn(email: string, password: string) {
    return (await new Browser(t.app, "demo.localhost").signIn(email, password)).statusCode === 200;
  }

  async function statusOf(userId: string) {
    const [row] = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ status: users.status })
        .from(users)
        .where(and(eq(users.companyId, demoId), eq(users.id, userId))),
    );
    return row?.status;
  }

  describe("reset tokens", () => {
    it("refuses an expired token", async () => {
      const user = await activeUser();
      const token = await issue(user, "reset");
      await t.db.database.withTenant(demoId, (tx) =>
        tx
          .update(passwordTokens)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(and(eq(passwordTokens.companyId, demoId), eq(passwordTokens.userId, user.id))),
      );
      const response = await redeem("/auth/reset-password", token, user.email);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(INVALID_RESET);
      expect(await canSignIn(user.email, DEMO_PASSWORD)).toBe(true);
    });

    it("makes reset links from forgot-password live for an hour", async () => {
      const user = await activeUser();
      await mailAfter(t, user.email, async () => {
        const browser = new Browser(t.app, "demo.localhost");
        await browser.csrf();
        await browser.post("/auth/forgot-password", { email: user.email });
      });
      const [row] = await t.db.database.withTenant(demoId, (tx) =>
        tx
          .select({ expiresAt: passwordTokens.expiresAt })
          .from(passwordTokens)
          .where(eq(passwordTokens.userId, user.id)),
      );
      const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(58);
      expect(minutes).toBeLessThanOrEqual(60);
    });

    it("is single use", async () => {
      const user = await activeUser();
      const token = await issue(user, "reset");
      expect((await redeem("/auth/reset-password", token, user.email)).statusCode).toBe(200);
      const again = await redeem("/auth/reset-password", token, user.email);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual(INVALID_RESET);
    });

    it("refuses a wrong token, and a right token with another user's email", async () => {
      const user = await activeUser();
      const other = await activeUser();
      const token = await issue(user, "reset");
      expect((await redeem("/auth/reset-password", `${token}x`, user.email)).statusCode).toBe(422);
      expect((await redeem("/auth/reset-password", token, other.email)).statusCode).toBe(422);
      expect((await redeem("/auth/reset-password", token, "nobody@demo.example.com")).statusCode).toBe(422);
      expect((await redeem("/auth/reset-password", token, user.email)).statusCode).toBe(200);
    });

    it("is replaced by a newer one: the older stops working", async () => {
      const user = await activeUser();
      const older = await issue(user, "reset");
      const newer = await issue(user, "reset");
      expect(newer).not.toBe(older);
      expect((await redeem("/auth/reset-password", older, user.email)).statusCode).toBe(422);
      expect((await redeem("/auth/reset-password", newer, user.email)).statusCode).toBe(200);
    });

    it("is replaced when forgot-password is asked again after a minute, and kept when asked again sooner", async () => {
      const user = await activeUser();
      const forgot = async () => {
        const browser = new Browser(t.app, "demo.localhost");
        await browser.csrf();
        expect((await browser.post("/auth/forgot-password", { email: user.email })).statusCode).toBe(200);
      };
      const first = tokenOf(await mailAfter(t, user.email, forgot));
      await forgot(); // within a minute: the first token stays the live one
      const [live] = await t.db.database.withTenant(demoId, (tx) =>
        tx
          .select({ tokenHash: passwordTokens.tokenHash })
          .from(passwordTokens)
          .where(eq(passwordTokens.userId, user.id)),
      );
      expect(live?.tokenHash).toBe(hashToken(first));
      const ageToken = () =>
        t.db.database.withTenant(demoId, (tx) =>
          tx
            .update(passwordTokens)
            .set({ createdAt: sql`now() - interval '2 minutes'` })
            .where(eq(passwordTokens.userId, user.id)),
        );
      await ageToken();
      const second = tokenOf(await mailAfter(t, user.email, forgot));
      expect(second).not.toBe(first);
      expect((await redeem("/auth/reset-password", first, user.email)).statusCode).toBe(422);
      expect((await redeem("/auth/reset-password", second, user.email)).statusCode).toBe(200);
    });

    it("of 20 parallel uses of one token, exactly one succeeds", async () => {
      const user = await activeUser();
      const token = await issue(user, "reset");
      const browsers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const browser = new Browser(t.app, "demo.localhost");
          await browser.csrf();
          return browser;
        }),
      );
      const responses = await Promise.all(
        browsers.map((browser) =>
          browser.post("/auth/reset-password", {
            token,
            email: user.email,
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, ...Array(19).fill(422)]);
      for (const response of responses.filter((r) => r.statusCode === 422)) {
        expect(response.json()).toEqual(INVALID_RESET);
      }
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    });

    it("refuses a disabled user's token", async () => {
      const user = await createUser(t, demoId, {
        email: "token-disabled@demo.example.com",
        status: "disabled",
        password: DEMO_PASSWORD,
      });
      const token = await issue(user, "reset");
      expect((await redeem("/auth/reset-password", token, user.email)).statusCode).toBe(422);
    });
  });

  describe("invitation tokens (POST /auth/set-password)", () => {
    it("sets an invited user's password and activates the account", async () => {
      const user = await createUser(t, demoId, { email: "invited-set@demo.example.com", status: "invited" });
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(false);
      const token = await issue(user, "invitation", 7 * 24 * 60);

      const response = await redeem("/auth/set-password", token, user.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: "Your password has been set." });
      expect(await statusOf(user.id)).toBe("active");
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);

      const again = await redeem("/auth/set-password", token, user.email);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual(INVALID_INVITATION);
    });

    it("does not take a token of the other kind", async () => {
      const invited = await createUser(t, demoId, { email: "invited-kind@demo.example.com", status: "invited" });
      const invitation = await issue(invited, "invitation");
      const reset = await issue(invited, "reset");
      expect((await redeem("/auth/reset-password", invitation, invited.email)).statusCode).toBe(422);
      const wrongKind = await redeem("/auth/set-password", reset, invited.email);
      expect(wrongKind.statusCode).toBe(422);
      expect(wrongKind.json()).toEqual(INVALID_INVITATION);
      expect(await statusOf(invited.id)).toBe("invited");
      expect((await redeem("/auth/set-password", invitation, invited.email)).statusCode).toBe(200);
    });
  });
});

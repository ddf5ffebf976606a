import { and, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptSignIn, companyIdOf, RELAXED_THROTTLE, setCookie } from "../../test/auth-helpers.js";
import { Browser } from "../../test/browser.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { sessions, users } from "../db/schema/index.js";
import { hashToken } from "./tokens.js";

const IDLE_MINUTES = 30;
const ABSOLUTE_MINUTES = 240;

describeOnOneDatabase("sessions", (kind) => {
  let t: TestApp;
  let demoId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      ...RELAXED_THROTTLE,
      SESSION_IDLE_MINUTES: String(IDLE_MINUTES),
      SESSION_ABSOLUTE_MINUTES: String(ABSOLUTE_MINUTES),
    });
    demoId = await companyIdOf(t, "demo");
  });
  afterAll(() => t.close());

  /** A sign-in on the demo company, with the hash of its session's token (the row these tests change). */
  async function newSession(email: string) {
    const { browser, response } = await attemptSignIn(t, "demo.localhost", email);
    expect(response.statusCode).toBe(200);
    return { browser, response, tokenHash: hashToken(browser.cookies.get("froyo_session") as string) };
  }

  /** Changes the session's row as the app would (inside the demo tenant), returning how many rows changed. */
  async function updateSession(tokenHash: string, values: { lastSeenAt?: SQL; expiresAt?: SQL }) {
    const rows = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .update(sessions)
        .set(values)
        .where(and(eq(sessions.companyId, demoId), eq(sessions.tokenHash, tokenHash)))
        .returning({ tokenHash: sessions.tokenHash }),
    );
    expect(rows).toHaveLength(1);
  }

  async function lastSeenAt(tokenHash: string): Promise<Date | undefined> {
    const [row] = await t.db.database.withTenant(demoId, (tx) =>
      tx.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash)),
    );
    return row?.lastSeenAt;
  }

  it("gives the session cookie the absolute lifetime as Max-Age", async () => {
    const { response } = await newSession("client@demo.example.com");
    expect(setCookie(response, "froyo_session")).toContain(`Max-Age=${ABSOLUTE_MINUTES * 60}`);
  });

  describe("idle expiry (SESSION_IDLE_MINUTES)", () => {
    it("keeps a session used within the idle time alive and records the use", async () => {
      const { browser, tokenHash } = await newSession("client@demo.example.com");
      await updateSession(tokenHash, { lastSeenAt: sql`now() - make_interval(mins => ${IDLE_MINUTES - 1})` });
      expect((await browser.get("/auth/me")).statusCode).toBe(200);
      const seen = await lastSeenAt(tokenHash);
      expect(Date.now() - (seen as Date).getTime()).toBeLessThan(60_000);
    });

    it("ends a session idle for longer", async () => {
      const { browser, tokenHash } = await newSession("client@demo.example.com");
      await updateSession(tokenHash, { lastSeenAt: sql`now() - make_interval(mins => ${IDLE_MINUTES + 1})` });
      const me = await browser.get("/auth/me");
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: "Unauthenticated." });
    });
  });

  describe("absolute expiry", () => {
    it("ends a session past expires_at even when it was just used", async () => {
      const { browser, tokenHash } = await newSession("client@demo.example.com");
      expect((await browser.get("/auth/me")).statusCode).toBe(200);
      await updateSession(tokenHash, { expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` });
      expect((await browser.get("/auth/me")).statusCode).toBe(401);
    });

    it("stores expires_at the absolute lifetime after sign-in", async () => {
      const { tokenHash } = await newSession("client@demo.example.com");
      const [row] = await t.db.database.withTenant(demoId, (tx) =>
        tx.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash)),
      );
      const minutesLeft = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(ABSOLUTE_MINUTES - 1);
      expect(minutesLeft).toBeLessThanOrEqual(ABSOLUTE_MINUTES);
    });
  });

  describe("a new session id at every sign-in", () => {
    it("replaces the session of a browser that signs in again; the previous cookie stops working", async () => {
      const { browser, tokenHash: firstHash } = await newSession("pro@demo.example.com");
      const firstToken = browser.cookies.get("froyo_session") as string;
      expect((await browser.signIn("pro@demo.example.com")).statusCode).toBe(200);
      const secondToken = browser.cookies.get("froyo_session") as string;

      expect(secondToken).not.toBe(firstToken);
      expect(await lastSeenAt(firstHash)).toBeUndefined();
      const replay = new Browser(t.app, "demo.localhost");
      replay.cookies.set("froyo_session", firstToken);
      expect((await replay.get("/auth/me")).statusCode).toBe(401);
      expect((await browser.get("/auth/me")).statusCode).toBe(200);
    });

    it("never adopts a session id the client chose (fixation)", async () => {
      const browser = new Browser(t.app, "demo.localhost");
      const planted = "a".repeat(43);
      browser.cookies.set("froyo_session", planted);
      expect((await browser.signIn("pro@demo.example.com")).statusCode).toBe(200);
      expect(browser.cookies.get("froyo_session")).not.toBe(planted);
      const replay = new Browser(t.app, "demo.localhost");
      replay.cookies.set("froyo_session", planted);
      expect((await replay.get("/auth/me")).statusCode).toBe(401);
    });

    it("stores only a hash of the session token", async () => {
      const { browser } = await newSession("pro@demo.example.com");
      const token = browser.cookies.get("froyo_session") as string;
      const rows = await t.db.database.withTenant(demoId, (tx) =>
        tx.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.tokenHash, token)),
      );
      expect(rows).toHaveLength(0);
      expect(await lastSeenAt(hashToken(token))).toBeInstanceOf(Date);
    });
  });

  it("refuses the session of a user who has been disabled", async () => {
    const { browser } = await newSession("admin@demo.example.com");
    const setStatus = (status: "active" | "disabled") =>
      t.db.database.withTenant(demoId, (tx) =>
        tx
          .update(users)
          .set({ status })
          .where(and(eq(users.companyId, demoId), eq(users.email, "admin@demo.example.com"))),
      );
    await setStatus("disabled");
    try {
      expect((await browser.get("/auth/me")).statusCode).toBe(401);
    } finally {
      await setStatus("active");
    }
  });
});

describeOnOneDatabase("session cookies behind an https proxy", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  it("uses a __Host- prefixed, Secure, host-only session cookie and a Secure XSRF cookie", async () => {
    const browser = new Browser(t.app, "demo.localhost", { "x-forwarded-proto": "https" });
    const response = await browser.signIn("client@demo.example.com");
    expect(response.statusCode).toBe(200);
    const session = setCookie(response, "__Host-froyo_session");
    expect(session).toMatch(/^__Host-froyo_session=[\w-]{43};/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).not.toMatch(/Domain=/i);
    expect(setCookie(response, "froyo_session")).toBeUndefined();
    expect(setCookie(response, "XSRF-TOKEN")).toMatch(/; Secure/i);

    expect((await browser.get("/auth/me")).statusCode).toBe(200);
    const logout = await browser.post("/auth/logout");
    expect(logout.statusCode).toBe(204);
    expect(setCookie(logout, "__Host-froyo_session")).toMatch(/^__Host-froyo_session=;.*Secure/i);
    expect((await browser.get("/auth/me")).statusCode).toBe(401);
  });

  it("does not accept the plain-http cookie name over https", async () => {
    const plain = new Browser(t.app, "demo.localhost");
    await plain.signIn("client@demo.example.com");
    const overHttps = new Browser(t.app, "demo.localhost", { "x-forwarded-proto": "https" });
    overHttps.cookies.set("froyo_session", plain.cookies.get("froyo_session") as string);
    expect((await overHttps.get("/auth/me")).statusCode).toBe(401);
  });
});

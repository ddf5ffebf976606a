import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, RELAXED_THROTTLE } from "../../test/auth-helpers.js";
import { Browser } from "../../test/browser.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";

const MISMATCH = { message: "CSRF token mismatch." };

/** Every state-changing call of the auth API, with a body that would otherwise validate. */
const STATE_CHANGING_CALLS: [string, Record<string, unknown>][] = [
  ["/auth/login", { email: "admin@demo.example.com", password: DEMO_PASSWORD }],
  ["/auth/logout", {}],
  ["/auth/forgot-password", { email: "admin@demo.example.com" }],
  [
    "/auth/reset-password",
    {
      token: "t",
      email: "admin@demo.example.com",
      password: "a-new-pass-phrase",
      password_confirmation: "a-new-pass-phrase",
    },
  ],
  [
    "/auth/set-password",
    {
      token: "t",
      email: "admin@demo.example.com",
      password: "a-new-pass-phrase",
      password_confirmation: "a-new-pass-phrase",
    },
  ],
  [
    "/auth/password",
    { current_password: DEMO_PASSWORD, password: "a-new-pass-phrase", password_confirmation: "a-new-pass-phrase" },
  ],
];

describeOnOneDatabase("CSRF protection", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
  });
  afterAll(() => t.close());

  describe.each([
    ["a guest", null],
    ["a signed-in user", "client@demo.example.com"],
  ])("for %s", (_who, email) => {
    async function browser() {
      const b = new Browser(t.app, "demo.localhost");
      if (email) expect((await b.signIn(email)).statusCode).toBe(200);
      else await b.csrf();
      expect(b.cookies.get("XSRF-TOKEN")).toMatch(/^[\w-]{43}$/);
      return b;
    }

    it.each(STATE_CHANGING_CALLS)("refuses POST %s without X-XSRF-TOKEN with 419", async (url, body) => {
      const b = await browser();
      // The cookies a browser sends on its own, without the header only same-origin script can add.
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { host: b.host, cookie: b.cookieHeader(), "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual(MISMATCH);
    });

    it.each(STATE_CHANGING_CALLS)("refuses POST %s with a wrong X-XSRF-TOKEN with 419", async (url, body) => {
      const b = await browser();
      const token = b.cookies.get("XSRF-TOKEN") as string;
      const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      const response = await b.post(url, body, { "x-xsrf-token": wrong });
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual(MISMATCH);
    });

    it("checks the token before the body: an invalid body still answers 419", async () => {
      const b = await browser();
      const response = await b.post("/auth/login", "{not json", { "x-xsrf-token": "nope" });
      expect(response.statusCode).toBe(419);
    });
  });

  it("refuses a guest who sends the header without the cookie", async () => {
    const b = new Browser(t.app, "demo.localhost");
    const response = await b.post(
      "/auth/forgot-password",
      { email: "x@example.com" },
      { "x-xsrf-token": "a".repeat(43) },
    );
    expect(response.statusCode).toBe(419);
  });

  it("does not check safe methods", async () => {
    const b = new Browser(t.app, "demo.localhost");
    await b.signIn("client@demo.example.com");
    expect((await b.get("/auth/me", { "x-xsrf-token": "wrong" })).statusCode).toBe(200);
  });

  it("accepts the token the last response gave", async () => {
    const b = new Browser(t.app, "demo.localhost");
    await b.signIn("client@demo.example.com");
    expect((await b.post("/auth/logout")).statusCode).toBe(204);
  });

  describe("after sign-in the session's token is required", () => {
    it("rotates the token at sign-in: the guest token stops working", async () => {
      const b = new Browser(t.app, "demo.localhost");
      await b.csrf();
      const guestToken = b.cookies.get("XSRF-TOKEN") as string;
      expect(
        (await b.post("/auth/login", { email: "client@demo.example.com", password: DEMO_PASSWORD })).statusCode,
      ).toBe(200);
      const sessionToken = b.cookies.get("XSRF-TOKEN") as string;
      expect(sessionToken).not.toBe(guestToken);

      const stale = await b.post("/auth/logout", undefined, { "x-xsrf-token": guestToken });
      expect(stale.statusCode).toBe(419);
      expect((await b.get("/auth/me")).statusCode).toBe(200);
      expect((await b.post("/auth/logout")).statusCode).toBe(204);
    });

    it("refuses a guest token even when cookie and header agree (a planted cookie does not help)", async () => {
      const guest = new Browser(t.app, "demo.localhost");
      await guest.csrf();
      const plantedToken = guest.cookies.get("XSRF-TOKEN") as string;

      const b = new Browser(t.app, "demo.localhost");
      await b.signIn("client@demo.example.com");
      b.cookies.set("XSRF-TOKEN", plantedToken);
      const response = await b.post("/auth/logout");
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual(MISMATCH);
      expect((await b.get("/auth/me")).statusCode).toBe(200);
    });

    it("hands a signed-in browser its session's token from /sanctum/csrf-cookie", async () => {
      const b = new Browser(t.app, "demo.localhost");
      await b.signIn("client@demo.example.com");
      const sessionToken = b.cookies.get("XSRF-TOKEN");
      b.cookies.set("XSRF-TOKEN", "b".repeat(43));
      await b.csrf();
      expect(b.cookies.get("XSRF-TOKEN")).toBe(sessionToken);
      expect((await b.post("/auth/logout")).statusCode).toBe(204);
    });

    it("gives a new guest token at logout; the session's token stops working", async () => {
      const b = new Browser(t.app, "demo.localhost");
      await b.signIn("client@demo.example.com");
      const sessionToken = b.cookies.get("XSRF-TOKEN") as string;
      expect((await b.post("/auth/logout")).statusCode).toBe(204);
      const guestToken = b.cookies.get("XSRF-TOKEN");
      expect(guestToken).toMatch(/^[\w-]{43}$/);
      expect(guestToken).not.toBe(sessionToken);
      const stale = await b.post("/auth/forgot-password", { email: "x@example.com" }, { "x-xsrf-token": sessionToken });
      expect(stale.statusCode).toBe(419);
    });
  });
});

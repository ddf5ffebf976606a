import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, createUser, DEMO_PASSWORD, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

const NEW_PASSWORD = "a-fresh-pass-phrase";
const change = (current: string, password = NEW_PASSWORD) => ({
  current_password: current,
  password,
  password_confirmation: password,
});

describeOnOneDatabase("POST /auth/password (change password)", (kind) => {
  let t: TestApp;
  let demoId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
  });
  afterAll(() => t.close());

  it("answers 401 when signed out", async () => {
    const browser = new Browser(t.app, "demo.localhost");
    await browser.csrf();
    const response = await browser.post("/auth/password", change(DEMO_PASSWORD));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthenticated." });
  });

  it("refuses a wrong current password with 422 on current_password and changes nothing", async () => {
    const user = await createUser(t, demoId, {
      email: "change-wrong@demo.example.com",
      status: "active",
      password: DEMO_PASSWORD,
    });
    const browser = await signedIn(t, "demo.localhost", user.email);
    const response = await browser.post("/auth/password", change("not-my-password"));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "The provided password does not match your current password.",
      errors: { current_password: ["The provided password does not match your current password."] },
    });
    expect((await new Browser(t.app, "demo.localhost").signIn(user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await new Browser(t.app, "demo.localhost").signIn(user.email, NEW_PASSWORD)).statusCode).toBe(422);
  });

  it("changes the password, keeps the current session and ends the others", async () => {
    const user = await createUser(t, demoId, {
      email: "change-ok@demo.example.com",
      status: "active",
      password: DEMO_PASSWORD,
    });
    const other = await signedIn(t, "demo.localhost", user.email);
    const current = await signedIn(t, "demo.localhost", user.email);
    const bystander = await signedIn(t, "demo.localhost", "client@demo.example.com");

    const response = await current.post("/auth/password", change(DEMO_PASSWORD));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your password has been changed." });

    expect((await current.get("/auth/me")).statusCode).toBe(200);
    expect((await other.get("/auth/me")).statusCode).toBe(401);
    expect((await bystander.get("/auth/me")).statusCode).toBe(200);
    expect((await new Browser(t.app, "demo.localhost").signIn(user.email, DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await new Browser(t.app, "demo.localhost").signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

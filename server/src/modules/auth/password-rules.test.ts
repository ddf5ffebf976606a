import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, createUser, DEMO_PASSWORD, RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { newPasswordProblems } from "../../identity/passwords.js";

const TOO_SHORT = "The password must be at least 8 characters.";
const TOO_LONG = "The password must not be greater than 128 characters.";
const NOT_CONFIRMED = "The password field confirmation does not match.";
const IS_EMAIL = "The password must not be your email address.";
const TOO_COMMON = "This password is too common. Please choose a less predictable one.";

describe("newPasswordProblems", () => {
  it("refuses passwords among the 3,000 most common, in any case", () => {
    for (const password of ["password123", "qwerty123", "PassWord123", "iloveyou", "12345678"]) {
      expect(newPasswordProblems(password, "someone@example.com"), password).toEqual([TOO_COMMON]);
    }
  });

  it("refuses the email as the password, in any case and with spaces", () => {
    expect(newPasswordProblems(" Someone@Example.com", "someone@example.com")).toEqual([IS_EMAIL]);
  });

  it("accepts an uncommon password", () => {
    expect(newPasswordProblems("correct horse battery staple", "someone@example.com")).toEqual([]);
  });
});

describeOnOneDatabase("password rules over HTTP", (kind) => {
  let t: TestApp;
  let demoId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
  });
  afterAll(() => t.close());

  describe("POST /auth/reset-password (rules are checked before the token)", () => {
    async function reset(password: string, confirmation = password, email = "admin@demo.example.com") {
      const browser = new Browser(t.app, "demo.localhost");
      await browser.csrf();
      return browser.post("/auth/reset-password", {
        token: "not-a-real-token",
        email,
        password,
        password_confirmation: confirmation,
      });
    }

    it.each([
      ["shorter than 8", "short-7", undefined, TOO_SHORT],
      ["longer than 128", "x".repeat(129), undefined, TOO_LONG],
      ["not confirmed", "a-fine-pass-phrase", "a-fine-pass-phrasE", NOT_CONFIRMED],
      ["the email", "admin@demo.example.com", undefined, IS_EMAIL],
      ["a common password (password123)", "password123", undefined, TOO_COMMON],
      ["a common password (qwerty123)", "qwerty123", undefined, TOO_COMMON],
    ])("answers 422 on password when it is %s", async (_case, password, confirmation, message) => {
      const response = await reset(password, confirmation);
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.errors.password).toEqual([message]);
      expect(body.message).toBe(message);
    });

    it.each([
      ["exactly 8", "8-chars!"],
      ["exactly 128", "y".repeat(128)],
    ])("lets a password of %s characters through to the token check", async (_case, password) => {
      const response = await reset(password);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: ["This password reset link is invalid or has expired."] });
    });

    it("names every missing field", async () => {
      const browser = new Browser(t.app, "demo.localhost");
      await browser.csrf();
      const response = await browser.post("/auth/reset-password", {});
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        token: ["The token field is required."],
        email: ["The email field is required."],
        password: ["The password field is required."],
        password_confirmation: ["The password confirmation field is required."],
      });
      expect(response.json().message).toBe("The token field is required. (and 3 more errors)");
    });
  });

  describe("POST /auth/password", () => {
    let browser: Browser;
    beforeAll(async () => {
      const user = await createUser(t, demoId, {
        email: "rules@demo.example.com",
        status: "active",
        password: DEMO_PASSWORD,
      });
      browser = new Browser(t.app, "demo.localhost");
      expect((await browser.signIn(user.email)).statusCode).toBe(200);
    });

    it.each([
      ["shorter than 8", "short-7", TOO_SHORT],
      ["longer than 128", "z".repeat(129), TOO_LONG],
      ["the user's email", "Rules@Demo.Example.com", IS_EMAIL],
      ["a common password", "password123", TOO_COMMON],
    ])("answers 422 on password when it is %s", async (_case, password, message) => {
      const response = await browser.post("/auth/password", {
        current_password: DEMO_PASSWORD,
        password,
        password_confirmation: password,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [message] });
    });

    it("answers 422 when the confirmation differs", async () => {
      const response = await browser.post("/auth/password", {
        current_password: DEMO_PASSWORD,
        password: "a-fine-pass-phrase",
        password_confirmation: "another-pass-phrase",
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [NOT_CONFIRMED] });
    });

    it("kept the password through all the refusals", async () => {
      expect((await new Browser(t.app, "demo.localhost").signIn("rules@demo.example.com")).statusCode).toBe(200);
    });
  });
});

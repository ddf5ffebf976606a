import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

describeOnOneDatabase("request validation of the auth calls", (kind) => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    browser = new Browser(t.app, "demo.localhost");
    await browser.csrf();
  });
  afterAll(() => t.close());

  function expectValidationShape(body: unknown) {
    expect(body).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    const { errors } = body as { errors: Record<string, unknown> };
    for (const messages of Object.values(errors)) {
      expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  }

  it("answers a malformed JSON body with 422 on body", async () => {
    const response = await browser.post("/auth/login", '{"email": "admin@demo.example.com", "password": ');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "The request body is not valid JSON.",
      errors: { body: ["The request body is not valid JSON."] },
    });
  });

  it.each([
    ["an array", "[]"],
    ["a string", '"admin@demo.example.com"'],
    ["a number", "1"],
    ["null", "null"],
  ])("answers a body that is %s with 422 on body", async (_case, payload) => {
    const response = await browser.post("/auth/login", payload);
    expect(response.statusCode).toBe(422);
    expectValidationShape(response.json());
    expect(Object.keys(response.json().errors)).toEqual(["body"]);
  });

  it("answers wrong types with 422 naming each field", async () => {
    const response = await browser.post("/auth/login", { email: 12, password: { not: "a string" } });
    expect(response.statusCode).toBe(422);
    expectValidationShape(response.json());
    expect(response.json().errors).toEqual({
      email: ["The email field is required."],
      password: ["The password field is required."],
    });
  });

  it("answers missing fields (and a missing body) with 422 naming each field", async () => {
    for (const payload of [{}, undefined]) {
      const response = await browser.post("/auth/login", payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: "The email field is required. (and 1 more error)",
        errors: { email: ["The email field is required."], password: ["The password field is required."] },
      });
    }
  });

  it("answers a 100 KB email with a short 422 that does not echo it", async () => {
    const email = `${"a".repeat(100 * 1024)}@demo.example.com`;
    for (const url of ["/auth/login", "/auth/forgot-password"]) {
      const response = await browser.post(url, { email, password: "whatever-it-is" });
      expect(response.statusCode, url).toBe(422);
      expectValidationShape(response.json());
      expect(response.json().errors.email, url).toContain("The email must not be greater than 254 characters.");
      expect(response.payload.length, url).toBeLessThan(1000);
    }
  });

  it("answers an address that is not an email with 422", async () => {
    const response = await browser.post("/auth/forgot-password", { email: "not-an-email" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ["The email must be a valid email address."] });
  });

  it("answers a body over 1 MB with 413", async () => {
    const response = await browser.post("/auth/login", { email: "a@b.co", password: "x".repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The request body is too large.");
  });
});

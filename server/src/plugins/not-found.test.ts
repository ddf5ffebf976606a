import { ERROR_MESSAGES } from "@froyo/contracts";
import Fastify, { type FastifyServerOptions } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Browser } from "../../test/browser.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { unreadableUrlHandler } from "./errors.js";

describeOnOneDatabase("unknown paths", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it.each([
    ["GET", "/api/nothing-here"],
    ["GET", "/api/users/123/nothing"],
    ["POST", "/api/nothing-here"],
    ["DELETE", "/api/nothing-here/1"],
    ["GET", "/auth/nothing-here"],
    ["POST", "/sanctum/nothing-here"],
    ["GET", "/device/v1/nothing-here"],
  ] as const)("answers %s %s with 404 JSON {message}, not a CSRF error", async (method, url) => {
    const browser = new Browser(t.app, "demo.localhost");
    const response = await browser.request(method, url, method === "GET" ? undefined : {});
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: "Not found." });
  });

  it.each([
    ["a broken %-escape", "/api/users/%E0%A4%A"],
    ["a lone %", "/sign-in%"],
    ["a path segment over the router's limit", `/api/users/${"a".repeat(150)}`],
  ])("answers a URL with %s as an unknown path: 404 JSON with security headers", async (_case, url) => {
    const response = await new Browser(t.app, "demo.localhost").get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found." });
    expect(response.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers 404 JSON for a page when no web app is built", async () => {
    const response = await new Browser(t.app, "demo.localhost").get("/dashboard");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found." });
  });
});

it("answers a failing async route constraint, Fastify's other framework error, with the plain 500", async () => {
  const handlers = new Map<unknown, unknown>();
  const failing = {
    name: "failing",
    storage: () => ({ get: (value: unknown) => handlers.get(value) ?? null, set: handlers.set.bind(handlers) }),
    // The asynchronous form (with `done`), which find-my-way's types leave out.
    deriveConstraint: (_request: unknown, _context: unknown, done: (error: Error | null) => void) =>
      done(new Error("constraint lookup failed")),
    mustMatchWhenDerived: false,
    validate: () => undefined,
  };
  const app = Fastify({
    frameworkErrors: unreadableUrlHandler,
    constraints: { failing } as unknown as FastifyServerOptions["constraints"],
  });
  app.get("/constrained", { constraints: { failing: "x" } }, async () => ({ ok: true }));
  const response = await app.inject({ method: "GET", url: "/constrained" });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: ERROR_MESSAGES.serverError });
  await app.close();
});

import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import type { Database } from "../../db/types.js";
import { healthRoutes } from "./health.routes.js";

describeEachDatabase("GET /healthz", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers 200 {status: 'ok'} after a database round trip, on any host", async () => {
    for (const host of ["localhost", "demo.localhost", "nosuch.localhost", "127.0.0.1"]) {
      const response = await new Browser(t.app, host).get("/healthz");
      expect(response.statusCode, host).toBe(200);
      expect(response.json(), host).toEqual({ status: "ok", database: kind });
    }
  });
});

describeEachDatabase("GET /readyz", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  // Starting and draining are answered by the listener before the app (lifecycle/listener.test.ts).
  it("answers 200 {status: 'ready'} once the app runs and its database answers", async () => {
    const response = await new Browser(t.app, "localhost").get("/readyz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
  });
});

describe("GET /healthz without a database", () => {
  it("answers 503 when the database does not answer", async () => {
    const app = Fastify({ logger: false });
    const database = { kind: "postgres", ping: () => Promise.reject(new Error("ECONNREFUSED")) } as unknown as Database;
    app.decorate("database", database);
    await app.register(healthRoutes);
    try {
      const response = await app.inject({ method: "GET", url: "/healthz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: "unavailable", message: "The database is not reachable." });
      const readiness = await app.inject({ method: "GET", url: "/readyz" });
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toEqual({ status: "unavailable", message: "The database is not reachable." });
    } finally {
      await app.close();
    }
  });
});

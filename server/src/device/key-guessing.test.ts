import * as crypto from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../test/auth-helpers.js";
import { describeEachDatabase } from "../../test/databases.js";
import { addKiosk } from "../../test/fleet.js";
import { secondAppOnSameDatabase } from "../../test/second-app.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import type { Database } from "../db/types.js";

const LIMIT = 5;
const ENV = {
  ...RELAXED_THROTTLE,
  DEVICE_KEY_FAILURES_PER_IP: String(LIMIT),
  DEVICE_KEY_FAILURES_DECAY_SECONDS: "600",
};

/** A key of the contract's form naming a company and kiosk nobody has: what a guesser sends. */
const madeUpKey = () => `fyk_${crypto.randomBytes(64).toString("base64url")}`;

let addresses = 0;
/** Every test guesses from its own client address, so that no test spends another's allowance. */
const freshAddress = () => `198.51.100.${++addresses}`;

function call(app: FastifyInstance, apiKey: string, address: string, route: "catalog" | "sales" = "catalog") {
  return app.inject({
    method: route === "catalog" ? "GET" : "POST",
    url: `/device/v1/${route}`,
    remoteAddress: address,
    headers: { host: "localhost", authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    ...(route === "sales" ? { payload: JSON.stringify({ sales: [{ id: "not a sale" }] }) } : {}),
  });
}

/** Counts what reaches the database: key lookups and sales (one statement each), throttle counts, transactions. */
function databaseCalls(database: Database) {
  const spies = [
    vi.spyOn(database, "queryLiterals"),
    vi.spyOn(database, "withTenant"),
    vi.spyOn(database.db, "execute"),
  ];
  return {
    lookups: () => spies[0]?.mock.calls.length ?? 0,
    all: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

function expectThrottled(response: LightMyRequestResponse) {
  expect(response.statusCode, response.payload).toBe(429);
  expect(response.json()).toEqual({ message: "Too many attempts. Please try again later." });
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describeEachDatabase("guessing kiosk keys", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, ENV);
  });
  afterAll(() => t.close());

  /** N made-up keys from `address`, each answered 401 after its lookup. */
  async function failChecks(app: FastifyInstance, address: string, count: number) {
    for (let i = 0; i < count; i++) expect((await call(app, madeUpKey(), address)).statusCode).toBe(401);
  }

  // A key's check is one SHA-256 and a lookup (modules/kiosks/api-keys.ts), no Argon2: what a guess costs the
  // server is the database round trip, which the spy counts.
  it("refuses a key not of the contract's form with 401, without asking the database", async () => {
    const address = freshAddress();
    const valid = madeUpKey();
    const malformed = [
      "fyk_x",
      valid.slice(0, -1),
      `${valid}A`,
      `FYK_${valid.slice(4)}`,
      `fyk_${"!".repeat(86)}`,
      `${valid.slice(0, -1)}B`, // the right length, but its last character has bits no 64 bytes give
      `fyk_${"A".repeat(10_000)}`,
    ];
    const database = databaseCalls(t.app.database);
    try {
      for (const key of malformed) {
        const before = database.all();
        for (const route of ["catalog", "sales"] as const) {
          const response = await call(t.app, key, address, route);
          expect(response.statusCode, `${key.slice(0, 20)}…: ${response.payload}`).toBe(401);
          expect(response.json()).toEqual({ message: "The API key is not valid." });
        }
        expect(database.all() - before, key.slice(0, 20)).toBe(0);
      }
      // The spy does see a key of the right form: it is counted and looked up.
      const before = database.all();
      expect((await call(t.app, valid, address)).statusCode).toBe(401);
      expect(database.all() - before).toBeGreaterThanOrEqual(2);
    } finally {
      database.restore();
    }
    // Malformed keys cost nothing, so they are not counted either: the address still has its allowance.
    await failChecks(t.app, address, LIMIT - 1);
  });

  it("answers 429 with Retry-After once an address has failed its checks, before the key is looked up", async () => {
    const address = freshAddress();
    await failChecks(t.app, address, LIMIT);
    const database = databaseCalls(t.app.database);
    try {
      for (const route of ["catalog", "sales", "catalog"] as const)
        expectThrottled(await call(t.app, madeUpKey(), address, route));
      expect(database.lookups()).toBe(0);
    } finally {
      database.restore();
    }
  });

  it("leaves other addresses their own allowance", async () => {
    const guesser = freshAddress();
    await failChecks(t.app, guesser, LIMIT);
    expectThrottled(await call(t.app, madeUpKey(), guesser));
    const neighbour = freshAddress();
    await failChecks(t.app, neighbour, LIMIT);
    expectThrottled(await call(t.app, madeUpKey(), neighbour));
  });

  it("counts only failed checks: kiosks that call with their good keys never use up their address", async () => {
    const address = freshAddress();
    const fleet = await Promise.all(Array.from({ length: LIMIT + 2 }, () => addKiosk(t)));
    await failChecks(t.app, address, LIMIT - 1);
    for (const kiosk of fleet) expect((await call(t.app, kiosk.apiKey, address)).statusCode).toBe(200);
    expect((await call(t.app, madeUpKey(), address, "sales")).statusCode).toBe(401);
    expectThrottled(await call(t.app, madeUpKey(), address));
  });

  it("lets a kiosk that worked here lately through behind an address over its limit; an unseen key waits", async () => {
    const address = freshAddress(); // a shopping centre's NAT: its kiosks and a guesser share it
    const [working, rotated, unseen] = [await addKiosk(t), await addKiosk(t), await addKiosk(t)];
    expect((await call(t.app, working.apiKey, address)).statusCode).toBe(200);
    expect((await call(t.app, rotated.apiKey, address, "sales")).statusCode).toBe(200);
    await failChecks(t.app, address, LIMIT);
    expectThrottled(await call(t.app, madeUpKey(), address));

    expect((await call(t.app, working.apiKey, address)).statusCode).toBe(200);
    expect((await call(t.app, working.apiKey, address, "sales")).statusCode).toBe(200);
    // The lookup still decides: a key that worked and was rotated since is refused at once.
    const staff = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    expect((await staff.post(`/api/kiosks/${rotated.id}/key`)).statusCode).toBe(200);
    expect((await call(t.app, rotated.apiKey, address)).statusCode).toBe(401);
    expectThrottled(await call(t.app, rotated.apiKey, address));
    // A key this process has not seen pass cannot be told from a guess without the lookup the limit saves.
    expectThrottled(await call(t.app, unseen.apiKey, address));
    expect((await call(t.app, unseen.apiKey, freshAddress())).statusCode).toBe(200);
  });

  it("holds the limit against a burst of made-up keys at once: the lookups stop at the limit", async () => {
    const address = freshAddress();
    const database = databaseCalls(t.app.database);
    try {
      const answers = await Promise.all(Array.from({ length: 200 }, () => call(t.app, madeUpKey(), address)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(200 - LIMIT);
      expect(database.lookups()).toBe(LIMIT);
    } finally {
      database.restore();
    }
  });

  describe("two app processes on one database", () => {
    let second: { app: FastifyInstance; close(): Promise<void> };
    beforeAll(async () => {
      second = await secondAppOnSameDatabase(t, ENV);
    });
    afterAll(() => second.close());

    it("enforce one limit per address: failures split across both add up, and either answers 429 unlooked", async () => {
      const address = freshAddress();
      await failChecks(t.app, address, 3);
      await failChecks(second.app, address, LIMIT - 3);
      const first = databaseCalls(t.app.database);
      const other = second.app.database === t.app.database ? null : databaseCalls(second.app.database);
      try {
        expectThrottled(await call(t.app, madeUpKey(), address));
        expectThrottled(await call(second.app, madeUpKey(), address, "sales"));
        expect(first.lookups() + (other?.lookups() ?? 0)).toBe(0);
      } finally {
        first.restore();
        other?.restore();
      }
      const kiosk = await addKiosk(t);
      expect((await call(second.app, kiosk.apiKey, freshAddress())).statusCode).toBe(200);
    });
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../../test/databases.js";
import { queryRows } from "../db/types.js";
import { createThrottleStore } from "./throttle-store.js";

function clock(start = Date.parse("2026-01-01T00:00:00Z")) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describeEachDatabase("shared throttle store", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.drop());

  const keys = async () =>
    (await queryRows<{ key: string }>(db.database.db, sql`SELECT key FROM throttle_counters ORDER BY key`)).map(
      (row) => row.key,
    );

  it("lets a key through up to its limit, then answers the seconds left in its window", async () => {
    const time = clock();
    const store = createThrottleStore(db.database, { now: time.now });
    const rule = { limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) expect(await store.hit("limit", rule)).toBe(0);
    expect(await store.hit("limit", rule)).toBe(60);
    time.advance(20_500);
    expect(await store.hit("limit", rule)).toBe(40);
  });

  it("opens again when the window that began at the first hit is over, and never answers less than 1 s", async () => {
    const time = clock();
    const store = createThrottleStore(db.database, { now: time.now });
    const rule = { limit: 2, windowSeconds: 10 };
    expect(await store.hit("window", rule)).toBe(0);
    time.advance(9_000);
    expect(await store.hit("window", rule)).toBe(0);
    time.advance(999);
    expect(await store.hit("window", rule)).toBe(1);
    time.advance(1);
    expect(await store.hit("window", rule)).toBe(0);
    expect(await store.hit("window", rule)).toBe(0);
    expect(await store.hit("window", rule)).toBe(10);
  });

  it("counts keys apart and forgets a cleared key", async () => {
    const store = createThrottleStore(db.database, { now: clock().now });
    const rule = { limit: 1, windowSeconds: 60 };
    await store.hit("apart:a", rule);
    expect(await store.hit("apart:a", rule)).toBeGreaterThan(0);
    expect(await store.hit("apart:b", rule)).toBe(0);
    await store.clear("apart:a");
    expect(await store.hit("apart:a", rule)).toBe(0);
  });

  it("takes one hit back from a live window, never below none, and leaves an expired window alone", async () => {
    const time = clock();
    const store = createThrottleStore(db.database, { now: time.now });
    const rule = { limit: 2, windowSeconds: 60 };
    for (let i = 0; i < 2; i++) expect(await store.hit("give-back", rule)).toBe(0);
    await store.giveBack("give-back");
    expect(await store.hit("give-back", rule)).toBe(0);
    expect(await store.hit("give-back", rule)).toBe(60);
    for (let i = 0; i < 5; i++) await store.giveBack("give-back");
    expect(await store.hit("give-back", rule)).toBe(0);
    expect(await store.hit("give-back", rule)).toBe(0);
    expect(await store.hit("give-back", rule)).toBe(60);
    time.advance(60_000);
    await store.giveBack("give-back");
    expect(await store.hit("give-back", rule)).toBe(0);
    expect(await store.hit("give-back", rule)).toBe(0);
    expect(await store.hit("give-back", rule)).toBe(60);
  });

  it("counts hits made at the same moment exactly: no more than the limit get through", async () => {
    const store = createThrottleStore(db.database);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => store.hit("concurrent", { limit: 5, windowSeconds: 60 })),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it("sweeps expired windows on every so many hits and keeps live ones", async () => {
    const time = clock(Date.parse("2026-06-01T00:00:00Z"));
    const store = createThrottleStore(db.database, { now: time.now, sweepEvery: 3 });
    await store.hit("sweep:old", { limit: 5, windowSeconds: 10 });
    await store.hit("sweep:live", { limit: 5, windowSeconds: 60 });
    time.advance(30_000);
    await store.hit("sweep:new", { limit: 5, windowSeconds: 60 }); // the third hit sweeps first
    expect((await keys()).filter((key) => key.startsWith("sweep:"))).toEqual(["sweep:live", "sweep:new"]);
  });
});

import { describe, expect, it } from "vitest";
import { createAnswerCache } from "./answer-cache.js";

describe("createAnswerCache", () => {
  const clock = () => {
    let time = 0;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it("computes once per key within the TTL, shares a computation in flight, and computes again after it", async () => {
    const time = clock();
    const cache = createAnswerCache<number>({ ttlMs: 5000, now: time.now });
    let computed = 0;
    const compute = async () => ++computed;
    const [first, second] = await Promise.all([cache.get("a", compute), cache.get("a", compute)]);
    expect([first, second, computed]).toEqual([1, 1, 1]);
    time.advance(4999);
    expect(await cache.get("a", compute)).toBe(1);
    expect(await cache.get("b", compute)).toBe(2);
    time.advance(1);
    expect(await cache.get("a", compute)).toBe(3);
  });

  it("forgets a failed computation at once, and everything on clear", async () => {
    const time = clock();
    const cache = createAnswerCache<string>({ ttlMs: 5000, now: time.now });
    await expect(cache.get("a", () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone");
    expect(await cache.get("a", async () => "fresh")).toBe("fresh");
    cache.clear();
    expect(await cache.get("a", async () => "after clear")).toBe("after clear");
  });

  it("keeps at most maxEntries keys, dropping the oldest, and with a TTL of 0 computes every time", async () => {
    const cache = createAnswerCache<string>({ ttlMs: 5000, maxEntries: 2, now: () => 0 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => `${key}1`);
    expect(await cache.get("a", async () => "a2")).toBe("a2");
    expect(await cache.get("c", async () => "c2")).toBe("c1");
    const uncached = createAnswerCache<number>({ ttlMs: 0 });
    let computed = 0;
    await uncached.get("a", async () => ++computed);
    await uncached.get("a", async () => ++computed);
    expect(computed).toBe(2);
  });
});

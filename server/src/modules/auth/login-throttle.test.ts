import { describe, expect, it } from "vitest";
import { AttemptCounter } from "./login-throttle.js";

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("AttemptCounter", () => {
  it("lets a key through until it reaches the limit, then answers the seconds left in its window", () => {
    const time = clock();
    const counter = new AttemptCounter(3, 60, time.now);
    for (let i = 0; i < 3; i++) {
      expect(counter.retryAfter("k")).toBe(0);
      counter.hit("k");
    }
    expect(counter.retryAfter("k")).toBe(60);
    time.advance(20_500);
    expect(counter.retryAfter("k")).toBe(40);
  });

  it("opens again when the window is over (a fixed window from the first hit)", () => {
    const time = clock();
    const counter = new AttemptCounter(2, 10, time.now);
    counter.hit("k");
    time.advance(9_000);
    counter.hit("k");
    expect(counter.retryAfter("k")).toBe(1);
    time.advance(999);
    expect(counter.retryAfter("k")).toBe(1);
    time.advance(1);
    expect(counter.retryAfter("k")).toBe(0);
    counter.hit("k");
    expect(counter.retryAfter("k")).toBe(0);
  });

  it("never answers less than one second while closed", () => {
    const time = clock();
    const counter = new AttemptCounter(1, 5, time.now);
    counter.hit("k");
    time.advance(4_999);
    expect(counter.retryAfter("k")).toBe(1);
  });

  it("counts keys apart", () => {
    const counter = new AttemptCounter(1, 60, clock().now);
    counter.hit("email:a@example.com");
    expect(counter.retryAfter("email:a@example.com")).toBeGreaterThan(0);
    expect(counter.retryAfter("email:b@example.com")).toBe(0);
  });

  it("forgets a key on clear", () => {
    const counter = new AttemptCounter(1, 60, clock().now);
    counter.hit("k");
    counter.clear("k");
    expect(counter.retryAfter("k")).toBe(0);
  });

  it("drops expired windows when many keys pile up, and keeps live ones", () => {
    const time = clock();
    const counter = new AttemptCounter(1, 10, time.now);
    counter.hit("live-soon-expired");
    time.advance(10_000);
    for (let i = 0; i <= 50_000; i++) counter.hit(`ip:${i}`);
    const windows = (counter as unknown as { windows: Map<string, unknown> }).windows;
    expect(windows.has("live-soon-expired")).toBe(false);
    expect(counter.retryAfter("ip:42")).toBe(10);
  });
});

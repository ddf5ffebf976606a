import { describe, expect, it } from "vitest";
import { dayBuckets } from "./analytics.service.js";

describe("the day, week and month buckets of an analytics range", () => {
  it("runs from the first day (a week from its Monday, a month from its 1st) to the last", () => {
    expect(dayBuckets("day", "2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(dayBuckets("week", "2026-03-04", "2026-03-16")).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
    expect(dayBuckets("month", "2025-11-15", "2026-02-03")).toEqual([
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
    ]);
  });

  it("ends at the calendar's last day (it once ran on forever there, past 9999 into '+010000')", () => {
    expect(dayBuckets("day", "9999-12-29", "9999-12-31")).toEqual(["9999-12-29", "9999-12-30", "9999-12-31"]);
    expect(dayBuckets("week", "9999-12-22", "9999-12-31")).toEqual(["9999-12-20", "9999-12-27"]);
    expect(dayBuckets("month", "9999-11-30", "9999-12-31")).toEqual(["9999-11-01", "9999-12-01"]);
  });
});

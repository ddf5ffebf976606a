import { describe, expect, it } from "vitest";
import { localToday } from "../../lib/company-timezone";
import {
  allowedGranularities,
  daysBetween,
  defaultGranularity,
  isIsoDate,
  presetRange,
  previousRange,
} from "./date-presets";

const at = (iso: string) => new Date(iso);

describe("date presets in the company's timezone", () => {
  it("takes today from the company's zone, not the browser's, on either side of midnight", () => {
    // 04:30 UTC on New Year's Day is still New Year's Eve in New York and already the next morning in Tokyo.
    const now = at("2026-01-01T04:30:00Z");
    expect(localToday("America/New_York", now)).toBe("2025-12-31");
    expect(localToday("Asia/Tokyo", now)).toBe("2026-01-01");
    expect(localToday("UTC", now)).toBe("2026-01-01");
  });

  it("computes every preset across a year's edge (New York, still 2025 there)", () => {
    const now = at("2026-01-01T04:30:00Z");
    const zone = "America/New_York";
    expect(presetRange("today", zone, now)).toEqual({ from: "2025-12-31", to: "2025-12-31" });
    expect(presetRange("7d", zone, now)).toEqual({ from: "2025-12-25", to: "2025-12-31" });
    expect(presetRange("30d", zone, now)).toEqual({ from: "2025-12-02", to: "2025-12-31" });
    expect(presetRange("this_month", zone, now)).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("last_month", zone, now)).toEqual({ from: "2025-11-01", to: "2025-11-30" });
    expect(presetRange("this_year", zone, now)).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(presetRange("custom", zone, now)).toBeNull();
  });

  it("computes every preset across a year's edge (Tokyo, already 2026 there)", () => {
    const now = at("2025-12-31T15:30:00Z");
    const zone = "Asia/Tokyo";
    expect(presetRange("today", zone, now)).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(presetRange("7d", zone, now)).toEqual({ from: "2025-12-26", to: "2026-01-01" });
    expect(presetRange("this_month", zone, now)).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(presetRange("last_month", zone, now)).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("this_year", zone, now)).toEqual({ from: "2026-01-01", to: "2026-01-01" });
  });

  it("knows February's length and month edges (leap year and not)", () => {
    expect(presetRange("last_month", "UTC", at("2024-03-01T12:00:00Z"))).toEqual({
      from: "2024-02-01",
      to: "2024-02-29",
    });
    expect(presetRange("last_month", "UTC", at("2026-03-31T12:00:00Z"))).toEqual({
      from: "2026-02-01",
      to: "2026-02-28",
    });
    expect(presetRange("30d", "UTC", at("2026-03-01T12:00:00Z"))).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    // 23:30 on the last of March in Los Angeles is already April in UTC.
    expect(presetRange("this_month", "America/Los_Angeles", at("2026-04-01T06:30:00Z"))).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
    });
  });

  it("counts days, not hours, over a DST change (the 23- and 25-hour days)", () => {
    // Clocks go forward in New York on 2026-03-08 and back on 2026-11-01; in London on 2026-03-29.
    expect(presetRange("7d", "America/New_York", at("2026-03-08T23:30:00Z"))).toEqual({
      from: "2026-03-02",
      to: "2026-03-08",
    });
    expect(presetRange("today", "America/New_York", at("2026-11-02T04:30:00Z"))).toEqual({
      from: "2026-11-01",
      to: "2026-11-01",
    });
    expect(presetRange("7d", "America/New_York", at("2026-11-02T04:30:00Z"))).toEqual({
      from: "2026-10-26",
      to: "2026-11-01",
    });
    // 23:30 on the day of the change in London (22:30 UTC in summer time) is still that day.
    expect(presetRange("today", "Europe/London", at("2026-03-29T22:30:00Z"))).toEqual({
      from: "2026-03-29",
      to: "2026-03-29",
    });
    expect(previousRange({ from: "2026-03-02", to: "2026-03-08" })).toEqual({ from: "2026-02-23", to: "2026-03-01" });
    expect(daysBetween({ from: "2026-03-01", to: "2026-03-31" })).toBe(31);
    expect(daysBetween({ from: "2026-10-25", to: "2026-11-01" })).toBe(8);
  });

  it("compares with the period of the same length just before", () => {
    expect(previousRange({ from: "2026-01-01", to: "2026-01-01" })).toEqual({ from: "2025-12-31", to: "2025-12-31" });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
  });

  it("offers hours only for short ranges and picks a sensible default", () => {
    expect(allowedGranularities({ from: "2026-11-24", to: "2026-11-24" })).toEqual(["hour", "day"]);
    expect(allowedGranularities({ from: "2026-11-18", to: "2026-11-24" })).toEqual(["hour", "day", "week"]);
    expect(allowedGranularities({ from: "2026-10-26", to: "2026-11-24" })).toEqual(["day", "week", "month"]);
    expect(defaultGranularity({ from: "2026-11-24", to: "2026-11-24" })).toBe("hour");
    expect(defaultGranularity({ from: "2026-10-26", to: "2026-11-24" })).toBe("day");
    expect(defaultGranularity({ from: "2026-01-01", to: "2026-11-24" })).toBe("week");
  });

  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  endInstantOfLocal,
  instantOfLocal,
  isoWithOffset,
  localClock,
  localDateTimeAt,
  localEndAt,
  localTimeAt,
  offsetAt,
  weekdayOf,
  zonedInstant,
} from "./local-time.js";

describe("local times of promo code windows", () => {
  it("reads a wall-clock time in its zone: a repeated one as its first occurrence, a skipped one as none", () => {
    expect(new Date(instantOfLocal("2027-05-01T00:00", "Asia/Tokyo") as number).toISOString()).toBe(
      "2027-04-30T15:00:00.000Z",
    );
    expect(new Date(instantOfLocal("2027-11-07T01:30", "America/New_York") as number).toISOString()).toBe(
      "2027-11-07T05:30:00.000Z",
    );
    expect(instantOfLocal("2027-03-14T02:30", "America/New_York")).toBeNull();
    expect(instantOfLocal("2027-02-30T10:00", "UTC")).toBeNull();
    expect(localDateTimeAt("2027-04-30T15:00:00.000Z", "Asia/Tokyo")).toBe("2027-05-01T00:00");
  });

  it("ends a window at the end of its last minute, and shows that minute back", () => {
    const end = endInstantOfLocal("2027-05-01T23:59", "Asia/Tokyo") as number;
    expect(new Date(end).toISOString()).toBe("2027-05-01T15:00:00.000Z");
    expect(localEndAt(end, "Asia/Tokyo")).toBe("2027-05-01T23:59");
    // The last minute before New York's clocks spring forward is 01:59 EST: the window ends at 03:00 EDT.
    const beforeGap = endInstantOfLocal("2027-03-14T01:59", "America/New_York") as number;
    expect(new Date(beforeGap).toISOString()).toBe("2027-03-14T07:00:00.000Z");
    expect(localEndAt(beforeGap, "America/New_York")).toBe("2027-03-14T01:59");
    expect(endInstantOfLocal("2027-03-14T02:30", "America/New_York")).toBeNull();
  });
});

const HOUR = 3_600_000;
const ZONES = ["America/Los_Angeles", "America/New_York", "Europe/London", "Asia/Tokyo", "Asia/Kathmandu", "UTC"];

describe("wall clocks of a zone, and calendar days", () => {
  it("knows each zone's offset, summer and winter", () => {
    expect(offsetAt(Date.UTC(2025, 0, 15, 12), "America/Los_Angeles")).toBe(-8 * HOUR);
    expect(offsetAt(Date.UTC(2025, 6, 15, 12), "America/Los_Angeles")).toBe(-7 * HOUR);
    expect(offsetAt(Date.UTC(2025, 6, 15, 12), "Europe/London")).toBe(HOUR);
    expect(offsetAt(Date.UTC(2025, 6, 15, 12), "Asia/Tokyo")).toBe(9 * HOUR);
    expect(offsetAt(Date.UTC(2025, 6, 15, 12), "Asia/Kathmandu")).toBe(5.75 * HOUR);
  });

  it("changes the offset at the very moment the clocks change, not a quarter hour early or late", () => {
    // Los Angeles springs forward at 02:00 PST = 10:00 UTC on 9 March 2025.
    expect(offsetAt(Date.UTC(2025, 2, 9, 9, 59, 59), "America/Los_Angeles")).toBe(-8 * HOUR);
    expect(offsetAt(Date.UTC(2025, 2, 9, 10, 0, 0), "America/Los_Angeles")).toBe(-7 * HOUR);
  });

  it("turns local times into instants across daylight saving changes", () => {
    const la = (day: number, month: number, hour: number, minute = 0) =>
      zonedInstant({ year: 2025, month, day, hour, minute, second: 0 }, "America/Los_Angeles");
    expect(la(8, 3, 10)).toBe(Date.UTC(2025, 2, 8, 18));
    expect(la(9, 3, 10)).toBe(Date.UTC(2025, 2, 9, 17));
    // 02:30 does not exist on the spring-forward day: it moves forward by the gap, to 03:30 PDT.
    expect(la(9, 3, 2, 30)).toBe(Date.UTC(2025, 2, 9, 10, 30));
    // 01:30 happens twice on the fall-back day: the first one (PDT) is meant.
    expect(la(2, 11, 1, 30)).toBe(Date.UTC(2025, 10, 2, 8, 30));
    const london = zonedInstant({ year: 2025, month: 10, day: 26, hour: 1, minute: 30, second: 0 }, "Europe/London");
    expect(london).toBe(Date.UTC(2025, 9, 26, 0, 30));
  });

  it("writes instants with the zone's offset", () => {
    expect(isoWithOffset(Date.UTC(2025, 2, 9, 17, 15, 7), "America/Los_Angeles")).toBe("2025-03-09T10:15:07-07:00");
    expect(isoWithOffset(Date.UTC(2025, 2, 8, 18), "America/Los_Angeles")).toBe("2025-03-08T10:00:00-08:00");
    expect(isoWithOffset(Date.UTC(2025, 0, 1, 0, 0), "Asia/Kathmandu")).toBe("2025-01-01T05:45:00+05:45");
    expect(isoWithOffset(Date.UTC(2025, 0, 1, 0, 0), "UTC")).toBe("2025-01-01T00:00:00+00:00");
  });

  it("agrees with Intl's own wall clock and round-trips any instant", () => {
    const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => ms - (ms % 1000));
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        const local = localTimeAt(instant, zone);
        const intl = new Date(instant).toLocaleString("sv-SE", { timeZone: zone, hourCycle: "h23" });
        const mine = `${local.year}-${String(local.month).padStart(2, "0")}-${String(local.day).padStart(2, "0")} ${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}:${String(local.second).padStart(2, "0")}`;
        expect(mine).toBe(intl);
        expect(Date.parse(isoWithOffset(instant, zone))).toBe(instant);
        // An instant in a repeated hour comes back as the first occurrence: the same wall time in any case.
        expect(localTimeAt(zonedInstant(local, zone), zone)).toEqual(local);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a moment's local day and minutes since midnight, as quiet hours and digests need them", () => {
    expect(localClock(new Date("2026-03-08T06:30:00Z"), "America/New_York")).toEqual({
      date: "2026-03-08",
      hour: 1,
      minutes: 90,
    });
    expect(localClock(new Date("2026-03-08T07:00:00Z"), "America/New_York")).toEqual({
      date: "2026-03-08",
      hour: 3,
      minutes: 180,
    });
    expect(localClock(new Date("2026-06-10T23:30:00Z"), "Asia/Tokyo")).toEqual({
      date: "2026-06-11",
      hour: 8,
      minutes: 510,
    });
  });

  it("does calendar arithmetic on dates", () => {
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(weekdayOf({ year: 2025, month: 3, day: 9 })).toBe(0);
    expect(daysBetween({ year: 2025, month: 1, day: 1 }, { year: 2025, month: 3, day: 1 })).toBe(59);
  });
});

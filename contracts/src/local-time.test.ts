import { describe, expect, it } from "vitest";
import { endInstantOfLocal, instantOfLocal, localDateTimeAt, localEndAt } from "./local-time.js";

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

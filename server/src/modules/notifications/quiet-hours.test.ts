import { describe, expect, it } from "vitest";
import { quietUntil } from "./quiet-hours.js";

const NY = "America/New_York";
const until = (quiet: { start: string; end: string }, at: string, zone = NY) =>
  quietUntil(quiet, zone, new Date(at))?.toISOString() ?? null;

describe("the end of quiet hours, in the user's zone", () => {
  it("ends at the local end time on the night New York springs forward (01:00–03:00 on 2026-03-08)", () => {
    const quiet = { start: "01:00", end: "03:00" };
    // 01:30 EST is 06:30Z; 03:00 EDT, an hour later in instants, is 07:00Z (not 08:00Z: 90 wall-clock minutes on).
    expect(until(quiet, "2026-03-08T06:30:00Z")).toBe("2026-03-08T07:00:00.000Z");
    expect(until(quiet, "2026-03-08T06:00:00Z")).toBe("2026-03-08T07:00:00.000Z");
    expect(until(quiet, "2026-03-08T07:00:00Z")).toBeNull();
  });

  it("ends at the instant the clocks jump when the end time itself is skipped", () => {
    // 22:00–02:30 across the spring-forward night: 02:30 never shows; quiet lasts until 03:00 EDT.
    expect(until({ start: "22:00", end: "02:30" }, "2026-03-08T03:30:00Z")).toBe("2026-03-08T07:00:00.000Z");
  });

  it("ends at the local end time on the night New York falls back, from either 01:30", () => {
    const quiet = { start: "01:00", end: "03:00" };
    expect(until(quiet, "2026-11-01T05:30:00Z")).toBe("2026-11-01T08:00:00.000Z"); // 01:30 EDT
    expect(until(quiet, "2026-11-01T06:30:00Z")).toBe("2026-11-01T08:00:00.000Z"); // 01:30 EST
  });

  it("spans midnight, and is null outside the hours", () => {
    const quiet = { start: "22:00", end: "07:00" };
    expect(until(quiet, "2026-06-10T23:30:00Z", "UTC")).toBe("2026-06-11T07:00:00.000Z");
    expect(until(quiet, "2026-06-11T03:00:00Z", "UTC")).toBe("2026-06-11T07:00:00.000Z");
    expect(until(quiet, "2026-06-11T07:00:00Z", "UTC")).toBeNull();
    expect(until(quiet, "2026-06-11T12:00:00Z", "UTC")).toBeNull();
  });
});

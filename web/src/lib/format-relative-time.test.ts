import { describe, expect, it } from "vitest";
import { rtl } from "../test/bidi";
import { formatTimeAgo } from "./format-relative-time";

const now = Date.parse("2025-03-12T14:00:00.000Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("time ago", () => {
  it("reads in the largest natural unit, in the given language", () => {
    expect(formatTimeAgo(ago(10_000), now, "never", "en")).toBe("now");
    expect(formatTimeAgo(ago(2 * 60_000 + 5_000), now, "never", "en")).toBe("2 minutes ago");
    expect(formatTimeAgo(ago(3 * 3_600_000), now, "never", "en")).toBe("3 hours ago");
    expect(formatTimeAgo(ago(26 * 3_600_000), now, "never", "en")).toBe("yesterday");
    expect(formatTimeAgo(ago(90 * 86_400_000), now, "never", "en")).toBe("3 months ago");
    expect(formatTimeAgo(ago(2 * 60_000), now, "never", "ar")).toBe(rtl("قبل دقيقتين"));
  });

  it("reads a missing or broken time as the fallback, and a time ahead of the clock as now", () => {
    expect(formatTimeAgo(null, now, "never", "en")).toBe("never");
    expect(formatTimeAgo("not a date", now, "never", "en")).toBe("never");
    expect(formatTimeAgo(ago(-5_000), now, "never", "en")).toBe("now");
  });
});

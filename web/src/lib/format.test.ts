import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n";
import { formatDate, formatDateTime } from "./format-date";
import { formatNumber } from "./format-number";

const rtlIsolate = (text: string) => `\u2067${text}\u2069`;

// Noon UTC: the same calendar day in every time zone the tests may run in.
const NOON = "2025-03-12T12:05:00.000Z";

describe("Intl formatting in the interface's language", () => {
  it("formats dates and date-times in English by default", () => {
    expect(formatDate(NOON)).toBe("Mar 12, 2025");
    expect(formatDateTime(NOON)).toMatch(/^Mar 12, 2025, \d{1,2}:05\s?[AP]M$/);
  });

  it("formats them the Arabic way once Arabic is chosen", async () => {
    await i18n.changeLanguage("ar");
    const date = formatDate(NOON);
    expect(date).toBe(
      rtlIsolate(new Intl.DateTimeFormat("ar-u-nu-arab", { dateStyle: "medium" }).format(new Date(NOON))),
    );
    // Arabic-Indic digits, as Arabic text writes them (a bare "ar" would get Latin ones from ICU).
    expect(date).toContain("١٢");
    expect(date).toContain("٢٠٢٥");
    expect(date).not.toMatch(/[0-9]/);
    expect(formatDateTime(NOON)).toMatch(/[صم]\u2069$/); // the Arabic AM/PM mark, then the isolate's end
  });

  it("isolates Arabic values as one right-to-left unit, so Latin text or a left-to-right cell never reorders them", async () => {
    await i18n.changeLanguage("ar");
    for (const value of [formatDateTime(NOON), formatDate(NOON), formatNumber(1234.5)]) {
      expect(value.startsWith("\u2067")).toBe(true);
      expect(value.endsWith("\u2069")).toBe(true);
    }
    await i18n.changeLanguage("en");
    expect(formatDateTime(NOON)).not.toMatch(/[\u2066-\u2069]/);
  });

  it("takes an explicit language and falls back for a missing or broken value", () => {
    expect(formatDate(NOON, "—", "ar")).not.toBe(formatDate(NOON, "—", "en"));
    expect(formatDateTime(null, "Never")).toBe("Never");
    expect(formatDate("not a date")).toBe("—");
  });

  it("formats numbers", async () => {
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatNumber(0.25, { style: "percent" })).toBe("25%");
    await i18n.changeLanguage("ar");
    expect(formatNumber(1234.5)).toBe(rtlIsolate("١٬٢٣٤٫٥")); // Arabic thousands and decimal separators too
  });
});

import { describe, expect, it } from "vitest";
import { demoCompany } from "../test/fixtures";
import { currencyDigits, decimalToMinor, formatMinor, minorToDecimal } from "./money";
import { companyCurrency } from "./use-currency";

describe("money", () => {
  it("reads a typed amount into minor units exactly", () => {
    expect(decimalToMinor("4.5", 2)).toBe(450);
    expect(decimalToMinor("0.10", 2)).toBe(10);
    expect(decimalToMinor(" 4 ", 2)).toBe(400);
    expect(decimalToMinor("4.", 2)).toBe(400);
    expect(decimalToMinor(".5", 2)).toBe(50);
    expect(decimalToMinor("1.15", 2)).toBe(115); // 1.15 * 100 is 114.99999999999999 in floating point
    expect(decimalToMinor("4,50", 2)).toBe(450);
    expect(decimalToMinor("٤٫٥٠", 2)).toBe(450);
    expect(decimalToMinor("1500", 0)).toBe(1500);
    expect(decimalToMinor("1.250", 3)).toBe(1250);
  });

  it("refuses what is not a plain amount", () => {
    for (const input of [
      "",
      ".",
      "4.555",
      "-1",
      "+1",
      "1e3",
      "1,000.00",
      "4.5.0",
      "abc",
      "Infinity",
      "1234567890123",
    ]) {
      expect(decimalToMinor(input, 2), input).toBeNull();
    }
    expect(decimalToMinor("4.5", 0)).toBeNull();
  });

  it("writes minor units back as decimal text", () => {
    expect(minorToDecimal(450, 2)).toBe("4.50");
    expect(minorToDecimal(5, 2)).toBe("0.05");
    expect(minorToDecimal(0, 2)).toBe("0.00");
    expect(minorToDecimal(1500, 0)).toBe("1500");
    expect(minorToDecimal(-1999, 2)).toBe("-19.99");
  });

  it("formats in the currency's own minor unit and the interface's language", () => {
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
    expect(formatMinor(450, "USD", "en")).toBe("$4.50");
    expect(formatMinor(123456, "EUR", "en")).toBe("€1,234.56");
    expect(formatMinor(450, "JPY", "en")).toBe("¥450");
    expect(formatMinor(450, "USD", "ar")).toContain("US$");
  });

  it("takes the company's currency, and USD when no company is known", () => {
    expect(companyCurrency(null)).toBe("USD");
    expect(companyCurrency({ ...demoCompany, currency: "EUR" })).toBe("EUR");
  });
});

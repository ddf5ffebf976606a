import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToUnits, currencyDigits } from "./cents.js";

describe("centsToUnits", () => {
  it("writes minor units in the currency's units with a dot and no grouping", () => {
    expect(centsToUnits(1250, "USD")).toBe("12.50");
    expect(centsToUnits(5, "USD")).toBe("0.05");
    expect(centsToUnits(-5, "USD")).toBe("-0.05");
    expect(centsToUnits(0, "EUR")).toBe("0.00");
    expect(centsToUnits(1250, "JPY")).toBe("1250");
    expect(centsToUnits(1250, "KWD")).toBe("1.250");
    expect(centsToUnits(123456789012, "USD")).toBe("1234567890.12");
  });

  it("reads back as the same number of minor units for every safe integer", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom("USD", "JPY", "KWD"), (cents, currency) => {
        const text = centsToUnits(cents, currency);
        expect(text).toMatch(/^-?\d+(\.\d+)?$/);
        expect(BigInt(text.replace(".", ""))).toBe(BigInt(cents));
        expect(text.split(".")[1]?.length ?? 0).toBe(currencyDigits(currency));
      }),
    );
  });
});

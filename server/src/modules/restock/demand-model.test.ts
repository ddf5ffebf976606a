import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  demandUntil,
  expectedLevelAt,
  instantOfDemand,
  productRates,
  projectHours,
  quantityToPar,
  SLOTS,
  slotAt,
  trayOutlook,
  weightOfWeeks,
} from "./demand-model.js";
import { halfChanceDemand, poissonAtLeast, poissonCdf } from "./poisson.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** P(D ≤ m) summed term by term from k = 0, as a textbook would (fine for small λ and m). */
function naiveCdf(m: number, lambda: number): number {
  let term = Math.exp(-lambda);
  let total = 0;
  for (let k = 0; k <= m; k += 1) {
    total += term;
    term *= lambda / (k + 1);
  }
  return total;
}

const ratesArb = fc
  .array(fc.double({ min: 0, max: 5, noNaN: true }), { minLength: SLOTS, maxLength: SLOTS })
  .map((values) => Float64Array.from(values));

describe("Poisson arithmetic", () => {
  it("agrees with the textbook sum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.double({ min: 0.01, max: 80, noNaN: true }), (m, lambda) => {
        expect(poissonCdf(m, lambda)).toBeCloseTo(naiveCdf(m, lambda), 10);
      }),
    );
  });

  it("finds the demand at which emptying is an even chance, for levels up to the largest tray", () => {
    for (const n of [1, 2, 3, 10, 57, 500, 10_000]) {
      const lambda = halfChanceDemand(n);
      expect(poissonAtLeast(n, lambda)).toBeGreaterThanOrEqual(0.5);
      expect(poissonAtLeast(n, lambda - 1e-6)).toBeLessThan(0.5);
      expect(Math.abs(lambda - n)).toBeLessThan(1);
    }
    expect(halfChanceDemand(0)).toBe(0);
    expect(poissonAtLeast(0, 0)).toBe(1);
  });
});

describe("projection of the coming hours", () => {
  it("maps each absolute hour to its local hour of the week, across the clocks going forward and back", () => {
    // London goes forward on Sunday 29 March 2026 at 01:00 UTC and back on 25 October at 01:00 UTC.
    const spring = projectHours(Date.parse("2026-03-28T23:30:00Z"), "Europe/London", 4 * HOUR);
    expect([...spring.slots]).toEqual([5 * 24 + 23, 6 * 24 + 0, 6 * 24 + 2, 6 * 24 + 3, 6 * 24 + 4]);
    expect([...spring.hours]).toEqual([0.5, 1, 1, 1, 0.5]);
    const autumn = projectHours(Date.parse("2026-10-24T23:00:00Z"), "Europe/London", 4 * HOUR);
    expect([...autumn.slots]).toEqual([6 * 24 + 0, 6 * 24 + 1, 6 * 24 + 1, 6 * 24 + 2]);
    expect(slotAt(Date.parse("2026-12-07T00:00:00Z"), "UTC")).toBe(0);
    expect(slotAt(Date.parse("2026-12-06T15:00:00Z"), "Asia/Tokyo")).toBe(0);
  });

  it("starts with the rest of the current hour in a zone a half hour off UTC", () => {
    const projection = projectHours(Date.parse("2026-12-02T10:10:00Z"), "Asia/Kolkata", 2 * HOUR);
    // 15:40 in Kolkata: twenty minutes of the 15:00 hour, then 16:00, then forty minutes of 17:00.
    expect([...projection.hours].map((h) => Math.round(h * 60))).toEqual([20, 60, 40]);
    expect([...projection.slots]).toEqual([2 * 24 + 15, 2 * 24 + 16, 2 * 24 + 17]);
  });
});

describe("a tray's outlook", () => {
  it("finds the first instant the cumulative demand reaches each threshold", () => {
    const rates = new Float64Array(SLOTS).fill(2);
    const now = Date.parse("2026-12-02T10:00:00Z");
    const projection = projectHours(now, "UTC", 14 * DAY);
    const outlook = trayOutlook({ level: 10, lowThreshold: 4 }, rates, projection);
    expect(outlook.soldPerDay).toBeCloseTo(48, 9);
    expect(outlook.emptiesAt).toBe(Math.ceil((now + (halfChanceDemand(10) / 2) * HOUR) / 1000) * 1000);
    expect(outlook.lowAt).toBe(Math.ceil((now + (halfChanceDemand(6) / 2) * HOUR) / 1000) * 1000);
    expect(outlook.stockoutProbability24h).toBeCloseTo(1 - naiveCdf(9, 48), 12);
    // At or under the threshold already: low now; nothing sold: never empty within the horizon.
    expect(trayOutlook({ level: 3, lowThreshold: 4 }, rates, projection).lowAt).toBe(now);
    expect(trayOutlook({ level: 3, lowThreshold: 1 }, new Float64Array(SLOTS), projection)).toMatchObject({
      lowAt: null,
      emptiesAt: null,
      stockoutProbability24h: 0,
    });
  });

  it("is empty when P(D ≥ level) first reaches ½, and Λ is monotone", () => {
    fc.assert(
      fc.property(ratesArb, fc.integer({ min: 1, max: 300 }), (rates, level) => {
        const projection = projectHours(Date.parse("2026-10-20T08:17:23Z"), "Europe/London", 14 * DAY);
        const at = instantOfDemand(rates, projection, halfChanceDemand(level));
        if (at === null) {
          expect(poissonAtLeast(level, demandUntil(rates, projection, projection.end))).toBeLessThan(0.5 + 1e-9);
        } else {
          expect(poissonAtLeast(level, demandUntil(rates, projection, at))).toBeGreaterThanOrEqual(0.5 - 1e-9);
          expect(poissonAtLeast(level, demandUntil(rates, projection, at - 1000))).toBeLessThan(0.5 + 1e-9);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("pick list quantities", () => {
  it("bring each tray to par at the visit: max(0, par − floor(level − Λ(visit)))", () => {
    fc.assert(
      fc.property(
        ratesArb,
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 14 * 24 * 60 }),
        (rates, level, par, minutes) => {
          const projection = projectHours(Date.parse("2026-03-27T21:45:00Z"), "America/New_York", 14 * DAY);
          const visit = projection.now + minutes * 60_000;
          // Λ summed minute by minute, the naive way.
          let lambda = 0;
          for (let minute = 0; minute < minutes; minute += 1) {
            lambda += (rates[slotAt(projection.now + minute * 60_000, "America/New_York")] as number) / 60;
          }
          const expected = Math.max(0, Math.floor(level - lambda));
          const got = expectedLevelAt(level, rates, projection, visit);
          // Floating sums may differ by a hair at a whole number: allow the neighbouring integer there only.
          if (Math.abs(level - lambda - Math.round(level - lambda)) > 1e-6) expect(got).toBe(expected);
          expect(quantityToPar(par, got)).toBe(Math.max(0, par - got));
          expect(quantityToPar(par, got)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("learning the rates", () => {
  const history = (weeks: number, perSlot: number, share: number) => ({
    slotUnits: new Float64Array(SLOTS).fill(perSlot * weightOfWeeks(weeks)),
    productUnits: new Map([["p", perSlot * SLOTS * weightOfWeeks(weeks) * share]]),
    weeks,
  });

  it("uses the kiosk's own weeks, split among the trays holding the product", () => {
    const kiosk = { ...history(4, 3, 0.5), recentDays: 28, recentUnits: 0 };
    const company = { ...history(8, 10, 0.1), sellingKiosks: 5 };
    expect(productRates(kiosk, company, "p")[17]).toBeCloseTo(1.5, 12);
    expect(productRates(kiosk, company, "p", 3)[17]).toBeCloseTo(0.5, 12);
    expect(productRates(kiosk, company, "q")[17]).toBe(0);
  });

  it("borrows the company's shape and share, scaled to its own days or the company's kiosk average", () => {
    const company = { ...history(8, 10, 0.1), sellingKiosks: 5 };
    const young = { ...history(1, 3, 0.5), recentDays: 10, recentUnits: 240 };
    // 24 units a day, spread flat like the company, 10% of them this product: 0.1 an hour.
    expect(productRates(young, company, "p")[100]).toBeCloseTo(0.1, 12);
    const unborn = { ...history(0, 0, 0), recentDays: 0, recentUnits: 0 };
    // The company sells 240 a day over 5 kiosks: 48 a day each, 10% this product.
    expect(productRates(unborn, company, "p")[0]).toBeCloseTo(0.2, 12);
  });
});

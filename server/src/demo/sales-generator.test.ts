import { addDays, type DeviceSale, type LocalDate, ORDER_ID_PATTERN, saleSchema } from "@froyo/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CatalogProduct, OPENING_HOURS, SalesGenerator, splitCatalog } from "./sales-generator.js";

const uuid = (n: number) => `0190a1b2-c3d4-7e5f-8a9b-${String(n).padStart(12, "0")}`;
/** The demo catalog's prices: six cups and two toppings. */
const CATALOG: CatalogProduct[] = [450, 495, 495, 525, 550, 450, 95, 150].map((priceCents, n) => ({
  id: uuid(n),
  priceCents,
}));
const ALL_DAY = { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY };

const generator = (timezone: string, seed = "seed", catalog = CATALOG) =>
  new SalesGenerator({ orderPrefix: "DF-LA-001", timezone, catalog }, seed);

function days(start: LocalDate, count: number): LocalDate[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** The local date and hour of a sale in a zone, read with Intl directly (not through the code under test). */
function localOf(sale: DeviceSale, timeZone: string) {
  const text = new Date(sale.occurred_at).toLocaleString("sv-SE", { timeZone, hourCycle: "h23" });
  return { date: text.slice(0, 10), hour: Number(text.slice(11, 13)) };
}

function checkArithmetic(sale: DeviceSale) {
  expect(saleSchema.safeParse(sale).error?.issues ?? []).toEqual([]);
  const subtotal = sale.items.reduce((sum, item) => sum + item.quantity * item.unit_price_cents, 0);
  expect(sale.subtotal_cents).toBe(subtotal);
  expect(sale.total_cents).toBe(sale.subtotal_cents - sale.discount_cents);
  expect(sale.total_cents).toBeGreaterThanOrEqual(0);
  for (const cents of [sale.subtotal_cents, sale.discount_cents, sale.total_cents]) {
    expect(Number.isInteger(cents)).toBe(true);
  }
  expect(sale.id).toMatch(ORDER_ID_PATTERN);
}

describe("the sales generator", () => {
  it("always produces sales the contract accepts, whatever the seed, catalog and zone", () => {
    const catalogs = fc
      .array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 12 })
      .map((prices) => prices.map((priceCents, n) => ({ id: uuid(n), priceCents })));
    const dates = fc.date({
      min: new Date(Date.UTC(2020, 0, 1)),
      max: new Date(Date.UTC(2035, 0, 1)),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        fc.string(),
        catalogs,
        fc.constantFrom("America/Los_Angeles", "Asia/Tokyo", "Europe/London", "Asia/Kathmandu"),
        dates,
        (seed, catalog, timezone, date) => {
          const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
          const kiosk = generator(timezone, seed, catalog);
          const sales = kiosk.salesOfDay(day, ALL_DAY);
          for (const sale of sales) checkArithmetic(sale);
          expect(new Set(sales.map((sale) => sale.id)).size).toBe(sales.length);
          // The live path: a drafted order completed with any discount the server might answer.
          const draft = kiosk.draft(date.getTime());
          if (!draft) throw new Error("A kiosk with a catalog always has a cup to sell");
          checkArithmetic(kiosk.complete(draft, { code: "SAVE-10", discountCents: draft.subtotalCents + 5 }));
          checkArithmetic(kiosk.complete(draft, null));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("sells only in opening hours, local to the kiosk, also on the days the clocks change", () => {
    // Los Angeles changes on 9 March and 2 November 2025, London on 30 March and 26 October.
    const changeDays = [
      { year: 2025, month: 3, day: 9 },
      { year: 2025, month: 11, day: 2 },
      { year: 2025, month: 3, day: 30 },
      { year: 2025, month: 10, day: 26 },
    ];
    for (const timezone of ["America/Los_Angeles", "Asia/Tokyo", "Europe/London"]) {
      const kiosk = generator(timezone);
      for (const day of [...changeDays, ...days({ year: 2025, month: 6, day: 1 }, 14)]) {
        const sales = kiosk.salesOfDay(day, ALL_DAY);
        expect(sales.length).toBeGreaterThan(0);
        for (const sale of sales) {
          const local = localOf(sale, timezone);
          expect(local.date).toBe(
            `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`,
          );
          expect(local.hour).toBeGreaterThanOrEqual(OPENING_HOURS.opens);
          expect(local.hour).toBeLessThan(OPENING_HOURS.closes);
        }
      }
    }
    // The offset written is the one in force: PDT after the spring change, PST after the autumn one.
    const spring = generator("America/Los_Angeles").salesOfDay({ year: 2025, month: 3, day: 9 }, ALL_DAY);
    expect(spring.every((sale) => sale.occurred_at.endsWith("-07:00"))).toBe(true);
    const autumn = generator("America/Los_Angeles").salesOfDay({ year: 2025, month: 11, day: 2 }, ALL_DAY);
    expect(autumn.every((sale) => sale.occurred_at.endsWith("-08:00"))).toBe(true);
  });

  it("gives the same sales for the same seed, and other sales for another", () => {
    const day = { year: 2025, month: 5, day: 17 };
    expect(generator("Asia/Tokyo", "a").salesOfDay(day, ALL_DAY)).toEqual(
      generator("Asia/Tokyo", "a").salesOfDay(day, ALL_DAY),
    );
    expect(generator("Asia/Tokyo", "a").salesOfDay(day, ALL_DAY)).not.toEqual(
      generator("Asia/Tokyo", "b").salesOfDay(day, ALL_DAY),
    );
    const live = (seed: string) => {
      const kiosk = generator("Asia/Tokyo", seed);
      return Array.from({ length: 50 }, (_, i) => kiosk.draft(Date.UTC(2025, 4, 17, 3, i)));
    };
    expect(live("a")).toEqual(live("a"));
  });

  it("cuts a day at the window without changing the sales inside it", () => {
    const day = { year: 2025, month: 5, day: 17 };
    const whole = generator("Europe/London").salesOfDay(day, ALL_DAY);
    const noon = Date.UTC(2025, 4, 17, 11);
    const morning = generator("Europe/London").salesOfDay(day, { from: Number.NEGATIVE_INFINITY, to: noon });
    expect(morning).toEqual(whole.filter((sale) => Date.parse(sale.occurred_at) <= noon));
  });

  it("looks like a kiosk's trade: dozens of orders a day, busier weekends and lunchtimes, mostly cards", () => {
    const kiosk = generator("America/New_York", "realism");
    const sales = days({ year: 2025, month: 4, day: 7 }, 28).flatMap((day) => kiosk.salesOfDay(day, ALL_DAY));
    const perDay = sales.length / 28;
    expect(perDay).toBeGreaterThan(25);
    expect(perDay).toBeLessThan(80);
    const byHour = new Map<number, number>();
    const byWeekend = { weekend: 0, weekday: 0 };
    for (const sale of sales) {
      const { hour, date } = localOf(sale, "America/New_York");
      byHour.set(hour, (byHour.get(hour) ?? 0) + 1);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) byWeekend.weekend += 1;
      else byWeekend.weekday += 1;
    }
    expect(byHour.get(13) ?? 0).toBeGreaterThan(byHour.get(10) ?? 0);
    expect(byWeekend.weekend / 8).toBeGreaterThan(byWeekend.weekday / 20);
    const count = (test: (sale: DeviceSale) => boolean) => sales.filter(test).length;
    expect(count((sale) => sale.payment_method === "card")).toBeGreaterThan(sales.length / 2);
    for (const method of ["mobile", "cash", "free"] as const) {
      expect(count((sale) => sale.payment_method === method)).toBeGreaterThan(0);
    }
    expect(count((sale) => sale.payment_method === "free" && sale.total_cents === 0)).toBe(
      count((sale) => sale.payment_method === "free"),
    );
    expect(count((sale) => sale.status === "refunded")).toBeGreaterThan(0);
    expect(count((sale) => sale.status === "failed")).toBeGreaterThan(0);
    expect(count((sale) => Boolean(sale.promo_code) && sale.discount_cents > 0)).toBeGreaterThan(0);
    expect(sales.every((sale) => sale.items.length >= 1 && sale.items.length <= 3)).toBe(true);
    expect(count((sale) => sale.items.every((item) => item.quantity === 1))).toBeGreaterThan(sales.length * 0.8);
  });

  it("starts every basket with a cup and sells only what is available", () => {
    const { cups, toppings } = splitCatalog(CATALOG);
    expect(cups.map((product) => product.priceCents)).toEqual([450, 495, 495, 525, 550, 450]);
    expect(toppings.map((product) => product.priceCents)).toEqual([95, 150]);
    const kiosk = generator("UTC");
    const emptyTray = cups[0]?.id;
    for (let i = 0; i < 200; i += 1) {
      const draft = kiosk.draft(Date.UTC(2025, 0, 1, 12, i), (id) => id !== emptyTray);
      expect(cups.some((cup) => cup.id === draft?.items[0]?.product_id)).toBe(true);
      expect(draft?.items.some((item) => item.product_id === emptyTray)).toBe(false);
    }
    expect(kiosk.draft(Date.now(), (id) => !cups.some((cup) => cup.id === id))).toBeNull();
  });
});

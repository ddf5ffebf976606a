import { kioskForecastSchema } from "@froyo/contracts";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { FakeClock, HOUR } from "../../../test/fake-clock.js";
import { addKiosk, makeSale, type NewKiosk, productIds, resultsOf, setKioskTimes } from "../../../test/fleet.js";
import { type ModelTray, modelOutlook, modelRates } from "../../../test/restock-model.js";
import { loadRaw } from "../../../test/sales-model.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { companies, trays } from "../../db/schema/index.js";

const DAY = 24 * HOUR;
const ZONES = ["Europe/London", "America/New_York", "Asia/Tokyo"] as const;
const NOW = Math.floor(Date.now() / 60_000) * 60_000;
/** Instants whose next 14 days cross London's and New York's autumn changes, and the real now (weeks after them). */
const NOWS = [Date.parse("2026-10-23T10:17:00Z"), Date.parse("2026-10-30T22:41:00Z"), NOW - 3 * HOUR];

/** A small deterministic generator, so the base history is the same in every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Each tray's forecast through `GET /api/kiosks/{id}/forecast` equals the naive model (test/restock-model.ts) summed
 * from the raw sales: kiosks in three zones with weeks of history across the clocks going back, a young kiosk and a
 * kiosk without sales (both borrowing the company's pattern), two trays sharing a product, random extra sales, levels
 * and thresholds, and "now" before, across and after the changes.
 */
describeEachDatabase("restock forecast against the naive model", (kind) => {
  let t: TestApp;
  let demoId: string;
  let companyZone: string;
  let admin: Browser;
  let kiosks: NewKiosk[];
  let zones: string[];
  let products: string[];
  const clock = new FakeClock(new Date(NOW));

  async function send(kiosk: NewKiosk, sales: Record<string, unknown>[]) {
    for (let start = 0; start < sales.length; start += 400) {
      const results = resultsOf(await kiosk.device.sales(sales.slice(start, start + 400)));
      expect(results.filter((result) => result.status !== "accepted")).toEqual([]);
    }
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const [company] = await t.db.database.db
      .select({ zone: companies.defaultTimezone })
      .from(companies)
      .where(eq(companies.id, demoId));
    companyZone = company?.zone ?? "UTC";
    products = [...(await productIds(t, demoId)).values()].slice(0, 2);
    const [p, q] = products as [string, string];
    const fill = [
      { position: 1, productId: p },
      { position: 2, productId: p },
      { position: 3, productId: q },
    ];
    zones = [...ZONES, "Asia/Tokyo", "America/New_York"];
    kiosks = [];
    for (const timezone of zones) kiosks.push(await addKiosk(t, { admin, timezone, fill }));
    const next = random(24);
    // Fifteen weeks of history for the first three (busier at noon and on weekends), five days for the fourth.
    const start = Date.parse("2026-08-20T00:00:00Z");
    for (const [index, kiosk] of kiosks.entries()) {
      if (index === 4) continue;
      const from = index === 3 ? NOW - 5 * DAY : start;
      const sales: Record<string, unknown>[] = [];
      for (let at = from; at < NOW - HOUR; at += HOUR) {
        const hour = new Date(at).getUTCHours();
        const busy = (hour + 9 * index) % 24 >= 10 && (hour + 9 * index) % 24 <= 20 ? 0.5 : 0.08;
        if (next() < busy) {
          const product = next() < 0.7 ? p : q;
          const occurred = new Date(at + Math.floor(next() * HOUR)).toISOString();
          sales.push(
            makeSale([{ productId: product, quantity: 1 + Math.floor(next() * 3) }], { occurred_at: occurred }),
          );
        }
      }
      await send(kiosk, sales);
    }
    for (const kiosk of kiosks) await setKioskTimes(t, demoId, kiosk.id, { lastHeartbeatAt: 0 });
  }, 600_000);
  afterAll(() => t.close());

  const extraSaleArb = fc.record({
    kiosk: fc.integer({ min: 0, max: 4 }),
    ago: fc.integer({ min: 2 * 60, max: 70 * 24 * 60 }),
    product: fc.integer({ min: 0, max: 1 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  });
  const trayArb = fc.record({ level: fc.integer({ min: 0, max: 50 }), low: fc.integer({ min: 0, max: 20 }) });

  it("answers every tray's outlook as the raw sales add up, in every zone and across the clocks changing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: NOWS.length - 1 }),
        fc.array(extraSaleArb, { maxLength: 12 }),
        fc.array(trayArb, { minLength: 15, maxLength: 15 }),
        async (nowIndex, extras, levels) => {
          for (const extra of extras) {
            const kiosk = kiosks[extra.kiosk] as NewKiosk;
            const occurred = new Date(NOW - extra.ago * 60_000).toISOString();
            const productId = products[extra.product] as string;
            await send(kiosk, [makeSale([{ productId, quantity: extra.quantity }], { occurred_at: occurred })]);
          }
          const now = NOWS[nowIndex] as number;
          clock.set(new Date(now));
          const raw = await loadRaw(t, demoId);
          for (const [k, kiosk] of kiosks.entries()) {
            const modelTrays: ModelTray[] = [];
            for (const [position, tray] of kiosk.trays.slice(0, 3).entries()) {
              const { level, low } = levels[k * 3 + position] as { level: number; low: number };
              await t.db.database.withTenant(demoId, (tx) =>
                tx
                  .update(trays)
                  .set({ level, lowThreshold: low })
                  .where(and(eq(trays.companyId, demoId), eq(trays.id, tray.id))),
              );
            }
            const response = await admin.get(`/api/kiosks/${kiosk.id}/forecast`);
            expect(response.statusCode, response.payload).toBe(200);
            const forecast = kioskForecastSchema.parse(response.json().data);
            for (const tray of forecast.trays) {
              modelTrays.push({
                id: tray.tray_id,
                productId: tray.product_id,
                level: tray.level,
                lowThreshold: tray.low_threshold,
              });
            }
            const rates = modelRates(raw, kiosk.id, modelTrays, now, companyZone);
            const empties: number[] = [];
            for (const tray of forecast.trays) {
              const model = modelTrays.find((one) => one.id === tray.tray_id) as ModelTray;
              const label = `${zones[k]} at ${new Date(now).toISOString()}, tray ${tray.position}`;
              if (!tray.product_id) {
                expect(tray, label).toMatchObject({ sold_per_day: 0, low_at: null, empties_at: null });
                continue;
              }
              const expected = modelOutlook(rates.get(tray.tray_id) as number[], model, now, zones[k] as string);
              expect(Math.abs(tray.sold_per_day - expected.sold_per_day), label).toBeLessThanOrEqual(0.005 + 1e-9);
              expect(
                Math.abs((tray.stockout_probability_24h as number) - expected.stockout_probability_24h),
                label,
              ).toBeLessThanOrEqual(0.00005 + 1e-9);
              for (const field of ["low_at", "empties_at"] as const) {
                const got = tray[field] === null ? null : Date.parse(tray[field] as string);
                const want = expected[field];
                if (got === null || want === null) expect(got, `${label} ${field}`).toBe(want);
                else expect(Math.abs(got - want), `${label} ${field}`).toBeLessThanOrEqual(1000);
              }
              if (tray.empties_at) empties.push(Date.parse(tray.empties_at));
            }
            const visitBy = forecast.visit_by === null ? null : Date.parse(forecast.visit_by);
            expect(visitBy).toBe(empties.length > 0 ? Math.min(...empties) : null);
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 600_000);
});

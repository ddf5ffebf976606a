import {
  addDays,
  type DeviceSale,
  daysBetween,
  isoWithOffset,
  type LocalDate,
  localTimeAt,
  MAX_SALES_PER_BATCH,
  type SaleResult,
} from "@froyo/contracts";
import { and, eq, gt, inArray } from "drizzle-orm";
import { kiosks, products } from "../db/schema/index.js";
import type { Database } from "../db/types.js";
import { analyzeSalesAndRollups } from "../modules/analytics/rollups.service.js";
import { readApiKey } from "../modules/kiosks/api-keys.js";
import { authenticateKiosk } from "../modules/kiosks/device-kiosks.repository.js";
import { recordHeartbeat } from "../modules/kiosks/heartbeat.service.js";
import { redeemCode } from "../modules/promo-codes/redemptions.service.js";
import { createSalesIngestion, type SalesIngestion } from "../modules/sales/sales-ingest.service.js";
import type { SeededKiosk } from "./fleet.js";
import { type KioskSalesProfile, SalesGenerator } from "./sales-generator.js";

export interface DemoHistory {
  /** Sales accepted now. */
  sales: number;
  /** Sales the database already had (seeding the same kiosks again). */
  duplicates: number;
  ms: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A kiosk's history generator's seed (by its serial number): the live fleet sells at the same kiosk's pace. */
export const historySeedOf = (serialNumber: string) => `demo-history:${serialNumber}`;

/**
 * Gives new demo kiosks their past: `days` of realistic sales up to `now`, sent through the sales ingestion with each
 * kiosk's own key (the code path of `POST /device/v1/sales`, in batches of up to 500 as a call may carry), so the
 * history is stored, totalled by hour and checked exactly as a kiosk's sales would be. Nothing is written by hand.
 *
 * The history ends with each kiosk's last heartbeat at `now` (the kiosks' heartbeat path too), so a kiosk is seen
 * where its sales were: online while the embedded demo's live fleet (live-fleet.ts) keeps it so, else offline since
 * its history ended, never "never seen".
 *
 * A rejected sale is a bug in the generator or the server: it stops the seed.
 */
export async function seedDemoHistory(
  database: Database,
  seeded: readonly SeededKiosk[],
  options: { days: number; now: number | Date },
): Promise<DemoHistory> {
  const startedAt = performance.now();
  const to = Number(options.now);
  const window = { from: to - options.days * DAY_MS, to };
  const profiles = await profilesOf(database, seeded);
  await dateKiosksFrom(database, seeded, window.from);
  const ingestion = createSalesIngestion(database);
  // Kiosks in parallel, as kiosks send: their batches are gathered into shared statements.
  const counts = await Promise.all(
    seeded.map((kiosk) => seedKiosk(database, ingestion, kiosk, profiles.get(kiosk.id) as KioskSalesProfile, window)),
  );
  for (const kiosk of seeded) await lastHeartbeat(database, kiosk, to);
  // Tens of thousands of rows where there were none: the first dashboard would be planned for empty tables.
  await analyzeSalesAndRollups(database.db);
  return {
    sales: counts.reduce((sum, count) => sum + count.accepted, 0),
    duplicates: counts.reduce((sum, count) => sum + count.duplicates, 0),
    ms: Math.round(performance.now() - startedAt),
  };
}

async function seedKiosk(
  database: Database,
  ingestion: SalesIngestion,
  kiosk: SeededKiosk,
  profile: KioskSalesProfile,
  window: { from: number; to: number },
) {
  const key = readApiKey(kiosk.apiKey);
  if (!key) throw new Error(`The demo kiosk ${kiosk.name} has no readable API key.`);
  // Seeded by the serial number: every new demo database gets the same history, only the ids differ.
  const generator = new SalesGenerator(profile, historySeedOf(profile.orderPrefix));
  const count = { accepted: 0, duplicates: 0 };
  const send = async (sales: DeviceSale[]) => {
    // A failed sale would give its use straight back (and, seeded again, redeem anew with nothing to give it back).
    for (const sale of sales) if (sale.promo_code && sale.status !== "failed") await redeemFor(database, kiosk, sale);
    for (const result of await ingestion.ingestSales(key, sales)) tally(count, kiosk, result);
  };

  const first = localDateAt(window.from, profile.timezone);
  const last = localDateAt(window.to, profile.timezone);
  let pending: DeviceSale[] = [];
  for (let date = first; daysBetween(date, last) >= 0; date = addDays(date, 1)) {
    pending.push(...generator.salesOfDay(date, window));
    if (pending.length >= MAX_SALES_PER_BATCH) {
      await send(pending.slice(0, MAX_SALES_PER_BATCH));
      pending = pending.slice(MAX_SALES_PER_BATCH);
    }
  }
  while (pending.length > 0) {
    await send(pending.slice(0, MAX_SALES_PER_BATCH));
    pending = pending.slice(MAX_SALES_PER_BATCH);
  }
  return count;
}

/**
 * A kiosk with a past existed then: added when its history starts (a sale from long before its kiosk was added is
 * rejected, docs/decisions/025-sales-edges.md), as the kiosks list then says too.
 */
async function dateKiosksFrom(database: Database, seeded: readonly SeededKiosk[], from: number): Promise<void> {
  for (const kiosk of seeded) {
    await database.withTenant(kiosk.companyId, (tx) =>
      tx
        .update(kiosks)
        .set({ createdAt: new Date(from) })
        .where(
          and(eq(kiosks.companyId, kiosk.companyId), eq(kiosks.id, kiosk.id), gt(kiosks.createdAt, new Date(from))),
        ),
    );
  }
}

/**
 * Redeems a sale's promo code for its order as the kiosk would have before selling (`POST /device/v1/promocodes/redeem`
 * through the same service), at the sale's own time: the code's uses and its effect in sales then agree.
 */
async function redeemFor(database: Database, kiosk: SeededKiosk, sale: DeviceSale): Promise<void> {
  const { companyId, id, name, timezone } = kiosk;
  // What redeeming reads of the kiosk is its company and id; the rest of a device kiosk is for other calls.
  const device = { companyId, id, name, timezone, currency: "", subdomain: null, catalogTag: null };
  const input = { code: sale.promo_code as string, order_id: sale.id, subtotal_cents: sale.subtotal_cents };
  const redemption = await redeemCode(database, device, input, { now: new Date(sale.occurred_at) });
  if (redemption.discount_cents !== sale.discount_cents) {
    throw new Error(`The demo history's sale ${sale.id} has another discount than its ${input.code} redemption.`);
  }
}

/** The kiosk's heartbeat at the end of its history, as its own would be recorded (the server's clock at `at`). */
async function lastHeartbeat(database: Database, kiosk: SeededKiosk, at: number): Promise<void> {
  const key = readApiKey(kiosk.apiKey);
  if (!key) throw new Error(`The demo kiosk ${kiosk.name} has no readable API key.`);
  const device = await authenticateKiosk(database, key, { withCatalogTag: false });
  const beat = { sent_at: isoWithOffset(at, kiosk.timezone), status: "ok" as const, temperature_c: 3.5 };
  await recordHeartbeat(database, device, beat, { now: new Date(at) });
}

function tally(count: { accepted: number; duplicates: number }, kiosk: SeededKiosk, result: SaleResult) {
  if (result.status === "accepted") count.accepted += 1;
  else if (result.status === "duplicate") count.duplicates += 1;
  else
    throw new Error(
      `The demo history's sale ${result.id} at ${kiosk.name} was rejected: ${JSON.stringify(result.errors)}`,
    );
}

function localDateAt(instant: number, timeZone: string): LocalDate {
  const { year, month, day } = localTimeAt(instant, timeZone);
  return { year, month, day };
}

/** Each kiosk's serial number (its order ids' prefix), timezone and catalog at its prices. */
async function profilesOf(database: Database, seeded: readonly SeededKiosk[]): Promise<Map<string, KioskSalesProfile>> {
  const profiles = new Map<string, KioskSalesProfile>();
  for (const companyId of new Set(seeded.map((kiosk) => kiosk.companyId))) {
    const fleet = seeded.filter((kiosk) => kiosk.companyId === companyId);
    await database.withTenant(companyId, async (tx) => {
      const catalog = await tx
        .select({ id: products.id, priceCents: products.priceCents })
        .from(products)
        .where(
          and(
            eq(products.companyId, companyId),
            inArray(products.id, [...new Set(fleet.flatMap((k) => k.productIds))]),
          ),
        );
      const serials = await tx
        .select({ id: kiosks.id, serial: kiosks.serialNumber })
        .from(kiosks)
        .where(
          and(
            eq(kiosks.companyId, companyId),
            inArray(
              kiosks.id,
              fleet.map((kiosk) => kiosk.id),
            ),
          ),
        );
      for (const kiosk of fleet) {
        const serial = serials.find((row) => row.id === kiosk.id)?.serial;
        if (!serial) throw new Error(`The demo kiosk ${kiosk.name} is missing.`);
        const own = new Set(kiosk.productIds);
        profiles.set(kiosk.id, {
          orderPrefix: serial,
          timezone: kiosk.timezone,
          catalog: catalog.filter((product) => own.has(product.id)),
        });
      }
    });
  }
  return profiles;
}

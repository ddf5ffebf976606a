import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import { saleItems, sales } from "../src/db/schema/index.js";
import type { Browser } from "./browser.js";
import type { NewKiosk } from "./fleet.js";
import { costOfLines, localOf, type RawData, type RawSale } from "./sales-model.js";
import type { TestApp } from "./test-app.js";

/**
 * Money in the property tests (issue 25): random cost histories set before sales arrive, and random refunds (part or
 * whole, from the back office or by the kiosk) after. The naive models (sales-model.ts, dashboard-model.ts) then
 * count revenue net of refunds and the cost frozen into each line; `expectFrozenCosts` checks that freezing against
 * the history by hand.
 */

export interface CostEntry {
  product: number;
  effectiveFrom: string;
  costCents: number;
}

/** A few costs from dates around the model sales' range (some before all of it, some within). */
export function costEntriesArb(productCount: number): fc.Arbitrary<CostEntry[]> {
  return fc.array(
    fc.record({
      product: fc.integer({ min: 0, max: productCount - 1 }),
      effectiveFrom: fc.constantFrom("2025-12-01", "2026-03-08", "2026-06-30", "2026-10-31", "2026-11-01"),
      costCents: fc.integer({ min: 0, max: 600 }),
    }),
    { maxLength: 4 },
  );
}

/** Every cost set so far, by product and day (the same day again replaces it, as the API does). */
export class CostHistory {
  private readonly entries = new Map<string, number>();

  /** The history the products have already (the demo's own costs). */
  static async of(admin: Browser, productIds: string[]): Promise<CostHistory> {
    const history = new CostHistory();
    for (const productId of productIds) {
      const response = await admin.get(`/api/products/${productId}/costs`);
      expect(response.statusCode, response.payload).toBe(200);
      for (const cost of response.json().data as { cost_cents: number; effective_from: string }[]) {
        history.entries.set(`${productId}/${cost.effective_from}`, cost.cost_cents);
      }
    }
    return history;
  }

  async set(admin: Browser, productIds: string[], entries: CostEntry[]): Promise<void> {
    for (const entry of entries) {
      const productId = productIds[entry.product] as string;
      const response = await admin.post(`/api/products/${productId}/costs`, {
        cost_cents: entry.costCents,
        effective_from: entry.effectiveFrom,
      });
      expect(response.statusCode, response.payload).toBe(201);
      this.entries.set(`${productId}/${entry.effectiveFrom}`, entry.costCents);
    }
  }

  /** The cost in force on a local day: the latest set from that day or before. */
  inForce(productId: string, localDate: string): number | null {
    let best: { day: string; cost: number } | null = null;
    for (const [key, cost] of this.entries) {
      const [product, day] = key.split("/") as [string, string];
      if (product === productId && day <= localDate && (!best || day > best.day)) best = { day, cost };
    }
    return best?.cost ?? null;
  }
}

/** Each line of these sales holds the cost in force on its sale's local day, worked out with Intl. */
export async function expectFrozenCosts(
  t: TestApp,
  companyId: string,
  kiosk: { id: string; timezone: string },
  orderIds: string[],
  history: CostHistory,
): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await t.db.database.withTenant(companyId, (tx) =>
    tx
      .select({ occurredAt: sales.occurredAt, productId: saleItems.productId, unitCost: saleItems.unitCostCents })
      .from(sales)
      .innerJoin(saleItems, and(eq(saleItems.companyId, sales.companyId), eq(saleItems.saleId, sales.id)))
      .where(and(eq(sales.companyId, companyId), eq(sales.kioskId, kiosk.id), inArray(sales.externalId, orderIds))),
  );
  for (const row of rows) {
    const day = localOf(new Date(row.occurredAt).getTime(), kiosk.timezone).date;
    expect(row.unitCost, `${row.productId} on ${day}`).toBe(history.inForce(row.productId, day));
  }
}

export interface RefundPick {
  pick: number;
  share: number;
  via: "user" | "kiosk";
}

export function refundPicksArb(): fc.Arbitrary<RefundPick[]> {
  return fc.array(
    fc.record({
      pick: fc.nat(),
      share: fc.constantFrom(0.25, 0.5, 1),
      via: fc.constantFrom<RefundPick["via"]>("user", "kiosk"),
    }),
    { maxLength: 5 },
  );
}

export interface SentSale {
  kiosk: NewKiosk;
  body: { id: string; total_cents: number; status: string };
}

let refundSerial = 0;

/**
 * Refunds some of the sales just sent: a share of what is left of each pick (all of it at 1), from the back office
 * or by its kiosk; a failed sale or one with nothing left is passed over. Every refund is accepted.
 */
export async function refundSome(
  t: TestApp,
  companyId: string,
  admin: Browser,
  sent: SentSale[],
  picks: RefundPick[],
): Promise<void> {
  const left = new Map(sent.map((sale) => [sale, sale.body.status === "paid" ? sale.body.total_cents : 0]));
  for (const { pick, share, via } of picks) {
    const sale = sent[pick % Math.max(1, sent.length)];
    const remaining = sale ? (left.get(sale) ?? 0) : 0;
    if (!sale || remaining === 0) continue;
    const amount = share === 1 ? remaining : Math.max(1, Math.floor(remaining * share));
    refundSerial += 1;
    // The back office's ids are UUIDs; a kiosk's are its own.
    const id = via === "user" ? crypto.randomUUID() : `model-refund-${process.pid}-${refundSerial}`;
    if (via === "kiosk") {
      const response = await sale.kiosk.device.refunds([
        { id, order_id: sale.body.id, amount_cents: amount, reason: "Model", occurred_at: new Date().toISOString() },
      ]);
      expect(response.json().data.results[0].status, response.payload).toBe("accepted");
    } else {
      const [row] = await t.db.database.withTenant(companyId, (tx) =>
        tx
          .select({ id: sales.id })
          .from(sales)
          .where(
            and(eq(sales.companyId, companyId), eq(sales.kioskId, sale.kiosk.id), eq(sales.externalId, sale.body.id)),
          ),
      );
      const response = await admin.post(`/api/sales/${row?.id}/refunds`, {
        id,
        amount_cents: amount,
        reason: "Model",
      });
      expect(response.statusCode, response.payload).toBe(201);
    }
    left.set(sale, remaining - amount);
  }
}

/** `/api/sales/journal.csv`'s lines by hand (without its header): paid and refunded sales per day, kiosk and method. */
export function modelJournal(data: RawData, from: string, to: string, currency: string): string[][] {
  const lines = new Map<string, { sale: RawSale; gross: number; discount: number; refunded: number; cost: number }>();
  for (const sale of data.sales) {
    if (sale.status === "failed" || sale.localDate < from || sale.localDate > to) continue;
    const key = `${sale.localDate}|${sale.kioskId}|${sale.paymentMethod}`;
    const line = lines.get(key) ?? { sale, gross: 0, discount: 0, refunded: 0, cost: 0 };
    line.gross += sale.subtotalCents;
    line.discount += sale.discountCents;
    line.refunded += sale.refundedCents;
    if (sale.status === "paid") line.cost += costOfLines(sale.items);
    lines.set(key, line);
  }
  const units = (cents: number) => (cents / 100).toFixed(2);
  expect(currency).toBe("USD");
  return [...lines.values()]
    .map(({ sale, gross, discount, refunded, cost }) => {
      const kiosk = data.kiosks.get(sale.kioskId)?.name ?? "";
      const net = gross - discount - refunded;
      return [
        sale.localDate,
        units(net),
        kiosk,
        `Sales ${sale.localDate} ${kiosk} (${sale.paymentMethod})`,
        `${sale.localDate}/${sale.kioskId.slice(-12)}/${sale.paymentMethod}`,
        sale.kioskId,
        sale.paymentMethod,
        currency,
        units(gross),
        units(discount),
        units(refunded),
        units(net),
        units(cost),
      ];
    })
    .sort((a, b) => compare(a[0], b[0]) || compare(a[2], b[2]) || compare(a[5], b[5]) || compare(a[6], b[6]));
}

const compare = (a = "", b = "") => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A month's draft statements by hand (no statement issued yet, so no adjustments): every client owning kiosks, each
 * of their kiosks (live, or deleted with sales that month) with its paid and refunded sales of the month's local days.
 */
export function modelDrafts(
  data: RawData,
  month: string,
  clients: {
    id: string;
    name: string;
    email: string;
    since: string;
    royaltyBasisPoints: number;
    monthlyFeeCents: number;
  }[],
  currency: string,
) {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const last = `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, "0")}`;
  return clients
    .filter((client) => client.since <= last && [...data.kiosks.values()].some((kiosk) => kiosk.ownerId === client.id))
    .map((client) => {
      const kiosks = [...data.kiosks.values()]
        .filter((kiosk) => kiosk.ownerId === client.id)
        .map((kiosk) => {
          const sold = data.sales.filter(
            (sale) =>
              sale.kioskId === kiosk.id &&
              sale.status !== "failed" &&
              sale.localDate >= `${month}-01` &&
              sale.localDate <= last,
          );
          const sum = (pick: (sale: RawSale) => number) => sold.reduce((total, sale) => total + pick(sale), 0);
          const gross = sum((sale) => sale.subtotalCents);
          const discount = sum((sale) => sale.discountCents);
          const refunded = sum((sale) => sale.refundedCents);
          return {
            line: {
              kiosk_id: kiosk.id,
              name: kiosk.name,
              gross_cents: gross,
              discount_cents: discount,
              refunded_cents: refunded,
              net_cents: gross - discount - refunded,
            },
            shown: kiosk.live || sold.length > 0,
          };
        })
        .filter((kiosk) => kiosk.shown)
        .map((kiosk) => kiosk.line)
        .sort((a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.kiosk_id, b.kiosk_id));
      const net = kiosks.reduce((total, kiosk) => total + kiosk.net_cents, 0);
      const royalty = Math.sign(net) * Math.round((Math.abs(net) * client.royaltyBasisPoints) / 10_000);
      return {
        id: `${client.id}-${month}`,
        month,
        owner: { id: client.id, name: client.name, email: client.email },
        status: "draft",
        currency,
        kiosks,
        net_cents: net,
        royalty_percent: client.royaltyBasisPoints / 100,
        royalty_cents: royalty,
        monthly_fee_cents: client.monthlyFeeCents,
        adjustments: [],
        amount_due_cents: royalty + client.monthlyFeeCents,
        issued_at: null,
      };
    })
    .sort((a, b) => a.owner.name.localeCompare(b.owner.name, "en") || compare(a.owner.id, b.owner.id));
}

import { REFUND_MESSAGES, type Refund, type SaleDetail } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import {
  addKiosk,
  createPromoCode,
  makeSale,
  type NewKiosk,
  productIds,
  redeemPromosOf,
  resultsOf,
} from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";
import { analyze } from "../../db/analyze.js";
import { queryRows, type Tx } from "../../db/types.js";
import { checkRollups } from "../analytics/rollups.service.js";
import { applyRefund, type RefundCall } from "./refunds.repository.js";

/** 23:30 on 1 November in Los Angeles: the sale's own local day is the 1st, UTC's the 2nd. */
const LATE_EVENING = "2026-11-02T06:30:00Z";

/** A 422 in the documented shape with exactly these field messages. */
function expectRefused(response: { statusCode: number; json(): unknown }, errors: Record<string, string[]>): void {
  expect(response.statusCode).toBe(422);
  expectValidationShape(response.json());
  expect((response.json() as { errors: unknown }).errors).toEqual(errors);
}

describeEachDatabase("refunds", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let kiosk: NewKiosk;
  let product: string;
  let other: string;

  /** Sends paid sales of 2 × 450 (900 cents) and answers our ids, in order. */
  async function paidSales(count: number, overrides: Record<string, unknown> = {}): Promise<string[]> {
    const sales = Array.from({ length: count }, () =>
      makeSale([{ productId: product, quantity: 2 }], { occurred_at: LATE_EVENING, ...overrides }),
    );
    await redeemPromosOf(kiosk, sales);
    for (const result of resultsOf(await kiosk.device.sales(sales))) expect(result.status).toBe("accepted");
    const page = (await admin.get(`/api/sales?kiosk_id=${kiosk.id}&per_page=100`)).json().data as {
      id: string;
      order_id: string;
    }[];
    return sales.map((sale) => page.find((row) => row.order_id === sale.id)?.id as string);
  }

  const refund = (saleId: string, body: Record<string, unknown>, as = admin) =>
    as.post(`/api/sales/${saleId}/refunds`, { id: crypto.randomUUID(), reason: "Cup never came", ...body });
  const saleOf = async (saleId: string) => (await admin.get(`/api/sales/group/${saleId}`)).json().data as SaleDetail;
  const monthTotals = async () =>
    (await admin.get(`/api/sales/data?from=2026-11-01&to=2026-11-01&granularity=day&kiosk_id=${kiosk.id}`)).json().data
      .totals as { revenue_cents: number; orders: number };

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    [product, other] = [...(await productIds(t, demoId)).values()] as [string, string];
    kiosk = await addKiosk(t, { timezone: "America/Los_Angeles", admin });
    await createPromoCode(t, demoId, { code: "REFUNDS", amountOffCents: 100 });
  });
  afterAll(() => t.close());

  it("refunds in parts until the sale is refunded, on the sale's own day, with the rollups in step", async () => {
    const [saleId] = (await paidSales(1, { promo_code: "REFUNDS", discount_cents: 100 })) as [string];
    const before = await monthTotals();

    const first = await refund(saleId, { amount_cents: 300, items: [{ product_id: product, quantity: 1 }] });
    expect(first.statusCode).toBe(201);
    const made = first.json().data as Refund;
    expect(made).toMatchObject({
      amount_cents: 300,
      reason: "Cup never came",
      items: [{ product_id: product, quantity: 1 }],
      by: { type: "user", name: expect.any(String) },
    });
    expect(await saleOf(saleId)).toMatchObject({ status: "paid", refunded_cents: 300, refunds: [made] });
    expect(await monthTotals()).toMatchObject({
      revenue_cents: before.revenue_cents - 300,
      orders: before.orders,
    });

    expect((await refund(saleId, { amount_cents: 500 })).statusCode).toBe(201);
    const closed = await saleOf(saleId);
    expect(closed).toMatchObject({ status: "refunded", refunded_cents: 800, total_cents: 800 });
    expect(closed.refunds.map((r) => r.amount_cents)).toEqual([300, 500]);
    expect(await monthTotals()).toMatchObject({ revenue_cents: before.revenue_cents - 800, orders: before.orders - 1 });
    expect((await checkRollups(t.db.database.db, demoId)).sample).toEqual([]);

    const audit = (await auditRowsOf(t, demoId, "sales.refund")).filter((row) => row.targetId === saleId);
    expect(audit).toHaveLength(2);
  });

  it("answers a replay with the same refund, and refuses an id reused, an amount beyond what is left, a failed sale and units not sold", async () => {
    const [saleId] = (await paidSales(1)) as [string];
    const body = { id: crypto.randomUUID(), amount_cents: 200, reason: "Wrong flavour" };
    const created = await refund(saleId, body);
    expect(created.statusCode).toBe(201);
    const replay = await refund(saleId, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(created.json().data);
    expect((await saleOf(saleId)).refunded_cents).toBe(200);

    const reused = await refund(saleId, { ...body, amount_cents: 100 });
    expectRefused(reused, { id: [REFUND_MESSAGES.idReused] });
    expectRefused(await refund(saleId, { amount_cents: 701 }), { amount_cents: [REFUND_MESSAGES.beyondPaid] });
    expectRefused(await refund(saleId, { amount_cents: 1, items: [{ product_id: other, quantity: 1 }] }), {
      items: [REFUND_MESSAGES.itemNotSold],
    });
    expectRefused(await refund(saleId, { amount_cents: 1, items: [{ product_id: product, quantity: 3 }] }), {
      items: [REFUND_MESSAGES.itemBeyondSold],
    });
    expect((await saleOf(saleId)).refunded_cents).toBe(200);

    const [failed] = (await paidSales(1, { status: "failed" })) as [string];
    expectRefused(await refund(failed, { amount_cents: 1 }), { amount_cents: [REFUND_MESSAGES.notPaid] });
  });

  it("never refunds beyond the total when 20 arrive at once, and stores one refund for 20 copies of an id", async () => {
    const [many, copied] = (await paidSales(2)) as [string, string];
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(many, { amount_cents: 100 })));
    const accepted = answers.filter((answer) => answer.statusCode === 201).length;
    expect(accepted).toBe(9);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(11);
    expect(await saleOf(many)).toMatchObject({ refunded_cents: 900, status: "refunded" });

    const body = { id: crypto.randomUUID(), amount_cents: 250 };
    const copies = await Promise.all(Array.from({ length: 20 }, () => refund(copied, body)));
    expect(copies.map((answer) => answer.statusCode).sort((a, b) => a - b)).toEqual([...Array(19).fill(200), 201]);
    expect((await saleOf(copied)).refunds).toHaveLength(1);
    expect((await checkRollups(t.db.database.db, demoId)).sample).toEqual([]);
  });

  it("lets only those who refund sales, of sales they reach, refund", async () => {
    const [saleId] = (await paidSales(1)) as [string];
    const carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
    expect((await refund(saleId, { amount_cents: 1 }, carl)).statusCode).toBe(403);
    const acme = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    expect((await refund(saleId, { amount_cents: 1 }, acme)).statusCode).toBe(404);
    expect((await refund("not-a-sale", { amount_cents: 1 })).statusCode).toBe(404);
    expect((await saleOf(saleId)).refunded_cents).toBe(0);
  });

  it("takes a kiosk's own refunds by its order ids: accepted, duplicate, or rejected each on its own", async () => {
    const sale = makeSale([{ productId: product, quantity: 2 }], { occurred_at: LATE_EVENING });
    resultsOf(await kiosk.device.sales([sale]));
    const own = {
      id: `r-${sale.id}`,
      order_id: sale.id,
      amount_cents: 450,
      reason: "Cup stuck",
      occurred_at: LATE_EVENING,
    };
    const answer = resultsOf(
      await kiosk.device.refunds([
        own,
        own,
        { ...own, amount_cents: 451 },
        { ...own, id: "r-other", order_id: "no-such-order" },
        { ...own, id: "r-beyond", amount_cents: 451 },
        { ...own, id: "bad", amount_cents: -1 },
      ]),
    );
    expect(answer.map((result) => result.status)).toEqual([
      "accepted",
      "duplicate",
      "rejected",
      "rejected",
      "rejected",
      "rejected",
    ]);
    expect(answer[2]?.errors).toEqual({ id: [REFUND_MESSAGES.idReused] });
    expect(answer[3]?.errors).toEqual({ order_id: [REFUND_MESSAGES.unknownOrder] });
    expect(answer[4]?.errors).toEqual({ amount_cents: [REFUND_MESSAGES.beyondPaid] });
    expect(Object.keys(answer[5]?.errors ?? {})).toEqual(["amount_cents"]);
    const page = (await admin.get(`/api/sales?kiosk_id=${kiosk.id}&search=${sale.id}`)).json().data as { id: string }[];
    const stored = await saleOf(page[0]?.id as string);
    expect(stored).toMatchObject({ refunded_cents: 450, status: "paid", local_date: "2026-11-01" });
    expect(stored.refunds[0]?.by).toEqual({ type: "kiosk", id: kiosk.id, name: expect.any(String) });
    expect((await checkRollups(t.db.database.db, demoId)).sample).toEqual([]);
  });

  it("finds the sale by its key, by our id or by the kiosk's order id, even in a plan cached for every refund", async () => {
    // A kiosk of its own, so the suite's kiosk keeps its short list; far more sales than a refund names, so that a
    // plan reading the company's sales could not pass unseen, and statistics that tell the planner so.
    const own = await addKiosk(t, { timezone: "America/Los_Angeles", admin });
    const history = Array.from({ length: 500 }, () =>
      makeSale([{ productId: product }], { occurred_at: LATE_EVENING }),
    );
    resultsOf(await own.device.sales(history));
    const [first, second] = history as [{ id: string }, { id: string }];
    await analyze(t.db.database.db, ["sales"]);
    /** Rows of sales read so far in this transaction. */
    const salesRead = async (tx: Tx) => {
      const [row] = await queryRows<{ read: number | string }>(
        tx,
        sql`SELECT coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0) AS read
            FROM pg_stat_xact_user_tables WHERE relname = 'sales'`,
      );
      return Number(row?.read ?? 0);
    };
    const refundReading = (sale: RefundCall["sale"]) =>
      t.db.database.withTenant(demoId, async (tx) => {
        // The plan PL/pgSQL may settle on for any refund after a few: one that knows no key's value.
        await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
        const before = await salesRead(tx);
        const answer = await applyRefund(tx, demoId, {
          sale,
          id: crypto.randomUUID(),
          amount: 100,
          reason: "Cup never came",
          items: [],
          source: "kiosk",
          createdBy: null,
          createdByName: "Kiosk",
          createdAt: new Date().toISOString(),
          hash: "plan",
        });
        return { outcome: answer.outcome, reads: (await salesRead(tx)) - before };
      });

    const [ours] = await t.db.database.withTenant(demoId, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM sales WHERE kiosk_id = ${own.id} AND external_id = ${second.id}`,
      ),
    );
    // A few reads of the one sale (finding and locking it, adding the refund to it), where a plan that reads the
    // company's sales until it meets the one named reads hundreds.
    for (const sale of [{ kiosk_id: own.id, order_id: first.id }, { sale_id: ours?.id as string }]) {
      const { outcome, reads } = await refundReading(sale);
      expect(outcome).toBe("accepted");
      expect(reads).toBeGreaterThan(0);
      expect(reads).toBeLessThanOrEqual(4);
    }
    // An order no sale has: found by its key, nothing is read; such a plan would read every sale of the company.
    expect(await refundReading({ kiosk_id: own.id, order_id: "no-such-order" })).toEqual({
      outcome: "rejected",
      reads: 0,
    });
  });
});

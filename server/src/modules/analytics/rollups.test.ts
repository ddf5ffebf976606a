import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { describeEachDatabase, plannerRowEstimate } from "../../../test/databases.js";
import {
  addKiosk,
  companyIdBySubdomain,
  createPromoCode,
  insertProducts,
  makeSale,
  type NewKiosk,
  productIds,
  redeemPromosOf,
  resultsOf,
} from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { kioskDailySales, productDailySales, promoDailySales } from "../../db/schema/index.js";
import { queryRows } from "../../db/types.js";
import { checkRollups, rebuildRollups } from "./rollups.service.js";

/** The rebuild command's two halves: the check finds no drift after real ingestion, and finds every tampered row. */
describeEachDatabase("sales rollups: check and rebuild", (kind) => {
  let t: TestApp;
  let demoId: string;
  let kiosk: NewKiosk;
  let product: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdBySubdomain(t, "demo");
    // A product without a cost: migration 0007's backfill (replayed below) predates costs.
    [product] = (await insertProducts(t, demoId, [{ name: "Rollup cup", sku: "RB-1", priceCents: 450 }])) as [string];
    kiosk = await addKiosk(t, { timezone: "America/Los_Angeles" });
    const sales = [
      makeSale([{ productId: product, quantity: 2 }], {
        occurred_at: "2026-11-01T08:30:00Z",
        promo_code: "Fall",
        discount_cents: 90,
      }),
      makeSale([{ productId: product }], { occurred_at: "2026-11-01T09:30:00Z", status: "refunded" }),
      makeSale([{ productId: product }], { occurred_at: "2026-11-02T07:59:59Z", status: "failed" }),
      makeSale([{ productId: product, quantity: 3 }], { occurred_at: "2026-11-02T08:00:00Z", discount_cents: 100 }),
    ];
    await createPromoCode(t, demoId, { code: "Fall", percentOff: 10 });
    await redeemPromosOf(kiosk, sales);
    for (const result of resultsOf(await kiosk.device.sales(sales))) expect(result.status).toBe("accepted");
  });
  afterAll(() => t.close());

  it("backfills from the stored sales as migration 0007 does", async () => {
    const migration = readFileSync(new URL("../../db/migrations/0007_sales_rollups.sql", import.meta.url), "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .find((statement) => statement.includes("The rollups of the sales already stored"));
    expect(backfill).toBeDefined();
    await t.db.database.withTenant(demoId, async (tx) => {
      for (const table of [kioskDailySales, productDailySales, promoDailySales]) {
        await tx.delete(table).where(eq(table.companyId, demoId));
      }
    });
    expect((await checkRollups(t.db.database.db, demoId)).total).toBeGreaterThan(0);
    await t.db.database.db.execute(sql.raw(backfill as string));
    expect(await checkRollups(t.db.database.db)).toEqual({ total: 0, sample: [] });
  });

  it("finds no drift after ingestion, reports each tampered row without writing, and a rebuild repairs them", async () => {
    const db = t.db.database.db;
    expect(await checkRollups(db)).toEqual({ total: 0, sample: [] });
    // The check planned its scans on what the tables hold now: it analysed them first (four sales ingested).
    expect(await plannerRowEstimate(t.db.database, "sales")).toBe(4);
    await t.db.database.withTenant(demoId, async (tx) => {
      await tx
        .update(kioskDailySales)
        .set({ revenueCents: sql`${kioskDailySales.revenueCents} + 1` })
        .where(and(eq(kioskDailySales.companyId, demoId), eq(kioskDailySales.kioskId, kiosk.id)));
      await tx
        .delete(productDailySales)
        .where(and(eq(productDailySales.companyId, demoId), eq(productDailySales.localDate, "2026-11-01")));
      // More ghost rows than a report keeps as examples of one table (20): they are counted, not all listed.
      await tx.insert(promoDailySales).values(
        Array.from({ length: 25 }, (_, day) => ({
          companyId: demoId,
          kioskId: kiosk.id,
          localDate: `2026-10-${String(day + 1).padStart(2, "0")}`,
          code: "GHOST",
          orders: 1,
          discountCents: 5,
          revenueCents: 10,
        })),
      );
    });
    const drift = await checkRollups(db);
    expect(drift.total).toBe(3 + 25);
    const sampled = drift.sample.map((row) => `${row.table} ${row.key}`).sort();
    expect(sampled.filter((row) => !row.startsWith("promo_daily_sales"))).toEqual([
      `kiosk_daily_sales ${kiosk.id}/2026-11-01`,
      `kiosk_daily_sales ${kiosk.id}/2026-11-02`,
      `product_daily_sales ${product}/2026-11-01`,
    ]);
    expect(sampled.filter((row) => row.startsWith(`promo_daily_sales ${kiosk.id}/2026-10-`))).toHaveLength(20);
    expect(drift.sample.find((row) => row.table === "promo_daily_sales")).toMatchObject({
      stored: "1 5 10",
      expected: null,
    });
    // The check wrote nothing: the drift is still there.
    expect((await checkRollups(db)).total).toBe(28);

    expect((await rebuildRollups(db)).total).toBe(28);
    expect(await checkRollups(db)).toEqual({ total: 0, sample: [] });
    const [day] = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select()
        .from(kioskDailySales)
        .where(and(eq(kioskDailySales.companyId, demoId), eq(kioskDailySales.localDate, "2026-11-01"))),
    );
    // 08:30Z and 09:30Z on Nov 1 are 01:30 PDT and 01:30 PST: the same local day; 07:59:59Z on Nov 2 is the 1st too.
    expect(day).toMatchObject({ orders: 1, items: 2, revenueCents: 810, refunds: 1, refundedCents: 450 });
  });

  it("moves a kiosk's history between its owners' rollups when it changes hands (decision 026)", async () => {
    const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const owners = (await admin.get("/api/kiosks/owners")).json().data as { id: string; email: string }[];
    const ownerId = (email: string) => owners.find((owner) => owner.email === email)?.id as string;
    const ownersSums = () =>
      t.db.database.withTenant(demoId, (tx) =>
        queryRows<{ owner_id: string; orders: number }>(
          tx,
          sql`SELECT owner_id, sum(orders)::integer AS orders FROM owner_hourly_sales GROUP BY owner_id`,
        ),
      );
    // A sale of a product with a cost (the demo's): the cost moves with the kiosk too.
    const costed = [...(await productIds(t, demoId)).values()][0] as string;
    const sale = makeSale([{ productId: costed }], { occurred_at: "2026-11-03T12:00:00Z" });
    expect(resultsOf(await kiosk.device.sales([sale]))[0]?.status).toBe("accepted");
    expect(await ownersSums()).toEqual([{ owner_id: ownerId("client@demo.example.com"), orders: 3 }]);
    for (const email of ["pro@demo.example.com", "client@demo.example.com", "pro@demo.example.com"]) {
      const moved = await admin.request("PATCH", `/api/kiosks/${kiosk.id}`, { owner_id: ownerId(email) });
      expect(moved.statusCode, moved.payload).toBe(200);
      expect(await ownersSums()).toEqual([{ owner_id: ownerId(email), orders: 3 }]);
      expect(await checkRollups(t.db.database.db)).toEqual({ total: 0, sample: [] });
    }
  });
});

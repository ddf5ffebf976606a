import { REDEEM_MESSAGES, SALE_MESSAGES } from "@froyo/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELAXED_THROTTLE } from "../../test/auth-helpers.js";
import { describeEachDatabase } from "../../test/databases.js";
import {
  addKiosk,
  companyIdBySubdomain,
  createPromoCode,
  makeSale,
  type NewKiosk,
  productIds,
  resultsOf,
} from "../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { promoCodes, promoDailySales } from "../db/schema/index.js";

/**
 * device-api.md: release "409 once a paid sale holds it", and "a sale naming a promo code matches a redemption of that
 * code for that order, with the same discount" (issue 26, part 2).
 */
describeEachDatabase("promo codes in sales: a use is given back only when it was never used", (kind) => {
  let t: TestApp;
  let demoId: string;
  let orig: string;
  let kiosk: NewKiosk;
  let other: NewKiosk;

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEVICE_RATE_LIMIT_PER_MINUTE: "100000" });
    demoId = await companyIdBySubdomain(t, "demo");
    orig = (await productIds(t, demoId)).get("FY-ORIG") as string;
    kiosk = await addKiosk(t);
    other = await addKiosk(t);
  });
  afterAll(() => t.close());

  const usesOf = async (code: string) =>
    (
      await t.db.database.withTenant(demoId, (tx) =>
        tx
          .select({ uses: promoCodes.uses })
          .from(promoCodes)
          .where(and(eq(promoCodes.companyId, demoId), eq(promoCodes.code, code))),
      )
    )[0]?.uses;
  const effectOf = async (code: string) =>
    Number(
      (
        await t.db.database.withTenant(demoId, (tx) =>
          tx
            .select({ orders: sql<number>`coalesce(sum(${promoDailySales.orders}), 0)` })
            .from(promoDailySales)
            .where(and(eq(promoDailySales.companyId, demoId), eq(promoDailySales.code, code))),
        )
      )[0]?.orders,
    );
  /** A sale of 2 × 450 naming `code` with `discount`, in a given status. */
  const saleWith = (code: string, discount: number, status = "paid") =>
    makeSale([{ productId: orig, quantity: 2 }], { promo_code: code, discount_cents: discount, status });
  const redeem = (device: NewKiosk, code: string, orderId: string) =>
    device.device.redeem({ code, order_id: orderId, subtotal_cents: 900 });

  describe("release", () => {
    it("is refused with 409 once a paid or refunded sale holds the order's redemption: a limit of 1 serves 1", async () => {
      await createPromoCode(t, demoId, { code: "ONCEONLY", totalLimit: 1, amountOffCents: 100 });
      const paid = saleWith("ONCEONLY", 100);
      expect((await redeem(kiosk, "ONCEONLY", paid.id)).statusCode).toBe(200);
      expect(resultsOf(await kiosk.device.sales([paid]))[0]?.status).toBe("accepted");
      const release = await kiosk.device.release({ code: "ONCEONLY", order_id: paid.id });
      expect(release.statusCode).toBe(409);
      expect(release.json()).toEqual({ message: REDEEM_MESSAGES.usedBySale });
      expect(await usesOf("ONCEONLY")).toBe(1);
      const second = await redeem(kiosk, "ONCEONLY", saleWith("ONCEONLY", 100).id);
      expect(second.json()).toEqual({
        message: REDEEM_MESSAGES.exhausted,
        errors: { code: [REDEEM_MESSAGES.exhausted] },
      });

      await createPromoCode(t, demoId, { code: "REFUNDED", amountOffCents: 100 });
      const refunded = saleWith("REFUNDED", 100, "refunded");
      await redeem(kiosk, "REFUNDED", refunded.id);
      expect(resultsOf(await kiosk.device.sales([refunded]))[0]?.status).toBe("accepted");
      expect((await kiosk.device.release({ code: "REFUNDED", order_id: refunded.id })).statusCode).toBe(409);
      expect(await usesOf("REFUNDED")).toBe(1);
    });

    it("gives the use back for an abandoned order, and a failed sale gives it back by itself", async () => {
      await createPromoCode(t, demoId, { code: "GIVEBACKS", amountOffCents: 100 });
      const abandoned = saleWith("GIVEBACKS", 100);
      const failed = saleWith("GIVEBACKS", 100, "failed");
      for (const sale of [abandoned, failed]) await redeem(kiosk, "GIVEBACKS", sale.id);
      expect((await kiosk.device.release({ code: "GIVEBACKS", order_id: abandoned.id })).statusCode).toBe(200);
      expect(resultsOf(await kiosk.device.sales([failed]))[0]?.status).toBe("accepted");
      expect(await usesOf("GIVEBACKS")).toBe(0);
      expect((await kiosk.device.release({ code: "GIVEBACKS", order_id: failed.id })).statusCode).toBe(404);
    });
  });

  describe("a sale naming a code", () => {
    it("is rejected unless its order redeemed that code with that discount; the effect counts real ones", async () => {
      await createPromoCode(t, demoId, { code: "REAL", amountOffCents: 100 });
      await createPromoCode(t, demoId, { code: "OTHER", amountOffCents: 100 });
      const matching = saleWith("real", 100);
      const unknown = saleWith("NOSUCHCODE", 100);
      const neverRedeemed = saleWith("REAL", 100);
      const otherKiosk = saleWith("REAL", 100);
      const otherCode = saleWith("REAL", 100);
      const otherDiscount = saleWith("REAL", 50);
      const released = saleWith("REAL", 100);
      await redeem(kiosk, "REAL", matching.id);
      await redeem(other, "REAL", otherKiosk.id);
      await redeem(kiosk, "OTHER", otherCode.id);
      await redeem(kiosk, "REAL", otherDiscount.id);
      await redeem(kiosk, "REAL", released.id);
      await kiosk.device.release({ code: "REAL", order_id: released.id });
      const batch = [matching, unknown, neverRedeemed, otherKiosk, otherCode, otherDiscount, released];
      const notRedeemed = { promo_code: [SALE_MESSAGES.promoNotRedeemed] };
      expect(resultsOf(await kiosk.device.sales(batch))).toEqual([
        { id: matching.id, status: "accepted" },
        { id: unknown.id, status: "rejected", errors: { promo_code: [SALE_MESSAGES.unknownPromoCode] } },
        { id: neverRedeemed.id, status: "rejected", errors: notRedeemed },
        { id: otherKiosk.id, status: "rejected", errors: notRedeemed },
        { id: otherCode.id, status: "rejected", errors: notRedeemed },
        { id: otherDiscount.id, status: "rejected", errors: { discount_cents: [SALE_MESSAGES.promoDiscountMismatch] } },
        { id: released.id, status: "rejected", errors: notRedeemed },
      ]);
      expect(await effectOf("REAL")).toBe(1);
      // Sent again, the stored sale is a duplicate (its redemption still holds it).
      expect(resultsOf(await kiosk.device.sales([matching]))[0]?.status).toBe("duplicate");
    });
  });

  describe("a release racing the order's sale", () => {
    it("ends either with the sale stored and the release refused, or the use given back and the sale rejected", async () => {
      await createPromoCode(t, demoId, { code: "RACE", amountOffCents: 100 });
      const orders = Array.from({ length: 12 }, () => saleWith("RACE", 100));
      for (const sale of orders) expect((await redeem(kiosk, "RACE", sale.id)).statusCode).toBe(200);
      const outcomes = await Promise.all(
        orders.map(async (sale, i) => {
          const send = () => kiosk.device.sales([sale]).then((response) => resultsOf(response)[0]?.status);
          const release = () =>
            kiosk.device.release({ code: "RACE", order_id: sale.id }).then((response) => response.statusCode);
          // Half start with the sale, half with the release: both orders of arrival race.
          const [status, released] =
            i % 2 === 0
              ? await Promise.all([send(), release()])
              : await Promise.all([release(), send()]).then(([r, s]) => [s, r] as const);
          return `${status} ${released}`;
        }),
      );
      for (const outcome of outcomes) expect(["accepted 409", "rejected 200"]).toContain(outcome);
      const accepted = outcomes.filter((outcome) => outcome === "accepted 409").length;
      expect(await usesOf("RACE")).toBe(accepted);
      expect(await effectOf("RACE")).toBe(accepted);
    });
  });
});

import { and, eq } from "drizzle-orm";
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
import { promoCodes, promoRedemptions } from "../db/schema/index.js";

const HOUR = 3600_000;

/** device-api.md: redeem and release; "Redemptions never exceed a limit". */
describeEachDatabase("POST /device/v1/promocodes/redeem and /release", (kind) => {
  let t: TestApp;
  let demoId: string;
  let kiosk: NewKiosk;
  let other: NewKiosk;
  let orig: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEVICE_RATE_LIMIT_PER_MINUTE: "10000" });
    demoId = await companyIdBySubdomain(t, "demo");
    orig = (await productIds(t, demoId)).get("FY-ORIG") as string;
    kiosk = await addKiosk(t);
    other = await addKiosk(t);
  });
  afterAll(() => t.close());

  let counter = 0;
  const order = () => `order-${++counter}`;
  const usesOf = async (code: string) =>
    (
      await t.db.database.withTenant(demoId, (tx) =>
        tx.select({ uses: promoCodes.uses }).from(promoCodes).where(eq(promoCodes.code, code)),
      )
    )[0]?.uses;
  const redeem = (device: NewKiosk, code: string, subtotal = 1000, orderId = order()) =>
    device.device.redeem({ code, order_id: orderId, subtotal_cents: subtotal });

  it("gives a percentage rounded down, or a fixed amount never above the order, and counts one use", async () => {
    await createPromoCode(t, demoId, { code: "TENOFF", percentOff: 10 });
    await createPromoCode(t, demoId, { code: "FIVEFLAT", amountOffCents: 500 });
    const percent = await redeem(kiosk, "tenoff", 1099);
    expect(percent.statusCode).toBe(200);
    expect(percent.json()).toEqual({ data: { code: "TENOFF", discount_cents: 109, total_cents: 990 } });
    expect((await redeem(kiosk, "FIVEFLAT", 300)).json().data).toEqual({
      code: "FIVEFLAT",
      discount_cents: 300,
      total_cents: 0,
    });
    expect(await usesOf("TENOFF")).toBe(1);
  });

  it("names why a code cannot be used", async () => {
    const now = Date.now();
    await createPromoCode(t, demoId, { code: "LATER", startsAt: new Date(now + HOUR) });
    await createPromoCode(t, demoId, { code: "GONE", endsAt: new Date(now - HOUR) });
    await createPromoCode(t, demoId, { code: "OFF", active: false });
    await createPromoCode(t, demoId, { code: "ELSEWHERE" }, [other.id]);
    await createPromoCode(t, demoId, { code: "BIGORDER", minOrderCents: 2000 });
    await createPromoCode(t, demoId, { code: "NONELEFT", totalLimit: 0 });
    for (const [code, message] of [
      ["NOSUCHCODE", "The promo code is unknown."],
      ["LATER", "The promo code is not valid yet."],
      ["GONE", "The promo code has expired."],
      ["OFF", "The promo code is disabled."],
      ["ELSEWHERE", "The promo code is not valid at this kiosk."],
      ["BIGORDER", "The order is below the promo code's minimum."],
      ["NONELEFT", "The promo code has been used up."],
    ]) {
      const response = await redeem(kiosk, code as string);
      expect(response.statusCode, code).toBe(422);
      expect(response.json(), code).toEqual({ message, errors: { code: [message] } });
    }
    expect((await redeem(other, "ELSEWHERE")).statusCode).toBe(200);
  });

  it("answers the same result to an order redeemed again, consuming nothing, and refuses it a second code", async () => {
    await createPromoCode(t, demoId, { code: "AGAIN", percentOff: 20, totalLimit: 5 });
    await createPromoCode(t, demoId, { code: "SECOND" });
    const orderId = order();
    const first = await redeem(kiosk, "AGAIN", 1000, orderId);
    const second = await redeem(kiosk, "again", 5000, orderId);
    expect(second.json()).toEqual(first.json());
    expect(await usesOf("AGAIN")).toBe(1);
    const otherCode = await redeem(kiosk, "SECOND", 1000, orderId);
    expect(otherCode.statusCode).toBe(422);
    expect(otherCode.json().errors.code).toEqual(["This order has already redeemed another promo code."]);
  });

  it("with one use left, 20 simultaneous redeems for 20 orders succeed exactly once", async () => {
    await createPromoCode(t, demoId, { code: "LASTONE", totalLimit: 3 });
    await redeem(kiosk, "LASTONE");
    await redeem(other, "LASTONE");
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(i % 2 ? kiosk : other, "LASTONE")));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(19);
    expect(answers.every((r) => r.statusCode !== 500)).toBe(true);
    expect(await usesOf("LASTONE")).toBe(3);
  });

  it("holds a per-kiosk limit under the same race", async () => {
    await createPromoCode(t, demoId, { code: "PERKIOSK", perKioskLimit: 2 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(kiosk, "PERKIOSK")));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect((await redeem(other, "PERKIOSK")).statusCode).toBe(200);
    expect(await usesOf("PERKIOSK")).toBe(3);
  });

  it("with one use left at a kiosk, 20 simultaneous redeems there succeed exactly once", async () => {
    await createPromoCode(t, demoId, { code: "KIOSKLAST", perKioskLimit: 2 });
    expect((await redeem(kiosk, "KIOSKLAST")).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(kiosk, "KIOSKLAST")));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(19);
    expect(await usesOf("KIOSKLAST")).toBe(2);
  });

  it("answers 20 simultaneous copies of one order's redeem alike, counting one use", async () => {
    await createPromoCode(t, demoId, { code: "REPLAYED", percentOff: 25, totalLimit: 10 });
    const orderId = order();
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(kiosk, "REPLAYED", 1200, orderId)));
    expect(new Set(answers.map((r) => `${r.statusCode} ${r.payload}`))).toEqual(
      new Set([`200 ${JSON.stringify({ data: { code: "REPLAYED", discount_cents: 300, total_cents: 900 } })}`]),
    );
    expect(await usesOf("REPLAYED")).toBe(1);
  });

  it("gives a use back once when 20 releases of the order arrive at once", async () => {
    await createPromoCode(t, demoId, { code: "RELEASEONCE", totalLimit: 5 });
    const orderId = order();
    await redeem(kiosk, "RELEASEONCE", 1000, orderId);
    await redeem(kiosk, "RELEASEONCE");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => kiosk.device.release({ code: "RELEASEONCE", order_id: orderId })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 404)]);
    expect(await usesOf("RELEASEONCE")).toBe(1);
  });

  it("releases an abandoned order's use, once; the order may then redeem again", async () => {
    await createPromoCode(t, demoId, { code: "GIVEBACK", totalLimit: 1 });
    const orderId = order();
    expect((await redeem(kiosk, "GIVEBACK", 1000, orderId)).statusCode).toBe(200);
    expect((await redeem(kiosk, "GIVEBACK")).statusCode).toBe(422);
    const released = await kiosk.device.release({ code: "GIVEBACK", order_id: orderId });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ data: { code: "GIVEBACK", order_id: orderId } });
    expect(await usesOf("GIVEBACK")).toBe(0);
    const twice = await kiosk.device.release({ code: "GIVEBACK", order_id: orderId });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ message: "This order has no redemption of this code." });
    expect((await other.device.release({ code: "GIVEBACK", order_id: orderId })).statusCode).toBe(404);
    expect((await redeem(kiosk, "GIVEBACK", 800, orderId)).json().data.total_cents).toBe(720);
    expect(await usesOf("GIVEBACK")).toBe(1);
  });

  it("gives the use back when the order's sale arrives as failed, and keeps it for a paid one", async () => {
    await createPromoCode(t, demoId, { code: "FAILSAFE", totalLimit: 2 });
    const paid = makeSale([{ productId: orig, quantity: 2 }], { promo_code: "FAILSAFE", discount_cents: 90 });
    const failed = makeSale([{ productId: orig, quantity: 2 }], {
      promo_code: "FAILSAFE",
      discount_cents: 90,
      status: "failed",
    });
    for (const sale of [paid, failed]) expect((await redeem(kiosk, "FAILSAFE", 900, sale.id)).statusCode).toBe(200);
    expect(await usesOf("FAILSAFE")).toBe(2);
    expect(resultsOf(await kiosk.device.sales([paid, failed])).map((r) => r.status)).toEqual(["accepted", "accepted"]);
    expect(await usesOf("FAILSAFE")).toBe(1);
    const [row] = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ releasedAt: promoRedemptions.releasedAt })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.companyId, demoId), eq(promoRedemptions.orderId, failed.id))),
    );
    expect(row?.releasedAt).toBeInstanceOf(Date);
    // Sent again, the failed sale is a duplicate and gives nothing back twice.
    expect(resultsOf(await kiosk.device.sales([failed]))[0]?.status).toBe("duplicate");
    expect(await usesOf("FAILSAFE")).toBe(1);
  });

  describe("bad input", () => {
    it("answers 422 with field messages and consumes nothing", async () => {
      await createPromoCode(t, demoId, { code: "STEADY", totalLimit: 10 });
      for (const body of [
        {},
        { code: "STEADY", order_id: "o", subtotal_cents: -1 },
        { code: "STEADY", order_id: "", subtotal_cents: 100 },
        { code: "ST EADY", order_id: "o", subtotal_cents: 100 },
        { code: "STEADY", order_id: "o", subtotal_cents: 1.5 },
        { code: "x".repeat(41), order_id: "o", subtotal_cents: 100 },
      ]) {
        const response = await kiosk.device.redeem(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
      }
      expect(await usesOf("STEADY")).toBe(0);
    });
  });
});

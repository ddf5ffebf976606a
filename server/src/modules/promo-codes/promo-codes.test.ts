import { PROMO_CODE_MESSAGES } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { addKiosk, companyIdBySubdomain, makeSale, type NewKiosk, productIds, resultsOf } from "../../../test/fleet.js";
import { createThroughApi, expectRefused, newCode, uniqueCode } from "../../../test/promo-codes.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

/** Issue 12, part 1: `/api/promocodes` — create, read, list, count and delete, and what bad input gets. */
describeEachDatabase("promo codes: create, list, count, detail, delete", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let kiosk: NewKiosk;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdBySubdomain(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    kiosk = await addKiosk(t, { admin });
  });
  afterAll(() => t.close());

  it("creates a code with its window as instants of the chosen zone, and records it in the audit log", async () => {
    const code = uniqueCode("Spring");
    const response = await admin.post("/api/promocodes", {
      code,
      description: "Spring in Tokyo",
      amount_off_cents: 150,
      min_order_cents: 500,
      starts_at_local: "2027-04-01T09:00",
      ends_at_local: "2027-04-30T21:30",
      timezone: "Asia/Tokyo",
      max_uses: 100,
      max_uses_per_kiosk: 10,
      kiosk_ids: [kiosk.id],
    });
    expect(response.statusCode, response.payload).toBe(201);
    const created = response.json().data;
    expect(created).toEqual({
      id: expect.any(String),
      code,
      description: "Spring in Tokyo",
      percent_off: null,
      amount_off_cents: 150,
      min_order_cents: 500,
      starts_at: "2027-04-01T00:00:00.000Z",
      ends_at: "2027-04-30T12:31:00.000Z",
      timezone: "Asia/Tokyo",
      max_uses: 100,
      max_uses_per_kiosk: 10,
      kiosk_ids: [kiosk.id],
      active: true,
      uses: 0,
      status: "scheduled",
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const [entry] = await auditRowsOf(t, demoId, "promocodes.create");
    expect(entry?.targetId).toBe(created.id);
    expect(entry?.changes).toMatchObject({ code: { from: null, to: code }, kiosk_ids: { from: null, to: [kiosk.id] } });
  });

  it("answers the code with its redemptions and its effect in sales", async () => {
    const created = await createThroughApi(admin, { percent_off: 20 });
    const redeemed = await kiosk.device.redeem({ code: created.code, order_id: "detail-1", subtotal_cents: 1000 });
    expect(redeemed.statusCode, redeemed.payload).toBe(200);
    const detail = (await admin.get(`/api/promocodes/${created.id}`)).json().data;
    expect(detail.uses).toBe(1);
    expect(detail.redemptions_total).toBe(1);
    expect(detail.redemptions).toEqual([
      {
        id: expect.any(String),
        redeemed_at: expect.any(String),
        released_at: null,
        kiosk: { id: kiosk.id, name: expect.stringContaining("Test kiosk") },
        order_id: "detail-1",
        subtotal_cents: 1000,
        discount_cents: 200,
      },
    ]);
    // The order's sale arrives paid with the code (in another case): the rollup counts it.
    expect(detail.sales).toEqual({ orders: 0, revenue_cents: 0, discount_cents: 0 });
    const [product] = (await productIds(t, demoId)).values();
    const sale = makeSale([{ productId: product as string, quantity: 2, unitPriceCents: 500 }], {
      id: "detail-1",
      promo_code: created.code.toLowerCase(),
      discount_cents: 200,
    });
    expect(resultsOf(await kiosk.device.sales([sale]))[0]?.status).toBe("accepted");
    const after = (await admin.get(`/api/promocodes/${created.id}`)).json().data;
    expect(after.sales).toEqual({ orders: 1, revenue_cents: 800, discount_cents: 200 });
  });

  it("lists by search, status and sort, paged, and counts each status", async () => {
    const prefix = uniqueCode("LST");
    await createThroughApi(admin, { code: `${prefix}-A` });
    await createThroughApi(admin, { code: `${prefix}-B`, active: false });
    await createThroughApi(admin, { code: `${prefix}-C`, ends_at_local: "2001-01-01T00:00" });
    await createThroughApi(admin, { code: `${prefix}-D`, starts_at_local: "2098-01-01T00:00" });
    const list = await admin.get(`/api/promocodes?search=${prefix.toLowerCase()}&sort=code&order=desc&per_page=3`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { code: string }) => c.code)).toEqual([
      `${prefix}-D`,
      `${prefix}-C`,
      `${prefix}-B`,
    ]);
    expect(list.json().meta).toEqual({ current_page: 1, last_page: 2, total: 4, per_page: 3 });
    const statuses = (await admin.get(`/api/promocodes?search=${prefix}&sort=code&order=asc`)).json().data;
    expect(statuses.map((c: { status: string }) => c.status)).toEqual(["active", "disabled", "expired", "scheduled"]);
    const expired = (await admin.get(`/api/promocodes?search=${prefix}&status=expired`)).json().data;
    expect(expired.map((c: { code: string }) => c.code)).toEqual([`${prefix}-C`]);
    const counts = await admin.get(`/api/promocodes/count?search=${prefix}`);
    expect(counts.json()).toEqual({
      data: { all: 4, scheduled: 1, active: 1, expired: 1, exhausted: 0, disabled: 1 },
    });
    const everything = (await admin.get("/api/promocodes/count")).json().data;
    expect(everything.all).toBeGreaterThanOrEqual(6); // these four and the two seeded demo codes
  });

  it("refuses a code taken in any case, naming the field, and writes nothing", async () => {
    const taken = await createThroughApi(admin);
    const body = await expectRefused(
      t,
      demoId,
      () => admin.post("/api/promocodes", newCode({ code: taken.code.toLowerCase() })),
      422,
      ["code"],
    );
    expect(body.errors.code).toEqual([PROMO_CODE_MESSAGES.codeTaken]);
  });

  describe("bad input", () => {
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ["nothing", {}, { code: ["The code field is required."], timezone: ["The timezone field is required."] }],
      [
        "a space in the code",
        { code: "TWO WORDS" },
        { code: ["The code may only contain letters, digits and hyphens."] },
      ],
      ["a short code", { code: "AB" }, { code: ["The code must be at least 3 characters."] }],
      ["no discount", { percent_off: null }, { percent_off: [PROMO_CODE_MESSAGES.discountRequired] }],
      ["two discounts", { amount_off_cents: 100 }, { percent_off: [PROMO_CODE_MESSAGES.discountBoth] }],
      ["101%", { percent_off: 101 }, { percent_off: ["The percentage must be between 1 and 100."] }],
      [
        "half a cent",
        { percent_off: null, amount_off_cents: 1.5 },
        { amount_off_cents: ["The amount in cents must be a whole number."] },
      ],
      ["an unknown zone", { timezone: "Mars/Olympus" }, { timezone: ["The timezone is not known."] }],
      [
        "a day that does not exist",
        { starts_at_local: "2027-02-30T10:00" },
        { starts_at_local: ["The start must be a date and time as YYYY-MM-DDTHH:mm between 2000 and 2099."] },
      ],
      [
        "an end before the start",
        { starts_at_local: "2027-05-02T00:00", ends_at_local: "2027-05-01T23:59" },
        { ends_at_local: [PROMO_CODE_MESSAGES.endBeforeStart] },
      ],
      [
        "a time the clocks skip",
        { starts_at_local: "2027-03-14T02:30", timezone: "America/New_York" },
        { starts_at_local: [PROMO_CODE_MESSAGES.timeSkipped] },
      ],
      ["a zero limit", { max_uses: 0 }, { max_uses: ["The total limit must be between 1 and 10000000."] }],
      [
        "a kiosk of nowhere",
        { kiosk_ids: ["0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f"] },
        { kiosk_ids: [PROMO_CODE_MESSAGES.kiosksInvalid] },
      ],
      ["a stray field", { uses: 5 }, { uses: ["The uses field is not allowed."] }],
    ];
    for (const [name, overrides, errors] of cases) {
      it(`answers 422 with field messages for ${name}, and writes nothing`, async () => {
        const payload = name === "nothing" ? {} : newCode(overrides);
        const body = await expectRefused(
          t,
          demoId,
          () => admin.post("/api/promocodes", payload),
          422,
          Object.keys(errors).sort(),
        );
        expect(body.errors).toEqual(errors);
      });
    }
  });

  it("deletes a code never redeemed, once, and answers 404 for it afterwards", async () => {
    const created = await createThroughApi(admin);
    const deleted = await admin.request("DELETE", `/api/promocodes/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await admin.get(`/api/promocodes/${created.id}`)).statusCode).toBe(404);
    expect((await admin.request("DELETE", `/api/promocodes/${created.id}`)).statusCode).toBe(404);
    expect((await auditRowsOf(t, demoId, "promocodes.delete")).map((row) => row.targetId)).toContain(created.id);
  });

  it("refuses to delete a redeemed code, even with its use given back, and says to disable it", async () => {
    const created = await createThroughApi(admin);
    await kiosk.device.redeem({ code: created.code, order_id: "kept-1", subtotal_cents: 500 });
    await kiosk.device.release({ code: created.code, order_id: "kept-1" });
    const body = await expectRefused(t, demoId, () => admin.request("DELETE", `/api/promocodes/${created.id}`), 422, [
      "id",
    ]);
    expect(body.message).toBe(PROMO_CODE_MESSAGES.hasRedemptions);
    const disabled = await admin.request("PATCH", `/api/promocodes/${created.id}`, { active: false });
    expect(disabled.json().data).toMatchObject({ active: false, status: "disabled" });
    const refused = await kiosk.device.redeem({ code: created.code, order_id: "kept-2", subtotal_cents: 500 });
    expect(refused.json().errors.code).toEqual(["The promo code is disabled."]);
  });

  it("answers 404 for ids that are not codes of the company", async () => {
    for (const id of ["nope", "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f"]) {
      expect((await admin.get(`/api/promocodes/${id}`)).statusCode).toBe(404);
      expect((await admin.request("PATCH", `/api/promocodes/${id}`, { active: false })).statusCode).toBe(404);
      expect((await admin.request("DELETE", `/api/promocodes/${id}`)).statusCode).toBe(404);
    }
  });
});

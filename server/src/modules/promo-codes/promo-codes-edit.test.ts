import { PROMO_CODE_MESSAGES } from "@froyo/contracts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, companyIdBySubdomain, type NewKiosk } from "../../../test/fleet.js";
import { createThroughApi, expectRefused } from "../../../test/promo-codes.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

/** Issue 12, part 1: editing a code. History is never contradicted; limits move only where the uses allow. */
describeOnOneDatabase("PATCH /api/promocodes/{id}", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let north: NewKiosk;
  let south: NewKiosk;
  let orders = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEVICE_RATE_LIMIT_PER_MINUTE: "10000" });
    demoId = await companyIdBySubdomain(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    north = await addKiosk(t, { admin });
    south = await addKiosk(t, { admin });
  });
  afterAll(() => t.close());

  const patch = (id: string, body: Record<string, unknown>) => admin.request("PATCH", `/api/promocodes/${id}`, body);
  const redeem = (kiosk: NewKiosk, code: string) =>
    kiosk.device.redeem({ code, order_id: `edit-${++orders}`, subtotal_cents: 1000 });

  it("changes the discount of a code never redeemed, one kind replacing the other, and audits it", async () => {
    const created = await createThroughApi(admin, { percent_off: 10 });
    const response = await patch(created.id, { amount_off_cents: 250, description: "Flat" });
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.json().data).toMatchObject({ percent_off: null, amount_off_cents: 250, description: "Flat" });
    const entries = await auditRowsOf(t, demoId, "promocodes.update");
    expect(entries.at(-1)?.changes).toEqual({
      description: { from: "", to: "Flat" },
      percent_off: { from: 10, to: null },
      amount_off_cents: { from: null, to: 250 },
    });
  });

  it("freezes the discount and the code once redeemed, and still takes other edits", async () => {
    const created = await createThroughApi(admin, { percent_off: 10 });
    expect((await redeem(north, created.code)).statusCode).toBe(200);
    for (const [body, field, message] of [
      [{ percent_off: 15 }, "percent_off", PROMO_CODE_MESSAGES.discountFrozen],
      [{ amount_off_cents: 100 }, "amount_off_cents", PROMO_CODE_MESSAGES.discountFrozen],
      [{ code: `${created.code}-X` }, "code", PROMO_CODE_MESSAGES.codeFrozen],
    ] as const) {
      const refused = await expectRefused(t, demoId, () => patch(created.id, body), 422, [field]);
      expect(refused.errors[field]).toEqual([message]);
    }
    const same = await patch(created.id, { percent_off: 10, description: "Still ten", min_order_cents: 300 });
    expect(same.statusCode, same.payload).toBe(200);
    expect(same.json().data).toMatchObject({ percent_off: 10, description: "Still ten", min_order_cents: 300 });
  });

  it("lets limits rise, or fall only down to the uses made, in all and at the busiest kiosk", async () => {
    const created = await createThroughApi(admin, { max_uses: 5, max_uses_per_kiosk: 4 });
    for (const kiosk of [north, north, south]) expect((await redeem(kiosk, created.code)).statusCode).toBe(200);
    const total = await expectRefused(t, demoId, () => patch(created.id, { max_uses: 2 }), 422, ["max_uses"]);
    expect(total.errors.max_uses).toEqual([PROMO_CODE_MESSAGES.limitBelowUses]);
    const perKiosk = await expectRefused(t, demoId, () => patch(created.id, { max_uses_per_kiosk: 1 }), 422, [
      "max_uses_per_kiosk",
    ]);
    expect(perKiosk.errors.max_uses_per_kiosk).toEqual([PROMO_CODE_MESSAGES.perKioskBelowUses]);
    const lowered = await patch(created.id, { max_uses: 3, max_uses_per_kiosk: 2 });
    expect(lowered.json().data).toMatchObject({ max_uses: 3, max_uses_per_kiosk: 2, uses: 3, status: "exhausted" });
    expect((await redeem(south, created.code)).json().errors.code).toEqual(["The promo code has been used up."]);
    const raised = await patch(created.id, { max_uses: null });
    expect(raised.json().data).toMatchObject({ max_uses: null, status: "active" });
    expect((await redeem(south, created.code)).statusCode).toBe(200);
    expect((await redeem(north, created.code)).statusCode).toBe(422); // north holds its 2 per-kiosk uses
  });

  it("keeps the window's wall-clock times when only the timezone changes, and checks the order of its ends", async () => {
    const created = await createThroughApi(admin, {
      starts_at_local: "2027-07-01T10:00",
      ends_at_local: "2027-07-31T22:00",
      timezone: "Asia/Tokyo",
    });
    const moved = await patch(created.id, { timezone: "Europe/Paris" });
    expect(moved.json().data).toMatchObject({
      starts_at: "2027-07-01T08:00:00.000Z",
      ends_at: "2027-07-31T20:01:00.000Z",
      timezone: "Europe/Paris",
    });
    const shortened = await patch(created.id, { ends_at_local: "2027-07-15T12:00" });
    expect(shortened.json().data).toMatchObject({
      starts_at: "2027-07-01T08:00:00.000Z",
      ends_at: "2027-07-15T10:01:00.000Z",
    });
    const before = await expectRefused(t, demoId, () => patch(created.id, { ends_at_local: "2027-06-30T12:00" }), 422, [
      "ends_at_local",
    ]);
    expect(before.errors.ends_at_local).toEqual([PROMO_CODE_MESSAGES.endBeforeStart]);
    const open = await patch(created.id, { starts_at_local: null, ends_at_local: null });
    expect(open.json().data).toMatchObject({ starts_at: null, ends_at: null, status: "active" });
  });

  it("disables and enables a code with active, and refuses an empty edit or a taken code", async () => {
    const created = await createThroughApi(admin);
    const other = await createThroughApi(admin);
    expect((await patch(created.id, { active: false })).json().data.status).toBe("disabled");
    expect((await redeem(north, created.code)).json().errors.code).toEqual(["The promo code is disabled."]);
    expect((await patch(created.id, { active: true })).json().data.status).toBe("active");
    const empty = await expectRefused(t, demoId, () => patch(created.id, {}), 422, ["code"]);
    expect(empty.errors.code).toEqual([PROMO_CODE_MESSAGES.nothingToUpdate]);
    const taken = await expectRefused(t, demoId, () => patch(created.id, { code: other.code.toLowerCase() }), 422, [
      "code",
    ]);
    expect(taken.errors.code).toEqual([PROMO_CODE_MESSAGES.codeTaken]);
  });

  it("never lets a lowered limit and racing redeems leave more uses than the limit", async () => {
    const created = await createThroughApi(admin, { max_uses: 20 });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => redeem(i % 2 ? north : south, created.code)),
      patch(created.id, { max_uses: 4 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
    const after = (await admin.get(`/api/promocodes/${created.id}`)).json().data;
    expect(after.uses).toBeLessThanOrEqual(after.max_uses);
    const limited = answers.at(-1)?.statusCode === 200;
    expect(after.max_uses).toBe(limited ? 4 : 20);
    expect(after.uses).toBe(after.redemptions_total);
    // Lowered first: the redeems after it stop at 4. Refused: more than 4 were made before it got the code.
    if (limited) expect(after.uses).toBeLessThanOrEqual(4);
    else expect(after.uses).toBe(10);
  });
});

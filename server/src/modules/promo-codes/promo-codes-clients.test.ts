import { PROMO_CODE_MESSAGES } from "@froyo/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, companyIdBySubdomain, type NewKiosk } from "../../../test/fleet.js";
import { createThroughApi, expectRefused, newCode } from "../../../test/promo-codes.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { kiosks } from "../../db/schema/index.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

/**
 * A Client - Pro (`* promocodes`) manages codes for their own kiosks only (decision 021): they name at least one
 * kiosk, all theirs; they see a code only when all its kiosks are theirs. Staff see every code of the company.
 */
describeOnOneDatabase("promo codes of a Client - Pro", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let pro: Browser;
  let prosKiosk: NewKiosk;
  let prosOther: NewKiosk;
  let carlsKiosk: NewKiosk;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdBySubdomain(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    prosKiosk = await addKiosk(t, { admin, owner: "pro" });
    prosOther = await addKiosk(t, { admin, owner: "pro" });
    carlsKiosk = await addKiosk(t, { admin, owner: "client" });
  });
  afterAll(() => t.close());

  const codesOf = async (browser: Browser) =>
    ((await browser.get("/api/promocodes?per_page=100")).json().data as { id: string }[]).map((code) => code.id);

  it("creates codes for their own kiosks, and is refused none, another's or a mix", async () => {
    const own = await createThroughApi(pro, { kiosk_ids: [prosKiosk.id, prosOther.id] });
    expect(own.kiosk_ids).toEqual([prosKiosk.id, prosOther.id].sort());
    for (const [kioskIds, message] of [
      [[], PROMO_CODE_MESSAGES.ownKiosksRequired],
      [[carlsKiosk.id], PROMO_CODE_MESSAGES.kiosksInvalid],
      [[prosKiosk.id, carlsKiosk.id], PROMO_CODE_MESSAGES.kiosksInvalid],
      [[RANDOM_ID], PROMO_CODE_MESSAGES.kiosksInvalid],
    ] as const) {
      const body = await expectRefused(
        t,
        demoId,
        () => pro.post("/api/promocodes", newCode({ kiosk_ids: kioskIds })),
        422,
        ["kiosk_ids"],
      );
      expect(body.errors.kiosk_ids).toEqual([message]);
    }
  });

  it("sees only codes whose kiosks are all theirs; staff see every code", async () => {
    const own = await createThroughApi(pro, { kiosk_ids: [prosKiosk.id] });
    const companyWide = await createThroughApi(admin);
    const mixed = await createThroughApi(admin, { kiosk_ids: [prosKiosk.id, carlsKiosk.id] });
    const carls = await createThroughApi(admin, { kiosk_ids: [carlsKiosk.id] });
    const forPro = await createThroughApi(admin, { kiosk_ids: [prosOther.id] });
    const listed = await codesOf(pro);
    expect(listed).toEqual(expect.arrayContaining([own.id, forPro.id]));
    for (const hidden of [companyWide.id, mixed.id, carls.id]) expect(listed).not.toContain(hidden);
    const counts = (await pro.get("/api/promocodes/count")).json().data;
    expect(counts.all).toBe(listed.length);
    expect(await codesOf(admin)).toEqual(expect.arrayContaining([own.id, companyWide.id, mixed.id, carls.id]));
  });

  it("does not reach a code that also covers a kiosk of no owner", async () => {
    const unowned = await addKiosk(t, { admin, owner: "client" });
    await t.db.database.withTenant(demoId, (tx) =>
      tx
        .update(kiosks)
        .set({ ownerId: null })
        .where(and(eq(kiosks.companyId, demoId), eq(kiosks.id, unowned.id))),
    );
    const shared = await createThroughApi(admin, { kiosk_ids: [prosKiosk.id, unowned.id] });
    expect(await codesOf(pro)).not.toContain(shared.id);
    const edit = await pro.request("PATCH", `/api/promocodes/${shared.id}`, { description: "Mine now" });
    expect(edit.statusCode).toBe(404);
  });

  it("gets the 404 of a missing code for codes out of reach, and nothing changes", async () => {
    const mixed = await createThroughApi(admin, { kiosk_ids: [prosKiosk.id, carlsKiosk.id] });
    const companyWide = await createThroughApi(admin);
    for (const id of [mixed.id, companyWide.id]) {
      for (const [method, body] of [
        ["GET", undefined],
        ["PATCH", { description: "Taken over" }],
        ["DELETE", undefined],
      ] as const) {
        const theirs = await expectRefused(t, demoId, () => pro.request(method, `/api/promocodes/${id}`, body), 404);
        const nowhere = await pro.request(method, `/api/promocodes/${RANDOM_ID}`, body);
        expect(theirs).toEqual(nowhere.json());
      }
    }
  });

  it("edits their code within their kiosks, and cannot hand it to another's kiosk", async () => {
    const own = await createThroughApi(pro, { kiosk_ids: [prosKiosk.id] });
    const moved = await pro.request("PATCH", `/api/promocodes/${own.id}`, { kiosk_ids: [prosOther.id] });
    expect(moved.json().data.kiosk_ids).toEqual([prosOther.id]);
    for (const kioskIds of [[carlsKiosk.id], []]) {
      await expectRefused(
        t,
        demoId,
        () => pro.request("PATCH", `/api/promocodes/${own.id}`, { kiosk_ids: kioskIds }),
        422,
        ["kiosk_ids"],
      );
    }
    expect((await pro.request("DELETE", `/api/promocodes/${own.id}`)).statusCode).toBe(204);
  });

  it("reads the redemptions made at their own kiosks only", async () => {
    const shared = await createThroughApi(admin);
    for (const kiosk of [carlsKiosk, prosKiosk]) {
      const redeemed = await kiosk.device.redeem({ code: shared.code, order_id: "shared-1", subtotal_cents: 800 });
      expect(redeemed.statusCode).toBe(200);
    }
    // Staff narrow the code to the Pro's kiosk: it becomes theirs to see, Carl's redemption stays Carl's.
    await admin.request("PATCH", `/api/promocodes/${shared.id}`, { kiosk_ids: [prosKiosk.id] });
    const detail = (await pro.get(`/api/promocodes/${shared.id}`)).json().data;
    expect(detail.redemptions.map((r: { kiosk: { id: string } }) => r.kiosk.id)).toEqual([prosKiosk.id]);
    expect(detail.redemptions_total).toBe(1);
    expect((await admin.get(`/api/promocodes/${shared.id}`)).json().data.redemptions_total).toBe(2);
  });
});

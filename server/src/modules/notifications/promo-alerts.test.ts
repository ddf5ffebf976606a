import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { FakeClock } from "../../../test/fake-clock.js";
import { addKiosk, createPromoCode } from "../../../test/fleet.js";
import { notificationRows } from "../../../test/notifications.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { kiosks, promoCodes } from "../../db/schema/index.js";

/**
 * "Promo code used up" beyond the redemption that takes the last use (scheduled-alerts.test.ts): an edit lowering
 * the limit to the uses, the clients the promo list shows the code to, and a code deleted under its alert.
 */
describeOnOneDatabase("promo code alerts", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let demoId: string;
  let adminId: string;
  let proId: string;
  let admin: Browser;
  let pro: Browser;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
  });
  afterAll(() => t.close());

  const usedUp = async (code: string) => {
    await t.app.jobs.runDueJobs();
    return (await notificationRows(t.db.database, demoId))
      .filter((row) => row.title === `Promo code used up: ${code}`)
      .map((row) => (row.userId === adminId ? "admin" : row.userId === proId ? "pro" : row.userId))
      .sort();
  };

  it("alerts once when an edit lowers the limit to the uses made", async () => {
    const kiosk = await addKiosk(t, { owner: "pro" });
    const id = await createPromoCode(t, demoId, { code: "EDIT3", totalLimit: 3 });
    for (const order of ["e-1", "e-2"]) {
      const redeemed = await kiosk.device.redeem({ code: "EDIT3", order_id: order, subtotal_cents: 900 });
      expect(redeemed.statusCode).toBe(200);
    }
    expect(await usedUp("EDIT3")).toEqual([]);
    const lowered = await admin.request("PATCH", `/api/promocodes/${id}`, { max_uses: 2 });
    expect(lowered.json().data.status).toBe("exhausted");
    expect(await usedUp("EDIT3")).toEqual(["admin"]);
    // Still used up after another edit: nothing new.
    expect((await admin.request("PATCH", `/api/promocodes/${id}`, { description: "x" })).statusCode).toBe(200);
    expect(await usedUp("EDIT3")).toEqual(["admin"]);
  });

  it("alerts once per episode: a use given back and taken again is not a second alert, an edit's new uses end it", async () => {
    const kiosk = await addKiosk(t, { owner: "pro" });
    const id = await createPromoCode(t, demoId, { code: "AGAIN1", totalLimit: 1 });
    const redeem = (order: string) => kiosk.device.redeem({ code: "AGAIN1", order_id: order, subtotal_cents: 900 });
    expect((await redeem("a-1")).statusCode).toBe(200);
    expect(await usedUp("AGAIN1")).toEqual(["admin"]);
    // The order is abandoned, the use given back, and the next order takes it: the code was used up all along.
    expect((await kiosk.device.release({ code: "AGAIN1", order_id: "a-1" })).statusCode).toBe(200);
    expect((await redeem("a-2")).statusCode).toBe(200);
    expect(await usedUp("AGAIN1")).toEqual(["admin"]);
    // An edit giving it a use more ends the episode: used up again is news.
    expect((await admin.request("PATCH", `/api/promocodes/${id}`, { max_uses: 2 })).statusCode).toBe(200);
    expect((await redeem("a-3")).statusCode).toBe(200);
    expect(await usedUp("AGAIN1")).toEqual(["admin", "admin"]);
  });

  it("tells a client of a code the list shows them: every kiosk theirs, a deleted one included", async () => {
    const own = await addKiosk(t, { owner: "pro" });
    const gone = await addKiosk(t, { owner: "pro" });
    await createPromoCode(t, demoId, { code: "MINE1", totalLimit: 1 }, [own.id, gone.id]);
    await t.db.database.withTenant(demoId, (tx) =>
      tx
        .update(kiosks)
        .set({ deletedAt: clock.now() })
        .where(and(eq(kiosks.companyId, demoId), eq(kiosks.id, gone.id))),
    );
    const listed = (await pro.get("/api/promocodes?search=MINE1")).json().data as { code: string }[];
    expect(listed.map((code) => code.code)).toEqual(["MINE1"]);
    expect((await own.device.redeem({ code: "MINE1", order_id: "m-1", subtotal_cents: 900 })).statusCode).toBe(200);
    expect(await usedUp("MINE1")).toEqual(["admin", "pro"]);
  });

  it("keeps the alert of a code deleted since, without its dead link", async () => {
    const kiosk = await addKiosk(t, { owner: "pro" });
    const id = await createPromoCode(t, demoId, { code: "GONE1", totalLimit: 1 });
    expect((await kiosk.device.redeem({ code: "GONE1", order_id: "g-1", subtotal_cents: 900 })).statusCode).toBe(200);
    expect(await usedUp("GONE1")).toEqual(["admin"]);
    const item = async () =>
      ((await admin.get("/api/notifications?per_page=100")).json().data as Record<string, unknown>[]).find(
        (entry) => entry.title === "Promo code used up: GONE1",
      );
    expect(await item()).toMatchObject({ promo_code: { id, code: "GONE1" }, link: `/promo-codes?code=${id}` });
    // The API keeps used codes (disable instead); a purge straight in the database must not break the inbox.
    await t.db.database.withTenant(demoId, (tx) =>
      tx.delete(promoCodes).where(and(eq(promoCodes.companyId, demoId), eq(promoCodes.id, id))),
    );
    expect(await item()).toMatchObject({ promo_code: null, link: null, data: { code: "GONE1" } });
  });
});

import { KIOSK_MESSAGES, type Tray, traySchema } from "@froyo/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import {
  addKiosk,
  fleetSnapshot,
  insertProducts,
  makeSale,
  type NewKiosk,
  productIds,
  resultsOf,
  untilACallWaits,
} from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";
import { products } from "../../db/schema/index.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

describeEachDatabase("GET /api/kiosks/:id/trays and PATCH /api/kiosks/:id/trays/:trayId", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  let orig: string;
  let mango: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    const ids = await productIds(t, demoId);
    orig = ids.get("FY-ORIG") as string;
    mango = ids.get("FY-MANG") as string;
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(() => t.close());

  /** A kiosk whose first tray holds FY-ORIG, 40 of 50, low at 10. */
  const kioskWithTray = () => addKiosk(t, { admin, fill: [{ position: 1, productId: orig, level: 40 }] });
  const trayId = (kiosk: NewKiosk, position = 1) =>
    kiosk.trays.find((tray) => tray.position === position)?.id as string;
  const update = (kiosk: NewKiosk, body: unknown, browser = admin, position = 1) =>
    browser.request(
      "PATCH",
      `/api/kiosks/${kiosk.id}/trays/${trayId(kiosk, position)}`,
      body as Record<string, unknown>,
    );
  async function updated(kiosk: NewKiosk, body: Record<string, unknown>, browser = admin): Promise<Tray> {
    const response = await update(kiosk, body, browser);
    expect(response.statusCode, response.payload).toBe(200);
    const { data } = response.json();
    expect(traySchema.strict().parse(data)).toEqual(data);
    return data;
  }
  /** The tray's audit entries of an action, oldest first (filling it through addKiosk was the first update). */
  const trayAudit = async (action: string, kiosk: NewKiosk) =>
    (await auditRowsOf(t, demoId, action)).filter((row) => row.targetId === trayId(kiosk));
  const lastAudit = async (action: string, kiosk: NewKiosk) => (await trayAudit(action, kiosk)).at(-1);

  async function expectRefused(kiosk: NewKiosk, body: unknown, status: number, fields?: string[]) {
    const before = await fleetSnapshot(t, demoId);
    const response = await update(kiosk, body);
    expect(response.statusCode, response.payload).toBe(status);
    if (status === 422) {
      expectValidationShape(response.json());
      expect(Object.keys(response.json().errors).sort()).toEqual(fields);
    }
    expect(await fleetSnapshot(t, demoId)).toEqual(before);
    return response.json();
  }

  it("lists a kiosk's trays in position order, as the kiosk embeds them", async () => {
    const kiosk = await addKiosk(t, { admin, fill: [{ position: 3, productId: mango, level: 5 }] });
    const response = await admin.get(`/api/kiosks/${kiosk.id}/trays`);
    expect(response.statusCode).toBe(200);
    const trays = response.json().data as Tray[];
    expect(trays.map((tray) => tray.position)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const tray of trays) expect(traySchema.strict().parse(tray)).toEqual(tray);
    expect(trays[2]).toMatchObject({ product: { id: mango, name: "Mango Sorbet" }, level: 5, capacity: 50 });
    expect((await admin.get(`/api/kiosks/${kiosk.id}`)).json().data.trays).toEqual(trays);
    expect((await admin.get(`/api/kiosks/${RANDOM_ID}/trays`)).statusCode).toBe(404);
  });

  describe("editing", () => {
    it("sets product, capacity, level and threshold together, and audits the changes", async () => {
      const kiosk = await kioskWithTray();
      const tray = await updated(kiosk, { product_id: mango, capacity: 80, level: 70, low_threshold: 15 });
      expect(tray).toMatchObject({
        product_id: mango,
        product: { id: mango, name: "Mango Sorbet" },
        capacity: 80,
        level: 70,
        low_threshold: 15,
        is_low: false,
      });
      const entry = await lastAudit("trays.update", kiosk);
      expect(entry).toMatchObject({ targetType: "tray", actorEmail: "admin@demo.example.com" });
      expect(entry?.changes).toEqual({
        product_id: { from: orig, to: mango },
        capacity: { from: 50, to: 80 },
        level: { from: 40, to: 70 },
        low_threshold: { from: 10, to: 15 },
        // A par level at the capacity (the default) follows it.
        par_level: { from: 50, to: 80 },
      });
    });

    it("empties a tray with product_id null, keeping its level", async () => {
      const kiosk = await kioskWithTray();
      expect(await updated(kiosk, { product_id: null })).toMatchObject({ product_id: null, product: null, level: 40 });
    });

    it("flips is_low at the threshold, both ways", async () => {
      const kiosk = await kioskWithTray();
      expect(await updated(kiosk, { level: 11 })).toMatchObject({ is_low: false });
      expect(await updated(kiosk, { level: 10 })).toMatchObject({ is_low: true });
      expect(await updated(kiosk, { low_threshold: 9 })).toMatchObject({ is_low: false });
      // Its other trays are empty slots: never low.
      expect((await admin.get(`/api/kiosks/${kiosk.id}`)).json().data.low_trays).toBe(0);
      expect(await updated(kiosk, { level: 0, low_threshold: 0 })).toMatchObject({ is_low: true });
      expect((await admin.get(`/api/kiosks/${kiosk.id}`)).json().data.low_trays).toBe(1);
      expect(await updated(kiosk, { product_id: null })).toMatchObject({ is_low: false });
    });

    it("lowers level and threshold to a smaller capacity", async () => {
      const kiosk = await kioskWithTray();
      expect(await updated(kiosk, { capacity: 8 })).toMatchObject({ capacity: 8, level: 8, low_threshold: 8 });
      const entry = await lastAudit("trays.update", kiosk);
      expect(entry?.changes).toEqual({
        capacity: { from: 50, to: 8 },
        level: { from: 40, to: 8 },
        low_threshold: { from: 10, to: 8 },
        par_level: { from: 50, to: 8 },
      });
      expect(await updated(kiosk, { capacity: 100 })).toMatchObject({ capacity: 100, level: 8, low_threshold: 8 });
    });

    it("keeps a par level set under the capacity, lowering it only to a smaller capacity", async () => {
      const kiosk = await kioskWithTray();
      expect(await updated(kiosk, { par_level: 30 })).toMatchObject({ capacity: 50, par_level: 30 });
      expect((await lastAudit("trays.update", kiosk))?.changes).toEqual({ par_level: { from: 50, to: 30 } });
      expect(await updated(kiosk, { capacity: 80 })).toMatchObject({ capacity: 80, par_level: 30 });
      expect(await updated(kiosk, { capacity: 20 })).toMatchObject({ capacity: 20, par_level: 20 });
    });

    it.each([
      [{ level: 51 }, ["level"], KIOSK_MESSAGES.levelAboveCapacity],
      [{ low_threshold: 51 }, ["low_threshold"], KIOSK_MESSAGES.thresholdAboveCapacity],
      [{ par_level: 51 }, ["par_level"], KIOSK_MESSAGES.parLevelAboveCapacity],
      [{ par_level: 0 }, ["par_level"], "The par level must be at least 1."],
      [{ capacity: 20, par_level: 30 }, ["par_level"], KIOSK_MESSAGES.parLevelAboveCapacity],
      [{ capacity: 20, level: 30 }, ["level"], KIOSK_MESSAGES.levelAboveCapacity],
      [{ capacity: 20, level: 21, low_threshold: 21 }, ["level", "low_threshold"], undefined],
    ])("refuses %j with 422 on the field, writing nothing", async (body, fields, message) => {
      const kiosk = await kioskWithTray();
      const answer = await expectRefused(kiosk, body, 422, fields);
      if (message) expect(Object.values(answer.errors)).toEqual([[message]]);
    });

    it("refuses an archived, unknown or other company's product", async () => {
      const kiosk = await kioskWithTray();
      const [archived] = await insertProducts(t, demoId, [
        { name: "Gone", sku: "TR-GONE", priceCents: 1, archivedAt: new Date() },
      ]);
      const acmeProduct = [...(await productIds(t, await companyIdOf(t, "acme"))).values()][0];
      for (const productId of [archived, RANDOM_ID, acmeProduct]) {
        const answer = await expectRefused(kiosk, { product_id: productId, level: 5 }, 422, ["product_id"]);
        expect(answer.errors.product_id).toEqual([KIOSK_MESSAGES.unknownProduct]);
      }
    });

    it.each([
      [{}, "level"],
      [{ refill: true, level: 3 }, "level"],
      [{ refill: false }, "refill"],
      [{ level: -1 }, "level"],
      [{ level: 2.5 }, "level"],
      [{ capacity: 0 }, "capacity"],
      [{ capacity: 10_001 }, "capacity"],
      [{ product_id: "mango" }, "product_id"],
      [{ position: 2, level: 1 }, "position"],
    ])("refuses %j by its shape", async (body, field) => {
      const kiosk = await kioskWithTray();
      await expectRefused(kiosk, body, 422, [field]);
    });

    it("answers 404 for an unknown tray, another kiosk's tray and an unknown kiosk", async () => {
      const kiosk = await kioskWithTray();
      const other = await kioskWithTray();
      const before = await fleetSnapshot(t, demoId);
      for (const url of [
        `/api/kiosks/${kiosk.id}/trays/${RANDOM_ID}`,
        `/api/kiosks/${kiosk.id}/trays/not-an-id`,
        `/api/kiosks/${kiosk.id}/trays/${trayId(other)}`,
        `/api/kiosks/${RANDOM_ID}/trays/${trayId(kiosk)}`,
      ]) {
        const response = await admin.request("PATCH", url, { level: 1 });
        expect(response.statusCode, url).toBe(404);
      }
      expect(await fleetSnapshot(t, demoId)).toEqual(before);
    });
  });

  describe("refilling", () => {
    it("fills the tray to its capacity, and audits a refill", async () => {
      const kiosk = await kioskWithTray();
      const updates = (await trayAudit("trays.update", kiosk)).length;
      expect(await updated(kiosk, { refill: true })).toMatchObject({ level: 50, capacity: 50, is_low: false });
      const [entry] = await trayAudit("trays.refill", kiosk);
      expect(entry?.changes).toEqual({ level: { from: 40, to: 50 } });
      expect(await trayAudit("trays.update", kiosk)).toHaveLength(updates);
    });

    it("fills to the new capacity when the same call changes it", async () => {
      const kiosk = await kioskWithTray();
      expect(await updated(kiosk, { refill: true, capacity: 120 })).toMatchObject({ level: 120, capacity: 120 });
      expect(await updated(kiosk, { refill: true, capacity: 30 })).toMatchObject({ level: 30, low_threshold: 10 });
    });

    it("may be done by the client who owns the kiosk", async () => {
      const kiosk = await kioskWithTray();
      const carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
      expect(await updated(kiosk, { refill: true }, carl)).toMatchObject({ level: 50 });
      const [entry] = await trayAudit("trays.refill", kiosk);
      expect(entry?.actorEmail).toBe("client@demo.example.com");
    });

    it("counts sales dated before it in the refilled level: only later ones lower it", async () => {
      const kiosk = await kioskWithTray();
      const sell = async (occurredAt: Date, quantity: number) => {
        const sale = makeSale([{ productId: orig, quantity }], { occurred_at: occurredAt.toISOString() });
        expect(resultsOf(await kiosk.device.sales([sale]))[0]?.status).toBe("accepted");
      };
      expect(await updated(kiosk, { refill: true })).toMatchObject({ level: 50 });
      const refilledAt = Date.now();
      await sell(new Date(refilledAt - 60_000), 3);
      const level = async () => ((await admin.get(`/api/kiosks/${kiosk.id}/trays`)).json().data as Tray[])[0]?.level;
      expect(await level()).toBe(50);
      await sell(new Date(refilledAt + 1_000), 4);
      expect(await level()).toBe(46);
    });
  });
  // Races need a second connection: PGlite runs one transaction at a time, so they exist on PostgreSQL only.
  if (kind === "postgres") {
    describe("a product leaving the catalog while a tray is set to it", () => {
      /** Sets tray 1 to the product while a transaction that removes it (as DELETE /api/products does) is open. */
      async function setWhileRemoved(remove: "erase" | "archive") {
        const kiosk = await kioskWithTray();
        const [productId] = await insertProducts(t, demoId, [
          { name: `Leaving ${remove}`, sku: `LV-${remove}`, priceCents: 1 },
        ]);
        const before = await fleetSnapshot(t, demoId);
        let written: Promise<LightMyRequestResponse> | undefined;
        await t.db.database.withTenant(demoId, async (tx) => {
          const mine = and(eq(products.companyId, demoId), eq(products.id, productId as string));
          await tx.select({ id: products.id }).from(products).where(mine).for("update");
          if (remove === "erase") await tx.delete(products).where(mine);
          else await tx.update(products).set({ archivedAt: sql`now()`, active: false }).where(mine);
          written = update(kiosk, { product_id: productId });
          await untilACallWaits(t);
        });
        const response = (await written) as LightMyRequestResponse;
        expect(response.statusCode, `${remove}: ${response.payload}`).toBe(422);
        expect(response.json().errors).toEqual({ product_id: [KIOSK_MESSAGES.unknownProduct] });
        const after = await fleetSnapshot(t, demoId);
        expect(after.trays).toEqual(before.trays);
      }

      it("answers 422, not 500, when the product is erased meanwhile", async () => {
        await setWhileRemoved("erase");
      });

      it("answers 422 when the product is archived meanwhile, never leaving it in the tray", async () => {
        await setWhileRemoved("archive");
      });
    });
  }
});

import { DEVICE_MESSAGES, KIOSK_MESSAGES, KIOSKS_PER_DELETE_MAX } from "@froyo/contracts";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, createUser, DEMO_PASSWORD, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import {
  addKiosk,
  fleetSnapshot,
  kioskRow,
  makeSale,
  type NewKiosk,
  productIds,
  resultsOf,
  salesCountOf,
  untilACallWaits,
} from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { snapshotCompany } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";
import { kiosks, users } from "../../db/schema/index.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

describeEachDatabase("POST /api/kiosks/delete, and deleting a user who owns kiosks", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  let productId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    productId = (await productIds(t, demoId)).get("FY-ORIG") as string;
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(() => t.close());

  const deleteKiosks = (ids: unknown) => admin.post("/api/kiosks/delete", { ids });
  const listedIds = async () =>
    ((await admin.get("/api/kiosks?per_page=100")).json().data as { id: string }[]).map((kiosk) => kiosk.id);
  const stocked = () => addKiosk(t, { admin, fill: [{ position: 1, productId }] });
  const sell = async (kiosk: NewKiosk) =>
    expect(resultsOf(await kiosk.device.sales([makeSale([{ productId }])]))[0]?.status).toBe("accepted");

  async function expectNothingDeleted(ids: unknown, status: number) {
    const before = await fleetSnapshot(t, demoId);
    const response = await deleteKiosks(ids);
    expect(response.statusCode, response.payload).toBe(status);
    if (status === 422) expectValidationShape(response.json());
    expect(await fleetSnapshot(t, demoId)).toEqual(before);
    return response.json();
  }

  it("deletes several kiosks at once, softly: kept with their sales, gone from the API, keys dead", async () => {
    const [first, second, spared] = [await stocked(), await stocked(), await stocked()];
    await sell(first);
    const sales = await salesCountOf(t, demoId, first.id);
    expect(sales).toBe(1);
    const response = await deleteKiosks([first.id, second.id]);
    expect(response.statusCode, response.payload).toBe(204);
    expect(response.payload).toBe("");

    const listed = await listedIds();
    expect(listed).not.toContain(first.id);
    expect(listed).not.toContain(second.id);
    expect(listed).toContain(spared.id);
    for (const kiosk of [first, second]) {
      expect((await admin.get(`/api/kiosks/${kiosk.id}`)).statusCode).toBe(404);
      expect((await admin.get(`/api/kiosks/${kiosk.id}/trays`)).statusCode).toBe(404);
      const row = await kioskRow(t, demoId, kiosk.id);
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect(row).toMatchObject({ apiKeyHash: null, active: false });
      for (const call of [
        await kiosk.device.catalog(),
        await kiosk.device.heartbeat({ sent_at: new Date().toISOString(), status: "ok" }),
        await kiosk.device.sales([makeSale([{ productId }])]),
      ]) {
        expect(call.statusCode).toBe(401);
        expect(call.json()).toEqual({ message: DEVICE_MESSAGES.unknownKey });
      }
    }
    expect(await salesCountOf(t, demoId, first.id)).toBe(sales);
    expect((await spared.device.catalog()).statusCode).toBe(200);
    const audited = (await auditRowsOf(t, demoId, "kiosks.delete")).map((row) => row.targetId);
    expect(audited).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(audited).not.toContain(spared.id);
  });

  it("frees the serial number of a deleted kiosk, in any case", async () => {
    const kiosk = await addKiosk(t, { admin, serial: "REUSE-ME-1" });
    const taken = await addKiosk(t, { admin, serial: "reuse-me-1" }).catch((error: Error) => error.message);
    expect(taken).toContain(KIOSK_MESSAGES.serialTaken);
    expect((await deleteKiosks([kiosk.id])).statusCode).toBe(204);
    const again = await addKiosk(t, { admin, serial: "reuse-me-1" });
    expect((await admin.get(`/api/kiosks/${again.id}`)).json().data.serial_number).toBe("reuse-me-1");
    // The deleted kiosk keeps its own serial number for its sales' sake.
    expect((await kioskRow(t, demoId, kiosk.id))?.serialNumber).toBe("REUSE-ME-1");
  });

  it("takes an id repeated in the list, in either case, as one", async () => {
    const kiosk = await stocked();
    const response = await deleteKiosks([kiosk.id, kiosk.id, kiosk.id.toUpperCase()]);
    expect(response.statusCode, response.payload).toBe(204);
    expect(await listedIds()).not.toContain(kiosk.id);
    expect((await auditRowsOf(t, demoId, "kiosks.delete")).filter((row) => row.targetId === kiosk.id)).toHaveLength(1);
  });

  describe("all or nothing", () => {
    it("answers 404 when one id is unknown, and deletes none", async () => {
      const [a, b] = [await stocked(), await stocked()];
      const body = await expectNothingDeleted([a.id, RANDOM_ID, b.id], 404);
      expect(body).toEqual({ message: KIOSK_MESSAGES.notFoundInDelete });
      expect(await listedIds()).toEqual(expect.arrayContaining([a.id, b.id]));
    });

    it("answers 404 when one was deleted already, or is another company's", async () => {
      const live = await stocked();
      const gone = await stocked();
      expect((await deleteKiosks([gone.id])).statusCode).toBe(204);
      await expectNothingDeleted([live.id, gone.id], 404);
      const acmeKiosk = await addKiosk(t, { subdomain: "acme" });
      await expectNothingDeleted([live.id, acmeKiosk.id], 404);
    });

    it.each([
      ["empty", [], "ids"],
      ["malformed", [RANDOM_ID, "not-a-uuid"], "ids.1"],
      ["too many", Array.from({ length: KIOSKS_PER_DELETE_MAX + 1 }, () => RANDOM_ID), "ids"],
      ["not a list", "x", "ids"],
    ])("answers 422 for ids: %s", async (_label, ids, field) => {
      const body = await expectNothingDeleted(ids, 422);
      expect(Object.keys(body.errors)).toEqual([field]);
    });
  });

  describe("deleting the owner", () => {
    it("is refused while they own live kiosks (nothing changes), allowed once their kiosks are deleted", async () => {
      const owner = await createUser(t, demoId, {
        email: "franchisee@demo.example.com",
        status: "active",
        password: DEMO_PASSWORD,
      });
      const created = [];
      for (const serial of ["OWN-1", "OWN-2"]) {
        const response = await admin.post("/api/kiosks", {
          owner_id: owner.id,
          name: `Franchise ${serial}`,
          serial_number: serial,
          timezone: "UTC",
        });
        expect(response.statusCode, response.payload).toBe(201);
        created.push(response.json().data.id as string);
      }
      const before = { fleet: await fleetSnapshot(t, demoId), users: await snapshotCompany(t, demoId) };
      const refused = await admin.request("DELETE", `/api/users/${owner.id}`);
      expect(refused.statusCode, refused.payload).toBe(422);
      expect(refused.json()).toEqual({
        message: KIOSK_MESSAGES.ownsKiosks,
        errors: { id: [KIOSK_MESSAGES.ownsKiosks] },
      });
      expect({ fleet: await fleetSnapshot(t, demoId), users: await snapshotCompany(t, demoId) }).toEqual(before);

      // One kiosk left is still one too many.
      expect((await deleteKiosks([created[0]])).statusCode).toBe(204);
      expect((await admin.request("DELETE", `/api/users/${owner.id}`)).statusCode).toBe(422);
      expect((await deleteKiosks([created[1]])).statusCode).toBe(204);
      const deleted = await admin.request("DELETE", `/api/users/${owner.id}`);
      expect(deleted.statusCode, deleted.payload).toBe(204);
      expect((await admin.get(`/api/users/${owner.id}`)).statusCode).toBe(404);
      // The deleted kiosks stay for their sales, without an owner.
      for (const id of created) expect(await kioskRow(t, demoId, id)).toMatchObject({ ownerId: null });
      expect((await admin.get("/api/kiosks?per_page=100")).statusCode).toBe(200);
    });

    // Races need a second connection: PGlite runs one transaction at a time, so they exist on PostgreSQL only.
    if (kind === "postgres") {
      it("answers 422 on owner_id, not 500, when the owner's deletion commits while a kiosk is written for them", async () => {
        const target = await stocked();
        const writes: [string, (ownerId: string) => Promise<LightMyRequestResponse>][] = [
          [
            "create",
            (ownerId) =>
              admin.post("/api/kiosks", { owner_id: ownerId, name: "Race", serial_number: "RC-1", timezone: "UTC" }),
          ],
          ["reassign", (ownerId) => admin.request("PATCH", `/api/kiosks/${target.id}`, { owner_id: ownerId })],
        ];
        for (const [label, write] of writes) {
          const owner = await createUser(t, demoId, { email: `gone-${label}@demo.example.com`, status: "active" });
          const before = await fleetSnapshot(t, demoId);
          let written: Promise<LightMyRequestResponse> | undefined;
          await t.db.database.withTenant(demoId, async (tx) => {
            // The owner's deletion, under way: the write finds the owner (still there), then waits on its row.
            await tx.delete(users).where(and(eq(users.companyId, demoId), eq(users.id, owner.id)));
            written = write(owner.id);
            await untilACallWaits(t);
          });
          const response = (await written) as LightMyRequestResponse;
          expect(response.statusCode, `${label}: ${response.payload}`).toBe(422);
          expect(response.json().errors).toEqual({ owner_id: [KIOSK_MESSAGES.ownerNotClient] });
          expect(await fleetSnapshot(t, demoId)).toEqual(before);
        }
      });

      it("keeps a kiosk committed during its owner's deletion owned: the deletion is refused (BUG in users)", async () => {
        const owner = await createUser(t, demoId, { email: "racing-owner@demo.example.com", status: "active" });
        const kioskId = uuidv7();
        let deletion: Promise<LightMyRequestResponse> | undefined;
        await t.db.database.withTenant(demoId, async (tx) => {
          // A kiosk written for the owner (as POST /api/kiosks does), committed once the deletion has checked.
          await tx.insert(kiosks).values({
            companyId: demoId,
            id: kioskId,
            ownerId: owner.id,
            name: "Orphan?",
            serialNumber: `RC-${kioskId}`,
            timezone: "UTC",
          });
          deletion = admin.request("DELETE", `/api/users/${owner.id}`);
          await untilACallWaits(t);
        });
        const response = (await deletion) as LightMyRequestResponse;
        // Fails today: user-changes.service.ts checks ownsLiveKiosks without locking the user row, so the deletion
        // answers 204 and ON DELETE SET NULL leaves a live kiosk without an owner (unlisted, unreachable, key valid).
        expect(
          { status: response.statusCode, ownerId: (await kioskRow(t, demoId, kioskId))?.ownerId },
          "a live kiosk must keep its owner: lock the user row before checking ownsLiveKiosks",
        ).toEqual({ status: 422, ownerId: owner.id });
      });
    }

    it("is refused for a seeded client who owns the seeded kiosks", async () => {
      const carl = (await admin.get("/api/kiosks/owners"))
        .json()
        .data.find((user: { email: string }) => user.email === "client@demo.example.com");
      const response = await admin.request("DELETE", `/api/users/${carl.id}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ id: [KIOSK_MESSAGES.ownsKiosks] });
    });
  });
});

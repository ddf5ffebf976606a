import { type Visit, visitSchema } from "@froyo/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { addKiosk, makeSale, type NewKiosk, productIds, resultsOf } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { setTrayState, trayStates, type VisitTrayBody, visitBody, visitsWithId } from "../../../test/visits.js";
import { VISIT_ID_REUSED } from "./visits.service.js";

/** The same instant written on a wall clock two hours ahead of UTC. */
function withOffset(instant: string, offset: "+02:00"): string {
  return `${new Date(Date.parse(instant) + 2 * 3_600_000).toISOString().slice(0, 23)}${offset}`;
}

/** The rules where the engine matters: levels set in one transaction, exactly once under parallel replays. */
describeEachDatabase("POST /api/kiosks/:id/visits: levels, shrinkage and exactly-once", (kind) => {
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

  /** A kiosk with FY-ORIG in tray 1 and Mango in tray 2, 30 and 12 of 50, levels set an hour ago. */
  async function stockedKiosk(): Promise<NewKiosk> {
    const kiosk = await addKiosk(t, {
      admin,
      fill: [
        { position: 1, productId: orig },
        { position: 2, productId: mango },
      ],
    });
    await setTrayState(t, demoId, trayOf(kiosk, 1), { capacity: 50, level: 30 });
    await setTrayState(t, demoId, trayOf(kiosk, 2), { capacity: 50, level: 12 });
    return kiosk;
  }
  const trayOf = (kiosk: NewKiosk, position: number) =>
    kiosk.trays.find((tray) => tray.position === position)?.id as string;
  const post = (kiosk: NewKiosk, body: unknown) =>
    admin.post(`/api/kiosks/${kiosk.id}/visits`, body as Record<string, unknown>);
  const levels = async (kiosk: NewKiosk) => (await trayStates(t, demoId, kiosk.id)).map((tray) => tray.level);

  it("sets each tray to counted + added − removed as of the visit's end, records shrinkage, and audits", async () => {
    const kiosk = await stockedKiosk();
    const body = visitBody(
      [
        { tray_id: trayOf(kiosk, 1), counted: 27, added: 23, removed: 2, removed_reason: "expired" },
        { tray_id: trayOf(kiosk, 2), counted: 14, added: 30, removed: 0 },
      ],
      { notes: "Wiped the nozzles", checklist: { cleaned: true, temperature_c: 3.2 } },
    );
    const response = await post(kiosk, body);
    expect(response.statusCode, response.payload).toBe(201);
    const visit = response.json().data as Visit;
    expect(visitSchema.strict().parse(visit)).toEqual(visit);
    expect(visit).toMatchObject({
      id: body.id,
      kiosk: { id: kiosk.id },
      technician: { name: "Ada Admin" },
      finished_at: body.finished_at,
      checklist: { cleaned: true, temperature_c: 3.2 },
      notes: "Wiped the nozzles",
    });
    expect(visit.trays).toEqual([
      expect.objectContaining({ position: 1, product_id: orig, expected: 30, counted: 27, level_after: 48 }),
      expect.objectContaining({ position: 2, product_id: mango, expected: 12, counted: 14, level_after: 44 }),
    ]);
    expect(visit.trays.map((tray) => [tray.shrinkage, tray.removed_reason])).toEqual([
      [3, "expired"],
      [-2, null],
    ]);
    const states = await trayStates(t, demoId, kiosk.id);
    expect(states.slice(0, 2).map((tray) => [tray.level, new Date(tray.levelSetAt).toISOString()])).toEqual([
      [48, body.finished_at],
      [44, body.finished_at],
    ]);
    const [entry] = (await auditRowsOf(t, demoId, "visits.create")).filter((row) => row.targetId === kiosk.id);
    expect(entry).toMatchObject({ targetType: "kiosk", actorEmail: "admin@demo.example.com" });
    expect((await admin.get(`/api/kiosks/${kiosk.id}/visits`)).json().data).toEqual([visit]);
  });

  it("property: for random trays and counts, the levels left and the shrinkage are exact (fast-check)", async () => {
    const kiosk = await addKiosk(t, { admin, fill: [1, 2, 3, 4].map((position) => ({ position, productId: orig })) });
    const trayArb = fc
      .record({ capacity: fc.integer({ min: 1, max: 200 }), level: fc.nat(), counted: fc.nat(), added: fc.nat() })
      .chain(({ capacity, level, counted, added }) => {
        const stored = level % (capacity + 1);
        const count = counted % (capacity + 1);
        const add = added % (capacity - count + 1);
        return fc
          .integer({ min: 0, max: count + add })
          .map((removed) => ({ capacity, stored, counted: count, added: add, removed }));
      });
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([1, 2, 3, 4], { minLength: 0 }),
        fc.array(trayArb, { minLength: 4, maxLength: 4 }),
        async (listed, trays) => {
          for (const [index, tray] of trays.entries()) {
            await setTrayState(t, demoId, trayOf(kiosk, index + 1), { capacity: tray.capacity, level: tray.stored });
          }
          const before = await levels(kiosk);
          const entries: VisitTrayBody[] = listed.map((position) => {
            const tray = trays[position - 1] as (typeof trays)[number];
            const { counted, added, removed } = tray;
            return {
              tray_id: trayOf(kiosk, position),
              counted,
              added,
              removed,
              removed_reason: removed > 0 ? "damaged" : null,
            };
          });
          const response = await post(kiosk, visitBody(entries));
          expect(response.statusCode, response.payload).toBe(201);
          const visit = response.json().data as Visit;
          const expected = before.map((level, index) => {
            const tray = trays[index] as (typeof trays)[number];
            return listed.includes(index + 1) ? tray.counted + tray.added - tray.removed : level;
          });
          expect(await levels(kiosk)).toEqual(expected);
          expect(visit.trays.map((tray) => tray.position)).toEqual([...listed].sort((a, b) => a - b));
          for (const line of visit.trays) {
            const tray = trays[line.position - 1] as (typeof trays)[number];
            expect(line).toMatchObject({
              expected: tray.stored,
              counted: tray.counted,
              level_after: tray.counted + tray.added - tray.removed,
              shrinkage: tray.stored - tray.counted,
            });
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  describe("exactly once", () => {
    it("answers a replay 200 with the stored visit and does not set the levels again after later sales", async () => {
      const kiosk = await stockedKiosk();
      const body = visitBody([
        { tray_id: trayOf(kiosk, 1), counted: 30, added: 20, removed: 0 },
        { tray_id: trayOf(kiosk, 2), counted: 12, added: 0, removed: 0, removed_reason: null },
      ]);
      const first = await post(kiosk, body);
      expect(first.statusCode, first.payload).toBe(201);
      // A sale after the visit lowers the level the visit left; the replay must not undo it.
      const sold = await kiosk.device.sales([makeSale([{ productId: orig, quantity: 2 }])]);
      expect(resultsOf(sold).map((result) => result.status)).toEqual(["accepted"]);
      expect((await levels(kiosk))[0]).toBe(48);
      // The same visit as the phone may send it again: its trays in another order, its times with an offset.
      const again = await post(kiosk, {
        ...body,
        id: body.id.toUpperCase(),
        finished_at: withOffset(body.finished_at, "+02:00"),
        trays: [...body.trays].reverse().map((tray) => ({ ...tray, removed_reason: undefined })),
      });
      expect(again.statusCode, again.payload).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await levels(kiosk))[0]).toBe(48);
      expect(await visitsWithId(t, demoId, body.id)).toBe(1);
    });

    it("stores 20 identical replays sent in parallel once, and applies its levels once", async () => {
      const kiosk = await stockedKiosk();
      const body = visitBody([
        { tray_id: trayOf(kiosk, 1), counted: 29, added: 21, removed: 0 },
        { tray_id: trayOf(kiosk, 2), counted: 12, added: 10, removed: 1, removed_reason: "damaged" },
      ]);
      const auditBefore = (await auditRowsOf(t, demoId, "visits.create")).length;
      const responses = await Promise.all(Array.from({ length: 20 }, () => post(kiosk, body)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(
        statuses.filter((status) => status !== 200 && status !== 201),
        responses[0]?.payload,
      ).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(19);
      const answers = new Set(responses.map((response) => JSON.stringify(response.json().data)));
      expect(answers.size).toBe(1);
      expect(await visitsWithId(t, demoId, body.id)).toBe(1);
      expect((await levels(kiosk)).slice(0, 2)).toEqual([50, 21]);
      expect((await auditRowsOf(t, demoId, "visits.create")).length).toBe(auditBefore + 1);
    });

    it("refuses the same id with other contents (409) and changes nothing", async () => {
      const kiosk = await stockedKiosk();
      const body = visitBody([{ tray_id: trayOf(kiosk, 1), counted: 30, added: 0, removed: 0 }]);
      expect((await post(kiosk, body)).statusCode).toBe(201);
      const other = await post(kiosk, { ...body, notes: "changed" });
      expect(other.statusCode, other.payload).toBe(409);
      expect(other.json()).toEqual({ message: VISIT_ID_REUSED });
      const elsewhere = await stockedKiosk();
      expect((await post(elsewhere, { ...body, trays: [] })).statusCode).toBe(409);
      expect(await levels(elsewhere)).toEqual([30, 12, 0, 0, 0, 0]);
    });
  });

  describe("the order of events", () => {
    it("a visit that ended before a tray's level was last set records itself but keeps the newer level", async () => {
      const kiosk = await stockedKiosk();
      const newer = visitBody([{ tray_id: trayOf(kiosk, 1), counted: 30, added: 10, removed: 0 }], {}, 10);
      const older = visitBody([{ tray_id: trayOf(kiosk, 1), counted: 25, added: 5, removed: 0 }], {}, 40);
      expect((await post(kiosk, newer)).statusCode).toBe(201);
      const late = await post(kiosk, older);
      expect(late.statusCode, late.payload).toBe(201);
      expect((late.json().data as Visit).trays[0]).toMatchObject({ expected: 40, counted: 25, shrinkage: 15 });
      expect((await levels(kiosk))[0]).toBe(40);
      const [first] = await trayStates(t, demoId, kiosk.id);
      expect(new Date(first?.levelSetAt as Date).toISOString()).toBe(newer.finished_at);
    });

    it("a sale that occurred before the visit ended, reported after it, is not taken from the count again", async () => {
      const kiosk = await stockedKiosk();
      const body = visitBody([{ tray_id: trayOf(kiosk, 1), counted: 28, added: 22, removed: 0 }], {}, 10);
      expect((await post(kiosk, body)).statusCode).toBe(201);
      const before = new Date(Date.parse(body.finished_at) - 15 * 60_000).toISOString();
      const after = new Date(Date.parse(body.finished_at) + 60_000).toISOString();
      const sent = await kiosk.device.sales([
        makeSale([{ productId: orig }], { occurred_at: before }),
        makeSale([{ productId: orig, quantity: 3 }], { occurred_at: after }),
      ]);
      expect(resultsOf(sent).map((result) => result.status)).toEqual(["accepted", "accepted"]);
      expect((await levels(kiosk))[0]).toBe(47);
    });
  });
});

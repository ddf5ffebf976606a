import { randomUUID } from "node:crypto";
import type { Visit } from "@froyo/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, type NewKiosk, productIds } from "../../../test/fleet.js";
import { anyText, anyValue, jsonBody, StatusTally } from "../../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";
import { visitsSnapshot } from "../../../test/visits.js";

const RUNS = 100;
const HOUR = 3_600_000;

/**
 * `POST /api/kiosks/:id/visits` under random input: mostly well-formed visits with counts, times and trays near and
 * past every limit, replays of earlier ids with the same or other contents, and hostile bodies. Every answer is
 * 201, 200, 409 or 422 (never a 500), and a refused visit writes nothing.
 */
describeOnOneDatabase("service visits under random input (fast-check)", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  let kiosk: NewKiosk;
  let otherTray: string;
  const tally = new StatusTally();
  /** Bodies stored so far, by id: a later call may replay one as it was or changed. */
  const sent: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    const ids = await productIds(t, demoId);
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const fill = [1, 2, 3].map((position) => ({ position, productId: ids.get("FY-ORIG") as string, level: 20 }));
    kiosk = await addKiosk(t, { admin, fill });
    otherTray = (await addKiosk(t, { admin })).trays[0]?.id as string;
  });
  afterAll(async () => {
    console.info(`[${kind}] visits fuzz, answers by status:`, Object.fromEntries(tally.counts));
    await t.close();
  });

  const count = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 50 }) },
    { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -3, max: 60 }), fc.double(), fc.constant(10_001)) },
    { weight: 1, arbitrary: anyValue },
  );
  const trayEntry = () =>
    fc.record(
      {
        tray_id: fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...kiosk.trays.slice(0, 4).map((tray) => tray.id)) },
          { weight: 1, arbitrary: fc.constantFrom(otherTray, randomUUID()) },
          { weight: 1, arbitrary: anyText },
        ),
        counted: count,
        added: count,
        removed: count,
        removed_reason: fc.oneof(fc.constantFrom("expired", "damaged", "other", null), anyText),
      },
      { requiredKeys: ["tray_id", "counted", "added", "removed"] },
    );
  /** Times around now: recent, at the limits, in the future, too old, or not times at all. */
  const instant = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.integer({ min: -48 * HOUR, max: 0 }).map((ms) => new Date(Date.now() + ms).toISOString()),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: -800 * HOUR, max: 2 * HOUR }).map((ms) => new Date(Date.now() + ms).toISOString()),
    },
    { weight: 1, arbitrary: fc.constantFrom("0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2026-02-30T00:00:00Z") },
    { weight: 1, arbitrary: anyText },
  );
  const fields = () => ({
    id: fc.oneof({ weight: 5, arbitrary: fc.constant("fresh") }, { weight: 1, arbitrary: anyText }),
    started_at: instant,
    finished_at: instant,
    trays: fc.oneof(
      { weight: 5, arbitrary: fc.array(trayEntry(), { maxLength: 4 }) },
      { weight: 1, arbitrary: anyValue },
    ),
    checklist: fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({
          cleaned: fc.boolean(),
          temperature_c: fc.oneof(fc.constant(null), fc.double({ min: -50, max: 70 })),
        }),
      },
      { weight: 1, arbitrary: anyValue },
    ),
    notes: fc.oneof({ weight: 4, arbitrary: fc.string({ maxLength: 40 }) }, { weight: 1, arbitrary: anyText }),
  });
  /** A visit a phone would send: coherent times, each tray once, counts within its capacity of 50. */
  const coherent = () =>
    fc
      .record({
        endedAgo: fc.integer({ min: 0, max: 72 * HOUR }),
        lasted: fc.integer({ min: 0, max: 3 * HOUR }),
        trays: fc.subarray(kiosk.trays.slice(0, 3).map((tray) => tray.id)),
        counts: fc.array(fc.tuple(fc.nat(50), fc.nat(50), fc.nat(100)), { minLength: 3, maxLength: 3 }),
        reason: fc.constantFrom("expired", "damaged", "other"),
        cleaned: fc.boolean(),
      })
      .map(({ endedAgo, lasted, trays, counts, reason, cleaned }) => {
        const finished = Date.now() - endedAgo;
        return JSON.stringify({
          id: randomUUID(),
          started_at: new Date(finished - lasted).toISOString(),
          finished_at: new Date(finished).toISOString(),
          trays: trays.map((tray_id, index) => {
            const [counted, add, remove] = counts[index] as [number, number, number];
            const added = add % (51 - counted);
            const removed = remove % (counted + added + 1);
            return { tray_id, counted, added, removed, removed_reason: removed > 0 ? reason : null };
          }),
          checklist: { cleaned, temperature_c: cleaned ? 3.5 : null },
          notes: "",
        });
      });
  /** A new body, or one stored before sent again as it was or with other notes. */
  const bodies = () =>
    fc.oneof(
      { weight: 5, arbitrary: coherent() },
      { weight: 5, arbitrary: fc.record(fields(), { requiredKeys: ["id"] }).map((value) => JSON.stringify(value)) },
      { weight: 2, arbitrary: jsonBody(fields()) },
      { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.boolean()).map(([at, same]) => ({ replay: at, same })) },
    );

  it(`answers ${RUNS} random visits 201, 200, 409 or 422, never 500, and a refused one writes nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(bodies(), async (generated) => {
        let payload: string;
        if (typeof generated === "string") {
          payload = generated.replaceAll('"fresh"', () => `"${randomUUID()}"`);
        } else {
          const earlier = sent[generated.replay % Math.max(1, sent.length)];
          if (!earlier) return;
          payload = JSON.stringify(generated.same ? earlier : { ...earlier, notes: `${earlier.notes ?? ""}!` });
        }
        const before = await visitsSnapshot(t, demoId);
        const response = await admin.request("POST", `/api/kiosks/${kiosk.id}/visits`, payload);
        tally.add("visits", response.statusCode);
        const context = `${payload.slice(0, 300)} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
        expect([200, 201, 409, 422], context).toContain(response.statusCode);
        if (response.statusCode === 422) expectValidationShape(response.json());
        if (response.statusCode >= 400) expect(await visitsSnapshot(t, demoId), context).toEqual(before);
        if (response.statusCode === 201) {
          const visit = response.json().data as Visit;
          sent.push(JSON.parse(payload));
          const listed = (await admin.get(`/api/kiosks/${kiosk.id}/visits`)).json().data as Visit[];
          expect(listed.find((candidate) => candidate.id === visit.id)).toEqual(visit);
        }
        if (response.statusCode === 200) expect(await visitsSnapshot(t, demoId), context).toEqual(before);
      }),
      { numRuns: RUNS },
    );
    expect(tally.total("visits")).toBeGreaterThan(RUNS / 2);
  });
});

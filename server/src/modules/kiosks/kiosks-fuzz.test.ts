import { KIOSK_MESSAGES, type Kiosk, type Tray } from "@froyo/contracts";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, fleetSnapshot, insertProducts, type NewKiosk, productIds } from "../../../test/fleet.js";
import { anyId, anyText, jsonBody, StatusTally } from "../../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";

type Method = "POST" | "PATCH";

const RUNS = { create: 80, update: 80, client: 40, tray: 80, delete: 60 } as const;

/** Zones: known ones, near misses, and anything at all. */
const zone = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("UTC", "Europe/Paris", "Asia/Tokyo", "America/Los_Angeles") },
  { weight: 1, arbitrary: fc.constantFrom("utc", "Mars/Olympus", "posixrules", "Etc/GMT+99", "") },
  { weight: 1, arbitrary: anyText },
);
/** Serial numbers: a fresh one (replaced when sent), a taken one, or anything. */
const serial = fc.oneof(
  { weight: 3, arbitrary: fc.constant("fresh") },
  { weight: 1, arbitrary: fc.constantFrom("DF-LA-001", "df-sf-002") },
  { weight: 1, arbitrary: anyText },
);
/** Names and addresses an operator would type (any script), or anything at all. */
const label = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.'&-]{0,40}$/) },
  { weight: 1, arbitrary: fc.constantFrom("Café Crème", "شارع الملك فهد", "渋谷 3-1", "👩‍🍳 Corner", "  padded  ") },
  { weight: 1, arbitrary: anyText },
);
/** A URL id: mostly one that exists, sometimes a random UUID or junk (`anyId`). */
const mostlyKnown = (ids: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: anyId(fc.constantFrom(...ids)) });
const count = (max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max }) },
    { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -2, max: max + 2 }), fc.double(), fc.constant(max)) },
  );

/**
 * Two thirds well-formed objects (each field of the right type, any subset of them), so many calls reach the
 * database and its rules; one third `jsonBody`'s hostile ones (wrong types, stray fields, no object at all).
 */
function body(fields: Record<string, fc.Arbitrary<unknown>>, requiredKeys: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.record(fields, { requiredKeys }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: jsonBody(fields) },
  );
}

describeOnOneDatabase("kiosk and tray writes under random input (fast-check)", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let carl: Browser;
  let demoId: string;
  let ownerIds: string[];
  let productChoices: (string | null)[];
  let targets: NewKiosk[];
  const tally = new StatusTally();
  let counter = 0;
  const fresh = (payload: string) => payload.replaceAll('"fresh"', () => `"FZ-${++counter}"`);

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    const acmeId = await companyIdOf(t, "acme");
    ownerIds = [
      await userIdOf(t, demoId, "client@demo.example.com"),
      await userIdOf(t, demoId, "pro@demo.example.com"),
      await userIdOf(t, demoId, "admin@demo.example.com"), // staff: never an owner
      await userIdOf(t, acmeId, "client@acme.example.com"), // another company's: never an owner
    ];
    const ids = await productIds(t, demoId);
    const [archived] = await insertProducts(t, demoId, [
      { name: "Archived", sku: "FZ-ARCH", priceCents: 1, archivedAt: new Date() },
    ]);
    const acmeProduct = [...(await productIds(t, acmeId)).values()][0] as string;
    productChoices = [
      ids.get("FY-ORIG") as string,
      ids.get("FY-MANG") as string,
      archived as string,
      acmeProduct,
      null,
    ];
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
    targets = [await addKiosk(t, { admin }), await addKiosk(t, { admin, owner: "pro" })];
  });
  afterAll(async () => {
    console.info(`[${kind}] kiosks fuzz, answers by call and status:`, Object.fromEntries(tally.counts));
    await t.close();
  });

  /**
   * Sends the call and checks what every answer must be: one of `allowed` (never a 500), a 422 in the one
   * validation shape, a 404 as a missing id; and a refused call changes nothing.
   */
  async function expectAnswered(
    label: string,
    browser: Browser,
    method: Method,
    url: string,
    payload: string,
    allowed: number[],
  ): Promise<LightMyRequestResponse> {
    const before = await fleetSnapshot(t, demoId);
    const response = await browser.request(method, url, payload);
    tally.add(label, response.statusCode);
    const context = `${method} ${url} ${payload.slice(0, 200)} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
    expect(allowed, context).toContain(response.statusCode);
    if (response.statusCode === 422) expectValidationShape(response.json());
    if (response.statusCode === 404) {
      expect([{ message: "Not found." }, { message: KIOSK_MESSAGES.notFoundInDelete }], context).toContainEqual(
        response.json(),
      );
    }
    if (response.statusCode >= 400) expect(await fleetSnapshot(t, demoId), context).toEqual(before);
    return response;
  }

  const kioskFields = () => ({
    name: label,
    serial_number: serial,
    address: label,
    timezone: zone,
    owner_id: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...ownerIds.slice(0, 2)) },
      { weight: 1, arbitrary: fc.constantFrom(...ownerIds.slice(2)) },
      { weight: 1, arbitrary: fc.uuid() },
    ),
  });

  it(`POST /api/kiosks: ${RUNS.create} random bodies answer 201 or 422, never 500`, async () => {
    const fields = { ...kioskFields(), tray_count: count(24), tray_capacity: count(10_000) };
    await fc.assert(
      fc.asyncProperty(body(fields, ["owner_id", "name", "serial_number", "timezone"]), async (raw) => {
        const payload = fresh(raw);
        const response = await expectAnswered("create", admin, "POST", "/api/kiosks", payload, [201, 422]);
        if (response.statusCode === 201) {
          const { api_key: key, ...kiosk } = response.json().data as Kiosk & { api_key: string };
          expect(key).toMatch(/^fyk_/);
          const sent = JSON.parse(payload) as { tray_count?: number };
          expect(kiosk.trays).toHaveLength(sent.tray_count ?? 6);
          expect((await admin.get(`/api/kiosks/${kiosk.id}`)).json().data).toEqual(kiosk);
        }
      }),
      { numRuns: RUNS.create },
    );
    expect(tally.total("create")).toBe(RUNS.create);
  });

  it(`PATCH /api/kiosks/:id: ${RUNS.update} random ids and bodies from staff, never 500`, async () => {
    const fields = body({ ...kioskFields(), active: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(mostlyKnown(targets.map((k) => k.id)), fields, async (id, raw) => {
        const url = `/api/kiosks/${id}`;
        const response = await expectAnswered("update", admin, "PATCH", url, fresh(raw), [200, 404, 422]);
        if (response.statusCode === 200) {
          expect((await admin.get(url)).json().data).toEqual(response.json().data);
        }
      }),
      { numRuns: RUNS.update },
    );
  });

  it(`PATCH /api/kiosks/:id: ${RUNS.client} random bodies from the owning client, 403 beyond name and address`, async () => {
    const own = await addKiosk(t, { admin });
    const fields = fc.oneof(
      fc.record({ name: label, address: label }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
      body({ name: label, address: label, serial_number: serial, active: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fields, async (raw) => {
        const payload = fresh(raw);
        const response = await expectAnswered(
          "client",
          carl,
          "PATCH",
          `/api/kiosks/${own.id}`,
          payload,
          [200, 403, 422],
        );
        if (response.statusCode === 200) {
          const sent = Object.keys(JSON.parse(payload) as object);
          expect(
            sent.every((field) => field === "name" || field === "address"),
            payload,
          ).toBe(true);
        }
      }),
      { numRuns: RUNS.client },
    );
  });

  it(`PATCH /api/kiosks/:id/trays/:trayId: ${RUNS.tray} random trays and bodies, never 500`, async () => {
    const kiosk = await addKiosk(t, { admin });
    const trayIds = kiosk.trays.map((tray) => tray.id);
    const [orig, mango, archived, acmeProduct] = productChoices;
    const mostly = <T>(usual: fc.Arbitrary<T>, other: fc.Arbitrary<unknown>) =>
      fc.oneof({ weight: 8, arbitrary: usual }, { weight: 1, arbitrary: other });
    const tray = {
      product_id: mostly(
        fc.constantFrom(orig, mango, null),
        fc.oneof(fc.constantFrom(archived, acmeProduct), fc.uuid()),
      ),
      capacity: mostly(fc.integer({ min: 20, max: 100 }), count(10_000)),
      level: mostly(fc.integer({ min: 0, max: 60 }), count(10_000)),
      low_threshold: mostly(fc.integer({ min: 0, max: 20 }), count(10_000)),
    };
    const { level: _level, ...refillable } = tray;
    const refill = { ...refillable, refill: mostly(fc.constant(true), fc.constant(false)) };
    // An edit sets a level or refills; now and then both, which is refused.
    const fields = fc.oneof(body(tray), body(refill), body({ ...tray, refill: refill.refill }));
    await fc.assert(
      fc.asyncProperty(mostlyKnown(trayIds), fields, async (trayId, payload) => {
        const url = `/api/kiosks/${kiosk.id}/trays/${trayId}`;
        const response = await expectAnswered("tray", admin, "PATCH", url, payload, [200, 404, 422]);
        if (response.statusCode === 200) {
          const tray = response.json().data as Tray;
          expect(tray.level).toBeLessThanOrEqual(tray.capacity);
          expect(tray.low_threshold).toBeLessThanOrEqual(tray.capacity);
          const listed = (await admin.get(`/api/kiosks/${kiosk.id}/trays`)).json().data as Tray[];
          expect(listed.find((candidate) => candidate.id === tray.id)).toEqual(tray);
        }
      }),
      { numRuns: RUNS.tray },
    );
  });

  it(`POST /api/kiosks/delete: ${RUNS.delete} random bodies answer 204, 404 or 422, all or nothing`, async () => {
    const id = fc.oneof(
      { weight: 3, arbitrary: fc.constant("fresh") },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: anyText },
    );
    const fields = body({ ids: fc.array(id, { minLength: 0, maxLength: 4 }) }, ["ids"]);
    await fc.assert(
      fc.asyncProperty(fields, async (raw) => {
        let payload = raw;
        const created: string[] = [];
        while (payload.includes('"fresh"')) {
          const kiosk = await addKiosk(t, { admin });
          created.push(kiosk.id);
          payload = payload.replace('"fresh"', `"${kiosk.id}"`);
        }
        const response = await expectAnswered("delete", admin, "POST", "/api/kiosks/delete", payload, [204, 404, 422]);
        const newest = await admin.get("/api/kiosks?per_page=100&sort=created_at&order=desc");
        const listed = (newest.json().data as { id: string }[]).map((k) => k.id);
        for (const kioskId of created) {
          if (response.statusCode === 204) expect(listed).not.toContain(kioskId);
          else expect(listed).toContain(kioskId);
        }
        // Fresh kiosks left standing are deleted, so the fleet stays within one page.
        const leftovers = created.filter((kioskId) => listed.includes(kioskId));
        if (leftovers.length > 0)
          expect((await admin.post("/api/kiosks/delete", { ids: leftovers })).statusCode).toBe(204);
      }),
      { numRuns: RUNS.delete },
    );
    for (const target of targets) expect((await admin.get(`/api/kiosks/${target.id}`)).statusCode).toBe(200);
  });
});

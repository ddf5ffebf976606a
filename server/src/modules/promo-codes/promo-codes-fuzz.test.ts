import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, type NewKiosk } from "../../../test/fleet.js";
import { anyId, anyText, jsonBody, StatusTally } from "../../../test/fuzz-arbitraries.js";
import { createThroughApi, promoSnapshot } from "../../../test/promo-codes.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";

const RUNS = { create: 80, update: 80, client: 40, delete: 40 } as const;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
/** Local times: mostly real ones, some that do not exist or fall outside the years taken, the clocks' edge cases. */
const localTime = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 2020, max: 2040 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
      )
      .map(([y, mo, d, h, mi]) => `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`),
  },
  { weight: 2, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "2027-03-14T02:30",
      "2027-11-07T01:30",
      "2027-02-30T10:00",
      "1999-12-31T23:59",
      "2027-05-01T24:00",
    ),
  },
  { weight: 1, arbitrary: anyText },
);
const zone = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom("UTC", "Asia/Tokyo", "America/New_York", "Australia/Lord_Howe") },
  { weight: 1, arbitrary: fc.constantFrom("utc", "Mars/Olympus", "") },
  { weight: 1, arbitrary: anyText },
);
/** Mostly in range (`min`..`max`), else null, out of range, fractional or any integer. */
const amount = (min: number, max: number) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constant(max + 1), fc.constant(min - 1)) },
  );
/** One discount (as a form sends it), sometimes none, both or junk. */
const discount = fc.oneof(
  { weight: 5, arbitrary: amount(1, 100).map((percent_off) => ({ percent_off, amount_off_cents: null })) },
  { weight: 5, arbitrary: amount(1, 10_000).map((amount_off_cents) => ({ percent_off: null, amount_off_cents })) },
  {
    weight: 1,
    arbitrary: fc.record({ percent_off: amount(1, 100), amount_off_cents: amount(1, 10_000) }, { requiredKeys: [] }),
  },
);
const code = fc.oneof(
  { weight: 8, arbitrary: fc.constant("fresh") },
  { weight: 1, arbitrary: fc.constantFrom("WELCOME10", "welcome10", "FROYO1OFF") },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9-]{0,45}$/) },
  { weight: 1, arbitrary: anyText },
);

/**
 * Two thirds well-typed objects (any subset of the fields, with one discount most of the time), so many calls reach
 * the database and its rules; one third `jsonBody`'s hostile ones.
 */
function body(fields: Record<string, fc.Arbitrary<unknown>>, requiredKeys: string[] = []): fc.Arbitrary<string> {
  const typed = fc
    .tuple(fc.record(fields, { requiredKeys }), fc.option(discount, { freq: 8 }))
    .map(([value, pair]) => JSON.stringify({ ...value, ...pair }));
  return fc.oneof(
    { weight: 2, arbitrary: typed },
    { weight: 1, arbitrary: jsonBody({ ...fields, ...discountFields }) },
  );
}

/** An edit as the form sends it: one to three fields (or the discount), mostly well-typed; or a hostile body. */
function editBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const all = Object.keys(fields);
  const typed = fc
    .tuple(
      fc.record(fields, { requiredKeys: all }),
      fc.subarray(all, { minLength: 0, maxLength: 3 }),
      fc.option(discount, { freq: 3 }),
    )
    .map(([value, keys, pair]) =>
      JSON.stringify({ ...Object.fromEntries(keys.map((key) => [key, value[key]])), ...pair }),
    );
  return fc.oneof(
    { weight: 2, arbitrary: typed },
    { weight: 1, arbitrary: jsonBody({ ...fields, ...discountFields }) },
  );
}
const discountFields = { percent_off: amount(1, 100), amount_off_cents: amount(1, 10_000) };

describeOnOneDatabase("promo code writes under random input (fast-check)", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let pro: Browser;
  let kioskChoices: string[];
  let codeIds: string[];
  const tally = new StatusTally();
  let counter = 0;
  const fresh = (payload: string) =>
    payload.replaceAll('"fresh"', () => `"FZ-${Date.now().toString(36)}-${++counter}"`);

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEVICE_RATE_LIMIT_PER_MINUTE: "10000" });
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    const prosKiosk: NewKiosk = await addKiosk(t, { admin, owner: "pro" });
    const carlsKiosk = await addKiosk(t, { admin });
    const gone = await addKiosk(t, { admin, owner: "pro" });
    await admin.post("/api/kiosks/delete", { ids: [gone.id] });
    const acmeKiosk = await addKiosk(t, { subdomain: "acme" });
    kioskChoices = [prosKiosk.id, carlsKiosk.id, gone.id, acmeKiosk.id];
    // Codes to edit and delete: fresh ones, and redeemed ones whose history the rules protect.
    codeIds = [];
    for (const overrides of [
      {},
      { max_uses: 3 },
      { kiosk_ids: [prosKiosk.id] },
      { amount_off_cents: 100, percent_off: null },
    ]) {
      const created = await createThroughApi(admin, overrides);
      codeIds.push(created.id);
      await prosKiosk.device.redeem({ code: created.code, order_id: `fz-${created.id}`, subtotal_cents: 900 });
    }
    for (const _ of [1, 2]) codeIds.push((await createThroughApi(pro, { kiosk_ids: [prosKiosk.id] })).id);
  });
  afterAll(async () => {
    console.info(`[${kind}] promo codes fuzz, answers by call and status:`, Object.fromEntries(tally.counts));
    await t.close();
  });

  /** One of `allowed` (never a 500); a 422 in the one shape; a refusal changes nothing; a success reads back whole. */
  async function expectAnswered(
    label: string,
    browser: Browser,
    method: "POST" | "PATCH" | "DELETE",
    url: string,
    payload: string | undefined,
    allowed: number[],
  ): Promise<LightMyRequestResponse> {
    const before = await promoSnapshot(t, demoId);
    const response = await browser.request(method, url, payload);
    tally.add(label, response.statusCode);
    const context = `${method} ${url} ${payload?.slice(0, 200)} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
    expect(allowed, context).toContain(response.statusCode);
    if (response.statusCode === 422) expectValidationShape(response.json());
    if (response.statusCode === 404) expect(response.json(), context).toEqual({ message: "Not found." });
    if (response.statusCode >= 400) expect(await promoSnapshot(t, demoId), context).toEqual(before);
    if (response.statusCode === 200 || response.statusCode === 201) {
      const { data } = response.json();
      const stored = (await browser.get(`/api/promocodes/${data.id}`)).json().data;
      expect(stored, context).toMatchObject({ ...data, updated_at: expect.any(String), status: expect.any(String) });
      expect(data.uses, context).toBeLessThanOrEqual(data.max_uses ?? Number.POSITIVE_INFINITY);
    }
    return response;
  }

  const fields = () => ({
    code,
    description: fc.oneof({ weight: 8, arbitrary: fc.string({ maxLength: 60 }) }, { weight: 1, arbitrary: anyText }),
    min_order_cents: amount(0, 10_000),
    starts_at_local: localTime,
    ends_at_local: localTime,
    timezone: zone,
    max_uses: amount(1, 10),
    max_uses_per_kiosk: amount(1, 10),
    kiosk_ids: fc.oneof(
      { weight: 8, arbitrary: fc.uniqueArray(fc.constantFrom(...kioskChoices.slice(0, 2)), { maxLength: 2 }) },
      { weight: 2, arbitrary: fc.uniqueArray(fc.constantFrom(...kioskChoices), { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.array(fc.oneof(fc.uuid(), anyText), { maxLength: 3 }) },
    ),
    active: fc.boolean(),
  });

  it(`POST /api/promocodes: ${RUNS.create} random bodies answer 201 or 422, never 500`, async () => {
    await fc.assert(
      fc.asyncProperty(body(fields(), ["code", "timezone"]), async (raw) => {
        await expectAnswered("create", admin, "POST", "/api/promocodes", fresh(raw), [201, 422]);
      }),
      { numRuns: RUNS.create },
    );
    expect(tally.total("create")).toBe(RUNS.create);
  });

  it(`PATCH /api/promocodes/{id}: ${RUNS.update} random edits answer 200, 404 or 422`, async () => {
    const id = anyId(fc.constantFrom(...codeIds));
    await fc.assert(
      fc.asyncProperty(id, editBody(fields()), async (target, raw) => {
        await expectAnswered("update", admin, "PATCH", `/api/promocodes/${target}`, fresh(raw), [200, 404, 422]);
      }),
      { numRuns: RUNS.update },
    );
  });

  it(`as a Client - Pro: ${RUNS.client} random creates and edits stay within their kiosks`, async () => {
    const id = anyId(fc.constantFrom(...codeIds));
    await fc.assert(
      fc.asyncProperty(id, body(fields(), ["code", "timezone"]), fc.boolean(), async (target, raw, create) => {
        const response = create
          ? await expectAnswered("client create", pro, "POST", "/api/promocodes", fresh(raw), [201, 422])
          : await expectAnswered(
              "client update",
              pro,
              "PATCH",
              `/api/promocodes/${target}`,
              fresh(raw),
              [200, 404, 422],
            );
        if (response.statusCode < 300) {
          expect(response.json().data.kiosk_ids.every((k: string) => k === kioskChoices[0])).toBe(true);
        }
      }),
      { numRuns: RUNS.client },
    );
  });

  it(`DELETE /api/promocodes/{id}: ${RUNS.delete} random ids and bodies answer 204, 404 or 422`, async () => {
    // "new": a code made for this run, never redeemed (the others were, or are gone after a first delete).
    const id = fc.oneof(
      { weight: 2, arbitrary: fc.constant("new") },
      { weight: 3, arbitrary: anyId(fc.constantFrom(...codeIds)) },
    );
    const payload = fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: jsonBody({ reason: anyText }) },
    );
    await fc.assert(
      fc.asyncProperty(id, payload, async (target, raw) => {
        const url = `/api/promocodes/${target === "new" ? (await createThroughApi(admin)).id : target}`;
        await expectAnswered("delete", admin, "DELETE", url, raw, [204, 404, 422]);
      }),
      { numRuns: RUNS.delete },
    );
  });
});

import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { FakeClock, HOUR } from "../../../test/fake-clock.js";
import { addKiosk, productIds } from "../../../test/fleet.js";
import { jsonBody, StatusTally } from "../../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";
import { restockPickListLines, restockPickLists } from "../../db/schema/index.js";

const RUNS = 120;
const DAY = 24 * HOUR;

/**
 * `POST /api/restock/pick-lists` with random bodies, as staff and as a client: only 201 or 422 (never a 500), and a
 * refused body writes nothing.
 */
describeOnOneDatabase("restock: pick list bodies fuzzed", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let client: Browser;
  let carlsKiosk: string;
  let petrasKiosk: string;
  let acmeKiosk: string;
  const clock = new FakeClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  const tally = new StatusTally();

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const product = [...(await productIds(t, demoId)).values()][0] as string;
    const fill = [{ position: 1, productId: product, level: 7 }];
    carlsKiosk = (await addKiosk(t, { admin, fill })).id;
    petrasKiosk = (await addKiosk(t, { admin, owner: "pro", fill })).id;
    const acmeProduct = [...(await productIds(t, await companyIdOf(t, "acme"))).values()][0] as string;
    acmeKiosk = (await addKiosk(t, { subdomain: "acme", fill: [{ position: 1, productId: acmeProduct }] })).id;
  });
  afterAll(() => t.close());

  async function rows() {
    return t.db.database.withTenant(demoId, async (tx) => {
      const [lists] = await tx
        .select({ n: count() })
        .from(restockPickLists)
        .where(eq(restockPickLists.companyId, demoId));
      const [lines] = await tx
        .select({ n: count() })
        .from(restockPickListLines)
        .where(eq(restockPickListLines.companyId, demoId));
      return { lists: lists?.n ?? 0, lines: lines?.n ?? 0 };
    });
  }

  const instant = (offset: number) => new Date(clock.now().getTime() + offset).toISOString();
  const visitAt = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: -20 * 60_000, max: 15 * DAY }).map(instant) },
    { weight: 1, arbitrary: fc.integer({ min: -400 * DAY, max: 400 * DAY }).map(instant) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "2026-02-30T10:00:00Z",
        "2026-12-02T10:00:00+14:00",
        "0000-01-01T00:00:00Z",
        "9999-12-31T23:59:59Z",
        "tomorrow",
        "",
        "2026-12-02",
      ),
    },
  );
  const kioskId = () =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(carlsKiosk) },
      { weight: 1, arbitrary: fc.constant(petrasKiosk) },
      { weight: 1, arbitrary: fc.constant(acmeKiosk) },
      { weight: 1, arbitrary: fc.constant(carlsKiosk.toUpperCase()) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    );

  for (const who of ["admin", "client"] as const) {
    it(`${RUNS} random bodies from ${who === "admin" ? "a company admin" : "a client"} answer 201 or 422 only`, async () => {
      const browser = who === "admin" ? admin : client;
      const body = jsonBody({
        kiosk_ids: fc.array(kioskId(), { maxLength: 4 }),
        visit_at: visitAt,
      });
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const before = await rows();
          const response = await browser.request("POST", "/api/restock/pick-lists", payload);
          tally.add(who, response.statusCode);
          const context = `${payload.slice(0, 300)} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
          expect([201, 422], context).toContain(response.statusCode);
          if (response.statusCode === 422) {
            expectValidationShape(response.json());
            expect(await rows(), context).toEqual(before);
          } else {
            expect((await rows()).lists, context).toBe(before.lists + 1);
          }
        }),
        { numRuns: RUNS },
      );
      expect(tally.counts.get(`${who} 201`) ?? 0).toBeGreaterThan(0);
    });
  }
});

import { count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../test/auth-helpers.js";
import type { Browser } from "../test/browser.js";
import { describeOnOneDatabase } from "../test/databases.js";
import { addKiosk, type NewKiosk, productIds } from "../test/fleet.js";
import { matrixFixtures } from "../test/matrix-fixtures.js";
import type { MatrixFixtures } from "../test/permission-matrix.js";
import { buildTestApp, type TestApp } from "../test/test-app.js";
import { restockPickLists } from "./db/schema/index.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

type Call = (browser: Browser, id: string) => Promise<LightMyRequestResponse>;

/**
 * Restocking's side of the tenant matrix: acme's staff reach for demo's kiosk forecasts and pick lists, and a client
 * for another client's: every attempt answers what the same call answers for an id that exists nowhere, their due
 * and pick lists name none of them, and nothing is written. Engine-independent (the rules are in the queries'
 * company and owner arguments, with row-level security behind them), so on one database.
 */
describeOnOneDatabase("tenant matrix: restock", (kind) => {
  let t: TestApp;
  let f: MatrixFixtures;
  let demoId: string;
  let acmeId: string;
  let acmeAdmin: Browser;
  let superOnAcme: Browser;
  let carl: Browser;
  let acmeKiosk: NewKiosk;
  let demoList: string;
  let petrasList: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    f = await matrixFixtures(t);
    demoId = f.demoId;
    acmeId = await companyIdOf(t, "acme");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    superOnAcme = await signedIn(t, "acme.localhost", "super@example.com");
    carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const acmeProduct = [...(await productIds(t, acmeId)).values()][0] as string;
    acmeKiosk = await addKiosk(t, { subdomain: "acme", fill: [{ position: 1, productId: acmeProduct }] });
    demoList = await f.pickListOf("Client");
    petrasList = await f.pickListOf("Client - Pro");
  });
  afterAll(() => t.close());

  const lists = async () => {
    const counts: Record<string, number> = {};
    for (const [name, id] of [
      ["demo", demoId],
      ["acme", acmeId],
    ] as const) {
      const [row] = await t.db.database.withTenant(id, (tx) =>
        tx.select({ n: count() }).from(restockPickLists).where(eq(restockPickLists.companyId, id)),
      );
      counts[name] = row?.n ?? 0;
    }
    return counts;
  };

  async function expectSameAsMissing(browser: Browser, calls: [string, string, Call][]) {
    const before = await lists();
    for (const [name, id, call] of calls) {
      const theirs = await call(browser, id);
      const nothing = await call(browser, RANDOM_ID);
      expect([404, 422], `${name}: ${theirs.payload}`).toContain(theirs.statusCode);
      expect({ status: theirs.statusCode, body: theirs.json() }, name).toEqual({
        status: nothing.statusCode,
        body: nothing.json(),
      });
    }
    expect(await lists()).toEqual(before);
  }

  const visitAt = () => new Date(Date.now() + 3_600_000).toISOString();
  const calls = (kioskId: string, listId: string): [string, string, Call][] => [
    ["read a kiosk's forecast", kioskId, (b, id) => b.get(`/api/kiosks/${id}/forecast`)],
    ["read a pick list", listId, (b, id) => b.get(`/api/restock/pick-lists/${id}`)],
    ["download a pick list", listId, (b, id) => b.get(`/api/restock/pick-lists/${id}.csv`)],
    [
      "make a pick list for a kiosk",
      kioskId,
      (b, id) => b.post("/api/restock/pick-lists", { kiosk_ids: [id], visit_at: visitAt() }),
    ],
  ];

  for (const [label, actor] of [
    ["acme's Company Admin", () => acmeAdmin],
    ["Super Admin on acme's subdomain", () => superOnAcme],
  ] as const) {
    describe(label, () => {
      it("gets the answer of a missing id for demo's forecasts and pick lists, and nothing is written", async () => {
        await expectSameAsMissing(actor(), calls(f.kioskOf("Client").id, demoList));
      });

      it("sees none of demo's kiosks due and none of its pick lists", async () => {
        const due = (await actor().get("/api/restock/due?within_hours=336")).json().data as { kiosk: { id: string } }[];
        const ids = due.map((row) => row.kiosk.id);
        expect(ids).not.toContain(f.kioskOf("Client").id);
        expect(ids).not.toContain(f.kioskOf("Client - Pro").id);
        expect((await actor().get(`/api/kiosks/${acmeKiosk.id}/forecast`)).statusCode).toBe(200);
        const listed = (await actor().get("/api/restock/pick-lists")).json().data as { id: string }[];
        expect(listed.map((list) => list.id)).not.toContain(demoList);
      });
    });
  }

  describe("demo's Client", () => {
    it("gets the answer of a missing id for Petra's kiosk and her pick list, and nothing is written", async () => {
      await expectSameAsMissing(carl, calls(f.kioskOf("Client - Pro").id, petrasList));
    });

    it("sees only their own kiosks due and only the lists of their own kiosks", async () => {
      const due = (await carl.get("/api/restock/due?within_hours=336")).json().data as { kiosk: { id: string } }[];
      expect(due.map((row) => row.kiosk.id)).not.toContain(f.kioskOf("Client - Pro").id);
      const listed = (await carl.get("/api/restock/pick-lists")).json().data as { id: string }[];
      expect(listed.map((list) => list.id)).toContain(demoList);
      expect(listed.map((list) => list.id)).not.toContain(petrasList);
    });
  });
});

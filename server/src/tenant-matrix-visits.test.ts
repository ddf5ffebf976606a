import type { VisitsList } from "@froyo/contracts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../test/auth-helpers.js";
import type { Browser } from "../test/browser.js";
import { describeEachDatabase } from "../test/databases.js";
import { addKiosk, type NewKiosk, productIds } from "../test/fleet.js";
import { matrixFixtures } from "../test/matrix-fixtures.js";
import type { MatrixFixtures } from "../test/permission-matrix.js";
import { buildTestApp, type TestApp } from "../test/test-app.js";
import { visitBody, visitsSnapshot } from "../test/visits.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

type Call = (browser: Browser, kioskId: string) => Promise<LightMyRequestResponse>;

/**
 * Service visits' side of the tenant matrix: acme's staff reach for demo's kiosks' visits, and a client for another
 * client's kiosk. Every attempt answers what the same call answers for a kiosk that exists nowhere, changes nothing,
 * and no list shows another's visits. A visit id is the phone's, so the same id in two companies is two visits.
 */
describeEachDatabase("tenant matrix: service visits", (kind) => {
  let t: TestApp;
  let f: MatrixFixtures;
  let acmeId: string;
  let acmeAdmin: Browser;
  let superOnAcme: Browser;
  let carl: Browser;
  let admin: Browser;
  let acmeKiosk: NewKiosk;
  let demoVisit: ReturnType<typeof visitBody>;
  /** Yesterday to tomorrow (UTC): today on every kiosk's wall clock. */
  const period = () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    return `from=${day(-1)}&to=${day(1)}`;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    f = await matrixFixtures(t);
    acmeId = await companyIdOf(t, "acme");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    superOnAcme = await signedIn(t, "acme.localhost", "super@example.com");
    carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const acmeProduct = [...(await productIds(t, acmeId)).values()][0] as string;
    acmeKiosk = await addKiosk(t, { subdomain: "acme", fill: [{ position: 1, productId: acmeProduct }] });
    // A visit on each of demo's seeded kiosks that the matrix uses (Carl's and Petra's).
    demoVisit = visitBody([]);
    const first = await admin.post(`/api/kiosks/${f.kioskOf("Client - Pro").id}/visits`, demoVisit);
    expect(first.statusCode, first.payload).toBe(201);
  });
  afterAll(() => t.close());

  const everything = async () => ({ demo: await visitsSnapshot(t, f.demoId), acme: await visitsSnapshot(t, acmeId) });

  async function expectSameAsMissing(browser: Browser, kioskId: string, calls: [string, Call][]): Promise<void> {
    const before = await everything();
    for (const [name, call] of calls) {
      const onDemo = await call(browser, kioskId);
      const onNothing = await call(browser, RANDOM_ID);
      expect(onDemo.statusCode, `${name}: ${onDemo.payload}`).toBe(404);
      expect(onDemo.json(), name).toEqual(onNothing.json());
    }
    expect(await everything()).toEqual(before);
  }

  const calls: [string, Call][] = [
    ["record a visit", (b, id) => b.post(`/api/kiosks/${id}/visits`, visitBody([]))],
    ["replay demo's visit", (b, id) => b.post(`/api/kiosks/${id}/visits`, demoVisit)],
    ["read its visits", (b, id) => b.get(`/api/kiosks/${id}/visits`)],
  ];

  for (const [label, actor] of [
    ["acme's Company Admin", () => acmeAdmin],
    ["Super Admin on acme's subdomain", () => superOnAcme],
  ] as const) {
    describe(label, () => {
      it("gets the 404 of a missing kiosk for demo's kiosks' visits, and nothing changes", async () => {
        await expectSameAsMissing(actor(), f.kioskOf("Client - Pro").id, calls);
      });

      it("lists none of demo's visits", async () => {
        const response = await actor().get(`/api/restock/visits?${period()}`);
        expect(response.statusCode).toBe(200);
        const list = response.json() as VisitsList;
        expect(list.data.map((visit) => visit.kiosk.id)).not.toContain(f.kioskOf("Client - Pro").id);
        expect(list.data.map((visit) => visit.id)).not.toContain(demoVisit.id);
      });
    });
  }

  it("takes demo's visit id as a new visit of acme's own (no 409 that would tell the id exists)", async () => {
    const response = await acmeAdmin.post(`/api/kiosks/${acmeKiosk.id}/visits`, { ...demoVisit, notes: "acme" });
    expect(response.statusCode, response.payload).toBe(201);
    const again = await admin.post(`/api/kiosks/${f.kioskOf("Client - Pro").id}/visits`, demoVisit);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.notes).toBe("");
  });

  it("a client reaches another client's kiosk's visits as a missing kiosk, and lists only their own", async () => {
    await expectSameAsMissing(carl, f.kioskOf("Client - Pro").id, calls);
    const carls = visitBody([]);
    expect((await carl.post(`/api/kiosks/${f.kioskOf("Client").id}/visits`, carls)).statusCode).toBe(201);
    const list = (await carl.get(`/api/restock/visits?${period()}`)).json() as VisitsList;
    expect(list.data.map((visit) => visit.id)).not.toContain(demoVisit.id);
    expect(list.data.map((visit) => visit.id)).toContain(carls.id);
    const own = new Set([f.kioskOf("Client").id]);
    expect(list.data.every((visit) => own.has(visit.kiosk.id))).toBe(true);
  });
});

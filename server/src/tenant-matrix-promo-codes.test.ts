import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../test/auth-helpers.js";
import type { Browser } from "../test/browser.js";
import { describeEachDatabase } from "../test/databases.js";
import { addKiosk, type NewKiosk } from "../test/fleet.js";
import { matrixFixtures } from "../test/matrix-fixtures.js";
import type { MatrixFixtures } from "../test/permission-matrix.js";
import { createThroughApi, promoSnapshot } from "../test/promo-codes.js";
import { buildTestApp, type TestApp } from "../test/test-app.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

type Call = (browser: Browser, id: string) => Promise<LightMyRequestResponse>;

/**
 * Promo codes across companies: acme's staff (and Super Admin on acme's subdomain) reach for demo's codes and
 * kiosks, and acme's kiosks for demo's codes. Every attempt answers exactly what it answers for something that
 * exists nowhere, and changes nothing in either company.
 */
describeEachDatabase("tenant matrix: promo codes", (kind) => {
  let t: TestApp;
  let f: MatrixFixtures;
  let acmeId: string;
  let demoCode: { id: string; code: string };
  let acmeKiosk: NewKiosk;
  const actors: Record<string, Browser> = {};

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    f = await matrixFixtures(t);
    acmeId = await companyIdOf(t, "acme");
    actors["acme's Company Admin"] = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    actors["Super Admin on acme's subdomain"] = await signedIn(t, "acme.localhost", "super@example.com");
    const demoAdmin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    demoCode = await createThroughApi(demoAdmin, { code: "DEMO-ONLY", kiosk_ids: [f.kioskOf("Client").id] });
    acmeKiosk = await addKiosk(t, { subdomain: "acme" });
  });
  afterAll(() => t.close());

  const everything = async () => ({ demo: await promoSnapshot(t, f.demoId), acme: await promoSnapshot(t, acmeId) });

  const calls: [string, Call][] = [
    ["read a code", (b, id) => b.get(`/api/promocodes/${id}`)],
    ["edit a code", (b, id) => b.request("PATCH", `/api/promocodes/${id}`, { description: "Taken", active: false })],
    ["delete a code", (b, id) => b.request("DELETE", `/api/promocodes/${id}`)],
  ];

  for (const label of ["acme's Company Admin", "Super Admin on acme's subdomain"]) {
    describe(label, () => {
      it("gets the 404 of a missing id for demo's code, and nothing changes", async () => {
        const actor = actors[label] as Browser;
        const before = await everything();
        for (const [name, call] of calls) {
          const onDemo = await call(actor, demoCode.id);
          const onNothing = await call(actor, RANDOM_ID);
          expect(onDemo.statusCode, `${name}: ${onDemo.payload}`).toBe(404);
          expect(onDemo.json(), name).toEqual(onNothing.json());
        }
        expect(await everything()).toEqual(before);
      });

      it("cannot name demo's kiosk in a code: the same 422 as an unknown kiosk", async () => {
        const actor = actors[label] as Browser;
        const before = await everything();
        const create = (kioskId: string) =>
          actor.post("/api/promocodes", { code: "STOLEN", percent_off: 50, timezone: "UTC", kiosk_ids: [kioskId] });
        const withDemo = await create(f.kioskOf("Client").id);
        expect(withDemo.statusCode).toBe(422);
        expect(withDemo.json()).toEqual((await create(RANDOM_ID)).json());
        expect(await everything()).toEqual(before);
      });

      it("lists and counts none of demo's codes, and may use the same code text as demo", async () => {
        const actor = actors[label] as Browser;
        const listed = (await actor.get("/api/promocodes?per_page=100")).json().data as { id: string; code: string }[];
        expect(listed.map((code) => code.id)).not.toContain(demoCode.id);
        expect((await actor.get("/api/promocodes?search=DEMO-ONLY")).json().data).toEqual([]);
        expect((await actor.get("/api/promocodes/count?search=DEMO-ONLY")).json().data.all).toBe(0);
        // Codes are unique per company only.
        expect(listed.map((code) => code.code)).toContain("WELCOME10");
      });
    });
  }

  it("does not let acme's kiosk redeem or release demo's code: it is unknown there", async () => {
    const before = await everything();
    const redeem = (code: string) => acmeKiosk.device.redeem({ code, order_id: "tm-1", subtotal_cents: 900 });
    const withDemo = await redeem(demoCode.code);
    expect(withDemo.statusCode).toBe(422);
    expect(withDemo.json()).toEqual((await redeem("NO-SUCH-CODE")).json());
    const release = await acmeKiosk.device.release({ code: demoCode.code, order_id: "tm-1" });
    expect(release.statusCode).toBe(404);
    expect(await everything()).toEqual(before);
  });
});

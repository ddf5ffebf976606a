import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../test/auth-helpers.js";
import type { Browser } from "../test/browser.js";
import { describeEachDatabase } from "../test/databases.js";
import { FakeClock, MINUTE } from "../test/fake-clock.js";
import { addKiosk } from "../test/fleet.js";
import { matrixFixtures } from "../test/matrix-fixtures.js";
import { notificationRows } from "../test/notifications.js";
import type { MatrixFixtures } from "../test/permission-matrix.js";
import { buildTestApp, type TestApp } from "../test/test-app.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

/**
 * The notifications' side of the tenant matrix: acme's staff (and Super Admin on acme's subdomain), and a user of
 * demo reaching for another's, try demo's inbox items, browsers and settings. Each attempt answers what the same call
 * answers for something that exists nowhere, and nothing of demo's changes; demo's alerts never reach acme.
 */
describeEachDatabase("tenant matrix: notifications", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let f: MatrixFixtures;
  let acmeId: string;
  let acmeAdmin: Browser;
  let superOnAcme: Browser;
  let pro: Browser;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    f = await matrixFixtures(t);
    acmeId = await companyIdOf(t, "acme");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    superOnAcme = await signedIn(t, "acme.localhost", "super@example.com");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
  });
  afterAll(() => t.close());

  const demoState = async () => ({
    notifications: await notificationRows(t.db.database, f.demoId),
    pro: (await pro.get("/api/settings/notifications")).json(),
  });
  const same = (a: LightMyRequestResponse, b: LightMyRequestResponse) =>
    expect({ status: a.statusCode, body: a.json() }).toEqual({ status: b.statusCode, body: b.json() });

  for (const [label, actor] of [
    ["acme's Company Admin", () => acmeAdmin],
    ["Super Admin on acme's subdomain", () => superOnAcme],
    ["demo's Company Admin, for the Pro's own", () => null],
  ] as const) {
    describe(label, () => {
      const caller = async () => actor() ?? (await signedIn(t, "demo.localhost", "admin@demo.example.com"));

      it("marks none of another's items read: the 404 of an id that exists nowhere", async () => {
        const browser = await caller();
        const item = await f.notificationOf("Client - Pro");
        const before = await demoState();
        const onDemo = await browser.post(`/api/notifications/${item}/read`, {});
        same(onDemo, await browser.post(`/api/notifications/${RANDOM_ID}/read`, {}));
        expect(onDemo.statusCode).toBe(404);
        await browser.post("/api/notifications/read-all", {});
        expect(await demoState()).toEqual(before);
        const listed = (await browser.get("/api/notifications?per_page=100")).json().data as { id: string }[];
        expect(listed.map((entry) => entry.id)).not.toContain(item);
      });

      it("cannot remove another's browser, and subscribing the same endpoint takes nothing from them", async () => {
        const browser = await caller();
        const endpoint = await f.pushEndpointOf("Client - Pro");
        const before = await demoState();
        const onDemo = await browser.request("DELETE", "/api/notifications/push-subscriptions", { endpoint });
        same(
          onDemo,
          await browser.request("DELETE", "/api/notifications/push-subscriptions", {
            endpoint: "https://x.example/none",
          }),
        );
        expect(onDemo.statusCode).toBe(404);
        expect(await demoState()).toEqual(before);
        const proOwn = await pro.request("DELETE", "/api/notifications/push-subscriptions", { endpoint });
        expect(proOwn.statusCode).toBe(204); // it was still there, and still the Pro's
      });

      it("saves only its own settings", async () => {
        const browser = await caller();
        const before = await demoState();
        const own = (await browser.get("/api/settings/notifications")).json().data;
        const saved = await browser.request("PUT", "/api/settings/notifications", { ...own, timezone: "Asia/Tokyo" });
        expect(saved.statusCode).toBe(200);
        expect((await demoState()).pro).toEqual(before.pro);
      });
    });
  }

  it("demo's alerts reach demo's users only", async () => {
    const kiosk = await addKiosk(t, { owner: "pro" });
    await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok" });
    for (let minute = 0; minute < 15; minute++) {
      clock.advance(MINUTE);
      await t.app.jobs.runDueJobs();
    }
    expect((await notificationRows(t.db.database, f.demoId, kiosk.id)).length).toBeGreaterThan(0);
    expect(await notificationRows(t.db.database, acmeId, kiosk.id)).toEqual([]);
    const acmeInbox = (await acmeAdmin.get("/api/notifications?per_page=100")).json().data as {
      kiosk: { id: string } | null;
    }[];
    expect(acmeInbox.some((item) => item.kiosk?.id === kiosk.id)).toBe(false);
  });
});

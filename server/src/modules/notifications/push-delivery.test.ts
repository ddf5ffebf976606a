import { defaultNotificationSettings, PUSH_SUBSCRIPTIONS_MAX, pushPayloadSchema } from "@froyo/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { FakeClock, MINUTE } from "../../../test/fake-clock.js";
import { addKiosk, type NewKiosk } from "../../../test/fleet.js";
import { setSettings } from "../../../test/notifications.js";
import { PUSH_SERVICE_HOST, startPushService } from "../../../test/push-service.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";
import { pushSubscriptions } from "../../db/schema/index.js";
import { queryRows } from "../../db/types.js";
import type { ClaimedJob } from "../../jobs/job-store.js";

/**
 * Web push against a push service in the test (HTTPS on 127.0.0.1): it checks each push's VAPID signature and
 * decrypts its aes128gcm payload as a browser would, so the test reads what a service worker would get.
 */
describeOnOneDatabase("web push", (kind) => {
  const clock = new FakeClock();
  let service: Awaited<ReturnType<typeof startPushService>>;
  let t: TestApp;
  let demoId: string;
  let pro: Browser;
  let kiosk: NewKiosk;
  let publicKey: string;

  beforeAll(async () => {
    service = await startPushService();
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock, testPushAgent: service.agent });
    demoId = await companyIdOf(t, "demo");
    const proId = await userIdOf(t, demoId, "pro@demo.example.com");
    const settings = defaultNotificationSettings("UTC");
    await setSettings(t.db.database, demoId, proId, {
      ...settings,
      events: { ...settings.events, kiosk_offline: { ...settings.events.kiosk_offline, minutes: 0 } },
    });
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    kiosk = await addKiosk(t, { owner: "pro", name: "Push Kiosk" });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const tick = async (ms: number) => {
    clock.advance(ms);
    await t.app.jobs.runDueJobs();
  };
  const subscriptionCount = async () =>
    (
      await t.db.database.withTenant(demoId, (tx) =>
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.companyId, demoId)),
      )
    )[0]?.n;

  it("answers the VAPID public key the browser subscribes with", async () => {
    const response = await pro.get("/api/notifications/push-key");
    expect(response.statusCode).toBe(200);
    publicKey = response.json().data.public_key;
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    // The same key on every read (made once, kept in the database).
    expect((await pro.get("/api/notifications/push-key")).json().data.public_key).toBe(publicKey);
  });

  it("refuses a subscription it could never deliver to, or must not, with field messages", async () => {
    const browser = service.subscribe();
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    const path = new URL(browser.json.endpoint).pathname;
    // Addresses inside the server's own network, and ports other than https's: never POSTed to (SSRF).
    const inside = [
      "https://127.0.0.1",
      "https://10.0.0.8",
      "https://169.254.169.254",
      "https://[::1]",
      "https://[::ffff:127.0.0.1]",
      "https://[fd00::1]",
      "https://localhost",
      "https://metadata",
      `https://${PUSH_SERVICE_HOST}:8443`,
    ];
    const bad = [
      ...inside.map((origin) => ({ ...browser.json, endpoint: `${origin}${path}` })),
      { ...browser.json, endpoint: browser.json.endpoint.replace("https:", "http:") },
      { ...browser.json, keys: { ...browser.json.keys, p256dh: offCurve.toString("base64url") } },
      { ...browser.json, keys: { ...browser.json.keys, auth: "short" } },
      { endpoint: browser.json.endpoint },
    ];
    for (const body of bad) {
      const response = await pro.post("/api/notifications/push-subscriptions", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expectValidationShape(response.json());
    }
    expect(await subscriptionCount()).toBe(0);
  });

  describe("a subscribed browser", () => {
    let browser: ReturnType<typeof service.subscribe>;
    beforeAll(async () => {
      browser = service.subscribe();
      const response = await pro.post("/api/notifications/push-subscriptions", browser.json);
      expect(response.statusCode, response.payload).toBe(201);
      expect(response.json().data).toMatchObject({ endpoint: browser.json.endpoint });
    });

    it("gets one push per event, signed with the app's VAPID key, which it decrypts to the documented payload", async () => {
      await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok" });
      for (let minute = 0; minute < 8; minute++) await tick(MINUTE);
      expect(service.refused).toEqual([]);
      expect(service.received).toHaveLength(1);
      const [push] = service.received;
      expect(push?.vapidPublicKey).toBe(publicKey);
      expect(push?.claims.sub).toBe("mailto:no-reply@localhost");
      expect(Number(push?.ttl)).toBe(86_400);
      const payload = pushPayloadSchema.strict().parse(push?.payload);
      expect(payload).toMatchObject({
        title: "Kiosk offline: Push Kiosk",
        url: `http://demo.localhost:3000/dashboard?kiosk=${kiosk.id}`,
        event: "kiosk_offline",
      });
      expect(payload.body).toContain("Push Kiosk has sent no heartbeat since");
    });

    it("is forgotten when the push service answers 410, and its other browser still gets the push", async () => {
      const second = service.subscribe();
      expect((await pro.post("/api/notifications/push-subscriptions", second.json)).statusCode).toBe(201);
      expect(await subscriptionCount()).toBe(2);
      browser.answer(410);
      const before = service.received.length;
      await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "error", error_codes: ["E9"] });
      await tick(1000);
      expect(service.refused).toEqual([]);
      expect(service.received.slice(before).map((push) => push.endpointId)).toEqual([second.id]);
      expect(await subscriptionCount()).toBe(1);
      const pending = await queryRows<{ n: number }>(
        t.db.database.db,
        sql`SELECT count(*)::int AS n FROM jobs WHERE name = 'notifications.push'`,
      );
      expect(pending[0]?.n).toBe(0);

      const gone = { endpoint: second.json.endpoint };
      expect((await pro.request("DELETE", "/api/notifications/push-subscriptions", gone)).statusCode).toBe(204);
      const again = await pro.request("DELETE", "/api/notifications/push-subscriptions", gone);
      expect(again.statusCode).toBe(404);
      const rows = await t.db.database.withTenant(demoId, (tx) =>
        tx
          .select()
          .from(pushSubscriptions)
          .where(and(eq(pushSubscriptions.companyId, demoId))),
      );
      expect(rows).toEqual([]);
    });
  });

  it("pushes once when a job outlives its lease and is claimed again while its first holder still runs it", async () => {
    const browser = service.subscribe();
    expect((await pro.post("/api/notifications/push-subscriptions", browser.json)).statusCode).toBe(201);
    await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "error", error_codes: ["E77"] });
    let held: ClaimedJob | null = null;
    for (let step = 0; step < 50 && !held; step++) {
      const job = await t.app.jobs.claim();
      if (!job) break;
      if (job.name === "notifications.push") held = job;
      else await t.app.jobs.runClaimed(job);
    }
    if (!held) throw new Error("no push job was queued");
    clock.advance(t.app.config.JOBS_LEASE_SECONDS * 1000 + 1000);
    let again: ClaimedJob | null = null;
    for (let step = 0; step < 50 && again?.id !== held.id; step++) {
      again = await t.app.jobs.claim();
      if (again && again.id !== held.id) await t.app.jobs.runClaimed(again);
    }
    const before = service.received.length;
    await t.app.jobs.runClaimed(held); // the first holder finishes late: it sends, but may not finish the job
    const pending = () =>
      queryRows<{ id: string }>(t.db.database.db, sql`SELECT id FROM jobs WHERE id = ${held?.id as string}`);
    expect(await pending()).toHaveLength(1);
    await t.app.jobs.runClaimed(again as ClaimedJob);
    expect(await pending()).toEqual([]);
    expect(service.received.slice(before).map((push) => push.endpointId)).toEqual([browser.id]);
  });

  it("keeps a user's latest browsers only, forgetting the oldest beyond the limit", async () => {
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 1 }, () => service.subscribe());
    for (const browser of browsers) {
      expect((await pro.post("/api/notifications/push-subscriptions", browser.json)).statusCode).toBe(201);
    }
    const kept = await t.db.database.withTenant(demoId, (tx) =>
      tx.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions),
    );
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .slice(1)
        .map((b) => b.json.endpoint)
        .sort(),
    );
  });
});

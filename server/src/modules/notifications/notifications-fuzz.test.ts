import { createECDH } from "node:crypto";
import { NOTIFICATION_EVENTS, type NotificationSettings, notificationSettingsSchema } from "@froyo/contracts";
import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { FakeClock } from "../../../test/fake-clock.js";
import { anyId, anyText, jsonBody, StatusTally } from "../../../test/fuzz-arbitraries.js";
import { seedNotificationRows, unsubscribeTokenFor } from "../../../test/notifications.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";
import { notificationSettings, notifications, pushSubscriptions } from "../../db/schema/index.js";

const RUNS = 60;

const bool = fc.boolean();
const channels = { inbox: bool, email: bool, push: bool };
/** Settings the contract accepts: every event, any switches, thresholds in range, quiet hours or none. */
const validSettings = fc.record({
  events: fc.record({
    kiosk_offline: fc.record({ ...channels, minutes: fc.integer({ min: 0, max: 1440 }) }),
    kiosk_online: fc.record(channels),
    tray_low: fc.record({ ...channels, percent: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constant(null)) }),
    kiosk_too_warm: fc.record(channels),
    kiosk_error: fc.record(channels),
    no_sales: fc.record({ ...channels, hours: fc.integer({ min: 1, max: 12 }) }),
    promo_exhausted: fc.record(channels),
    daily_digest: fc.record(channels),
  }),
  quiet_hours: fc.oneof(
    fc.constant(null),
    fc.record({ start: fc.constantFrom("22:00", "00:00", "23:59"), end: fc.constantFrom("07:00", "12:30") }),
  ),
  timezone: fc.constantFrom("UTC", "Asia/Tokyo", "America/New_York"),
});
/** One part of valid settings spoiled: a value out of range or of the wrong type, a part missing, a stray field. */
const spoiled = fc
  .tuple(
    validSettings,
    fc.constantFrom(...NOTIFICATION_EVENTS),
    fc.constantFrom("inbox", "minutes", "percent", "hours", "extra"),
    fc.oneof(anyText, fc.constantFrom(-1, 0, 1.5, 13, 101, 1441, null, true)),
  )
  .map(([settings, event, field, value]) => {
    const events = settings.events as Record<string, Record<string, unknown>>;
    events[event] = { ...events[event], [field]: value };
    return settings;
  });
const settingsBody = fc.oneof(
  { weight: 3, arbitrary: validSettings.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: spoiled.map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        validSettings,
        fc.oneof(anyText, fc.constantFrom("Mars/Olympus", "")),
        fc.constantFrom("24:00", "7:00", "x"),
      )
      .map(([settings, timezone, start]) =>
        JSON.stringify({ ...settings, timezone, quiet_hours: { start, end: "07:00" } }),
      ),
  },
  { weight: 1, arbitrary: jsonBody({ events: anyText, quiet_hours: anyText, timezone: anyText }) },
);

/** Real browser keys (random bytes are almost never a point on P-256), and the 16-byte auth secrets. */
const browserKeys = Array.from({ length: 4 }, () => {
  const ecdh = createECDH("prime256v1");
  return ecdh.generateKeys().toString("base64url");
});
const authSecret = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString("base64url"));
const subscriptionBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({
        endpoint: fc.webUrl({ validSchemes: ["https"] }),
        expirationTime: fc.constant(null),
        keys: fc.record({ p256dh: fc.constantFrom(...browserKeys), auth: authSecret }),
      })
      .map((value) => JSON.stringify(value)),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({
        endpoint: fc.oneof(fc.webUrl({ validSchemes: ["https"] }), fc.webUrl(), anyText),
        expirationTime: fc.oneof(fc.constant(null), fc.integer(), anyText),
        keys: fc.record({
          p256dh: fc.oneof(fc.constantFrom(...browserKeys), anyText),
          auth: fc.oneof(authSecret, anyText),
        }),
      })
      .map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: jsonBody({ endpoint: anyText, keys: anyText }) },
);

describeOnOneDatabase("notification writes under random input (fast-check)", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let demoId: string;
  let proId: string;
  let pro: Browser;
  let token: string;
  let itemIds: string[];
  const tally = new StatusTally();

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    await seedNotificationRows(t.db.database, demoId, proId);
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    token = await unsubscribeTokenFor(t, { companyId: demoId, userId: proId, event: "tray_low" });
    itemIds = (await pro.get("/api/notifications")).json().data.map((item: { id: string }) => item.id);
  });
  afterAll(async () => {
    console.info(`[${kind}] notifications fuzz, answers by call and status:`, Object.fromEntries(tally.counts));
    await t.close();
  });

  /** Everything these calls could change, in the order it is stored. */
  const snapshot = () =>
    t.db.database.withTenant(demoId, async (tx) => ({
      settings: await tx.select().from(notificationSettings).where(eq(notificationSettings.companyId, demoId)),
      subscriptions: await tx
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.companyId, demoId))
        .orderBy(asc(pushSubscriptions.id)),
      reads: await tx
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(eq(notifications.companyId, demoId))
        .orderBy(asc(notifications.id)),
    }));

  async function expectAnswered(
    label: string,
    send: () => Promise<LightMyRequestResponse>,
    allowed: number[],
  ): Promise<LightMyRequestResponse> {
    const before = await snapshot();
    const response = await send();
    tally.add(label, response.statusCode);
    expect(allowed, `${label} → ${response.statusCode} ${response.payload.slice(0, 300)}`).toContain(
      response.statusCode,
    );
    if (response.statusCode === 422) expectValidationShape(response.json());
    if (response.statusCode >= 400) expect(await snapshot()).toEqual(before);
    return response;
  }

  it("PUT /api/settings/notifications: 200 saves exactly what was sent, anything else changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 3, arbitrary: settingsBody }, { weight: 1, arbitrary: jsonBody({ events: anyText }) }),
        async (payload) => {
          const response = await expectAnswered(
            "put-settings",
            () => pro.request("PUT", "/api/settings/notifications", payload),
            [200, 422],
          );
          if (response.statusCode === 200) {
            const saved = (await pro.get("/api/settings/notifications")).json().data as NotificationSettings;
            expect(saved).toEqual(notificationSettingsSchema.parse(JSON.parse(payload)));
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(tally.total("put-settings")).toBe(RUNS);
  });

  it("POST and DELETE /api/notifications/push-subscriptions: stored whole or not at all", async () => {
    await fc.assert(
      fc.asyncProperty(subscriptionBody, async (payload) => {
        const response = await expectAnswered(
          "subscribe",
          () => pro.post("/api/notifications/push-subscriptions", payload),
          [201, 422],
        );
        const endpoint =
          response.statusCode === 201 ? (JSON.parse(payload) as { endpoint: string }).endpoint : "nowhere";
        const removed = await expectAnswered(
          "unsubscribe",
          () => pro.request("DELETE", "/api/notifications/push-subscriptions", JSON.stringify({ endpoint })),
          [204, 404, 422],
        );
        if (response.statusCode === 201) expect(removed.statusCode).toBe(204);
      }),
      { numRuns: RUNS },
    );
  });

  it("POST /api/notifications/{id}/read and read-all: the user's own items only", async () => {
    await fc.assert(
      fc.asyncProperty(anyId(fc.constantFrom(...itemIds)), jsonBody({}), async (id, payload) => {
        await expectAnswered("read", () => pro.post(`/api/notifications/${id}/read`, payload), [200, 404, 422]);
        await expectAnswered("read-all", () => pro.post("/api/notifications/read-all", payload), [200, 422]);
      }),
      { numRuns: RUNS },
    );
  });

  it("POST /api/notifications/unsubscribe: only a genuine token turns one email off", async () => {
    const forged = fc.oneof(
      fc.constant(token),
      fc
        .nat({ max: token.length - 1 })
        .chain((at) =>
          fc.constantFrom("A", "b", "-", ".", "0").map((char) => `${token.slice(0, at)}${char}${token.slice(at + 1)}`),
        ),
      anyText,
    );
    const anonymous = new Browser(t.app, "demo.localhost");
    await fc.assert(
      fc.asyncProperty(forged, async (candidate) => {
        const before = (await pro.get("/api/settings/notifications")).json().data as NotificationSettings;
        const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(candidate)}`;
        const response = await expectAnswered("unsubscribe-link", () => anonymous.post(url), [200, 404, 422]);
        const after = (await pro.get("/api/settings/notifications")).json().data as NotificationSettings;
        if (response.statusCode === 200) {
          expect(after.events.tray_low.email).toBe(false);
          for (const event of NOTIFICATION_EVENTS.filter((name) => name !== "tray_low")) {
            expect(after.events[event]).toEqual(before.events[event]);
          }
        } else {
          expect(after).toEqual(before);
        }
        // Put it back for the next run (a PUT, as the settings page would).
        await pro.request("PUT", "/api/settings/notifications", {
          ...after,
          events: { ...after.events, tray_low: { ...after.events.tray_low, email: true } },
        });
      }),
      { numRuns: RUNS },
    );
  });
});

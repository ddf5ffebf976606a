import { NOTIFICATION_MESSAGES } from "@froyo/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { startPushService } from "../../../test/push-service.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { pushSubscriptions } from "../../db/schema/index.js";

/**
 * Issue 26, part 7: within a company, a push endpoint belongs to the user who registered it. Another user who
 * registers the same endpoint (with their own keys) is refused, and the owner's subscription is left as it was:
 * their alerts still go to their browser, encrypted for it, and nobody else's do.
 */
describeEachDatabase("a push endpoint's owner", (kind) => {
  let service: Awaited<ReturnType<typeof startPushService>>;
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let pro: Browser;

  beforeAll(async () => {
    service = await startPushService();
    t = await buildTestApp(kind, RELAXED_THROTTLE, { testPushAgent: service.agent });
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const rowsOf = (endpoint: string) =>
    t.db.database.withTenant(demoId, (tx) =>
      tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    );

  it("refuses another user's endpoint with 409 and leaves the owner's subscription untouched", async () => {
    const adminBrowser = service.subscribe();
    expect((await admin.post("/api/notifications/push-subscriptions", adminBrowser.json)).statusCode).toBe(201);
    const before = await rowsOf(adminBrowser.json.endpoint);

    const attackerKeys = service.subscribe().json.keys;
    const taken = await pro.post("/api/notifications/push-subscriptions", { ...adminBrowser.json, keys: attackerKeys });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: NOTIFICATION_MESSAGES.endpointTaken });

    const after = await rowsOf(adminBrowser.json.endpoint);
    expect(after).toEqual(before);
    expect(after[0]?.userId).toBe(await userIdOf(t, demoId, "admin@demo.example.com"));
    // Nor can the other user remove it: it is not theirs.
    const removed = await pro.request("DELETE", "/api/notifications/push-subscriptions", {
      endpoint: adminBrowser.json.endpoint,
    });
    expect(removed.statusCode).toBe(404);
    expect(await rowsOf(adminBrowser.json.endpoint)).toHaveLength(1);
  });

  it("lets the owner renew their own endpoint's keys", async () => {
    const browser = service.subscribe();
    expect((await pro.post("/api/notifications/push-subscriptions", browser.json)).statusCode).toBe(201);
    const renewedKeys = service.subscribe().json.keys;
    const renewed = await pro.post("/api/notifications/push-subscriptions", { ...browser.json, keys: renewedKeys });
    expect(renewed.statusCode).toBe(201);
    const rows = await rowsOf(browser.json.endpoint);
    expect(rows.map((row) => [row.p256dh, row.auth])).toEqual([[renewedKeys.p256dh, renewedKeys.auth]]);
  });
});

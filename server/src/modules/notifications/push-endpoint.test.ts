import { request } from "node:https";
import { defaultNotificationSettings, isPublicAddress, pushEndpointProblem } from "@froyo/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { companyIdOf, RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { FakeClock } from "../../../test/fake-clock.js";
import { addKiosk } from "../../../test/fleet.js";
import { setSettings } from "../../../test/notifications.js";
import { startPushService } from "../../../test/push-service.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { notifications, pushSubscriptions } from "../../db/schema/index.js";
import { queryRows } from "../../db/types.js";
import { isBlockedPush, publicPushAgent } from "./delivery/push-agent.js";

/** SSRF through push endpoints (decision 022): which addresses count as public, and what the production agent does. */
describe("push endpoints and addresses", () => {
  it("tells public addresses from the server's own network, IPv4 and IPv6 (IPv4-mapped included)", () => {
    const inside = ["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254"];
    inside.push("0.0.0.0", "100.64.0.1", "224.0.0.1", "255.255.255.255", "::", "::1", "fe80::1", "fc00::1");
    inside.push("fd12:3456::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "64:ff9b::a00:1");
    inside.push("2002:c0a8:0101::1", "2001:db8::1");
    for (const address of inside) expect(isPublicAddress(address), address).toBe(false);
    const outside = ["8.8.8.8", "172.32.0.1", "142.250.74.78", "2607:f8b0:4004:c07::5f", "::ffff:8.8.8.8"];
    for (const address of outside) expect(isPublicAddress(address), address).toBe(true);
    for (const nonsense of ["", "1.2.3", "256.1.1.1", "::g", "1::2::3", "example.com"]) {
      expect(isPublicAddress(nonsense), nonsense).toBe(false);
    }
  });

  it("reads an endpoint's URL: public hosts on port 443 only", () => {
    expect(pushEndpointProblem("https://fcm.googleapis.com/fcm/send/abc")).toBeNull();
    expect(pushEndpointProblem("https://updates.push.services.mozilla.com:443/wpush/v2/x")).toBeNull();
    expect(pushEndpointProblem("https://[2607:f8b0:4004:c07::5f]/x")).toBeNull();
    for (const endpoint of ["https://2130706433/x", "https://0x7f.1/x", "https://[::ffff:127.0.0.1]/x"]) {
      expect(pushEndpointProblem(endpoint), endpoint).toMatch(/public push service/);
    }
    expect(pushEndpointProblem("https://push.example.com:8443/x")).toMatch(/standard https port/);
  });

  it("connects to no non-public address a name resolves to (the check runs at connect time: DNS rebinding)", async () => {
    const service = await startPushService();
    try {
      const error = await new Promise<unknown>((resolve) => {
        const sent = request({ host: "localhost", port: service.port, path: "/", agent: publicPushAgent() }, () =>
          resolve(null),
        );
        sent.on("error", resolve).end();
      });
      expect(isBlockedPush(error), String(error)).toBe(true);
      expect(service.connections()).toBe(0);
    } finally {
      await service.close();
    }
  });
});

describeOnOneDatabase("a push sender configured as in production", (kind) => {
  const clock = new FakeClock();
  let service: Awaited<ReturnType<typeof startPushService>>;
  let t: TestApp;
  let demoId: string;
  let proId: string;

  beforeAll(async () => {
    service = await startPushService();
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock }); // no testPushAgent: publicPushAgent()
    demoId = await companyIdOf(t, "demo");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    await setSettings(t.db.database, demoId, proId, defaultNotificationSettings("UTC"));
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it("sends nothing to 127.0.0.1, by IP or by name, keeps the subscriptions, and retries nothing", async () => {
    // Rows as a name that rebinds, or an older rule, could have left them: the sender must refuse them itself.
    const endpoints = [
      `https://127.0.0.1:${service.port}/push/${service.subscribe().id}`,
      `https://127.0.0.1/push/${service.subscribe().id}`,
      `https://localhost/push/${service.subscribe().id}`,
    ];
    const browser = service.subscribe().json.keys;
    await t.db.database.withTenant(demoId, (tx) =>
      tx
        .insert(pushSubscriptions)
        .values(endpoints.map((endpoint) => ({ companyId: demoId, userId: proId, endpoint, ...browser }))),
    );
    const warn = vi.spyOn(t.app.log, "warn");
    const kiosk = await addKiosk(t, { owner: "pro" });
    await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "error", error_codes: ["E1"] });
    clock.advance(1000);
    await t.app.jobs.runDueJobs();
    expect(service.connections()).toBe(0);
    expect(service.received).toEqual([]);
    const kept = await t.db.database.withTenant(demoId, (tx) =>
      tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, proId)),
    );
    expect(kept.map((row) => row.endpoint).sort()).toEqual([...endpoints].sort());
    const left = await queryRows(t.db.database.db, sql`SELECT id FROM jobs WHERE name = 'notifications.push'`);
    expect(left).toEqual([]);
    const [item] = await t.db.database.withTenant(demoId, (tx) =>
      tx.select().from(notifications).where(eq(notifications.userId, proId)),
    );
    expect(item?.pushedTo).toEqual([]);
    expect(warn.mock.calls.filter(([, message]) => String(message).startsWith("push:"))).toHaveLength(3);
  });
});

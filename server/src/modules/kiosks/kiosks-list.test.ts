import { type Kiosk, kioskSchema, pageMetaSchema } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { addKiosk, kioskRow, type NewKiosk, productIds, setKioskTimes } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";

/** The demo seed's four kiosks, never seen, one low tray each (server/src/demo/fleet.ts). */
const SEEDED = 4;
/** Not the default 180: the suite proves the setting is the one the status follows. */
const ONLINE_SECONDS = 120;

describeEachDatabase("GET /api/kiosks: paging, search, filters, sorting and derived status", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  let carlId: string;
  let petraId: string;
  let online: NewKiosk;
  let maintenance: NewKiosk;
  let offline: NewKiosk;
  let percent: NewKiosk;
  const beat = (kiosk: NewKiosk, body: Record<string, unknown> = {}) =>
    kiosk.device.heartbeat({ sent_at: new Date().toISOString(), status: "ok", ...body });

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, KIOSK_ONLINE_SECONDS: String(ONLINE_SECONDS) });
    demoId = await companyIdOf(t, "demo");
    carlId = await userIdOf(t, demoId, "client@demo.example.com");
    petraId = await userIdOf(t, demoId, "pro@demo.example.com");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const orig = (await productIds(t, demoId)).get("FY-ORIG") as string;
    const full = [1, 2, 3, 4, 5, 6].map((position) => ({ position, productId: orig }));
    online = await addKiosk(t, { admin, name: "Alpha Online", serial: "LS-ALPHA", fill: full });
    maintenance = await addKiosk(t, {
      admin,
      name: "beta Service",
      serial: "ls-beta",
      owner: "pro",
      fill: [{ position: 1, productId: orig, level: 5 }],
    });
    offline = await addKiosk(t, { admin, name: "Gamma Gone", serial: "LS-GAMMA", address: "9 Quiet Road" });
    percent = await addKiosk(t, { admin, name: "Delta", serial: "LS-100%", address: "100% Dairy Lane" });
    await addKiosk(t, { admin, name: "Echo", serial: "LS_E", address: "100x Dairy Lane" });
    for (const [kiosk, status] of [
      [online, "ok"],
      [maintenance, "maintenance"],
      [offline, "ok"],
    ] as const) {
      expect((await beat(kiosk, { status })).statusCode).toBe(200);
    }
    await setKioskTimes(t, demoId, offline.id, { lastHeartbeatAt: 600 });
  });
  afterAll(() => t.close());

  const TOTAL = SEEDED + 5;
  async function list(query: string, browser = admin) {
    const response = await browser.get(`/api/kiosks${query}`);
    expect(response.statusCode, response.payload).toBe(200);
    return response.json() as { data: Kiosk[]; meta: unknown };
  }
  const names = async (query: string) => (await list(query)).data.map((kiosk) => kiosk.name);
  const one = async (kiosk: NewKiosk) => (await admin.get(`/api/kiosks/${kiosk.id}`)).json().data as Kiosk;

  it("answers {data, meta}, each kiosk in the contract's shape with its trays in position order", async () => {
    const body = await list("?per_page=100");
    expect(pageMetaSchema.strict().parse(body.meta)).toEqual({
      current_page: 1,
      last_page: 1,
      total: TOTAL,
      per_page: 100,
    });
    for (const kiosk of body.data) {
      expect(kioskSchema.strict().parse(kiosk)).toEqual(kiosk);
      expect(kiosk.trays.map((tray) => tray.position)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(kiosk.low_trays).toBe(kiosk.trays.filter((tray) => tray.is_low).length);
    }
    const byName = new Map(body.data.map((kiosk) => [kiosk.name, kiosk]));
    expect(byName.get("Alpha Online")?.low_trays).toBe(0);
    expect(byName.get("Alpha Online")?.trays[0]?.product).toEqual({ id: expect.any(String), name: "Original Tart" });
    // One tray of Original Tart at 5 (low at 10); five empty slots at 0 hold nothing to run out of.
    expect(byName.get("beta Service")?.low_trays).toBe(1);
    expect(byName.get("Gamma Gone")?.low_trays).toBe(0);
    expect(byName.get("Santa Monica Pier")?.low_trays).toBe(1);
    expect(byName.get("Santa Monica Pier")?.trays[3]).toMatchObject({ level: 8, low_threshold: 12, is_low: true });
  });

  it("pages without repeats", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?per_page=4&page=${page}`)));
    expect(pages.map((page) => page.data.length)).toEqual([4, 4, 1]);
    expect(pages[2]?.meta).toEqual({ current_page: 3, last_page: 3, total: TOTAL, per_page: 4 });
    expect(new Set(pages.flatMap((page) => page.data.map((kiosk) => kiosk.id))).size).toBe(TOTAL);
  });

  it("searches name, serial number and address, ignoring case, taking % and _ literally", async () => {
    expect(await names("?search=ALPHA")).toEqual(["Alpha Online"]);
    expect(await names("?search=df-tk")).toEqual(["Shibuya Crossing"]);
    expect(await names("?search=quiet")).toEqual(["Gamma Gone"]);
    expect(await names("?search=osaka")).toEqual(["Osaka Station"]);
    expect(await names(`?search=${encodeURIComponent("100%")}`)).toEqual(["Delta"]);
    expect(await names("?search=ls_")).toEqual(["Echo"]);
    expect(await names("?search=nowhere")).toEqual([]);
  });

  describe("status, derived from the last heartbeat", () => {
    it("is online after a heartbeat, maintenance when the kiosk says so, offline once the window has passed", async () => {
      expect(await one(online)).toMatchObject({ status: "online", offline_since: null, reported_status: "ok" });
      expect(await one(maintenance)).toMatchObject({ status: "maintenance", offline_since: null });
      const gone = await one(offline);
      expect(gone.status).toBe("offline");
      const lastSeen = Date.parse(gone.last_seen_at as string);
      expect(Math.abs(Date.now() - 600_000 - lastSeen)).toBeLessThan(60_000);
      // The moment the window ran out (to the millisecond the API shows).
      expect(Math.abs(Date.parse(gone.offline_since as string) - lastSeen - ONLINE_SECONDS * 1000)).toBeLessThanOrEqual(
        1,
      );
      expect(await one(percent)).toMatchObject({ status: "offline", last_seen_at: null, offline_since: null });
    });

    it("filters by status", async () => {
      expect(await names("?status=online")).toEqual(["Alpha Online"]);
      expect(await names("?status=maintenance")).toEqual(["beta Service"]);
      const offlineNames = await names("?status=offline&per_page=100");
      expect(offlineNames).toHaveLength(TOTAL - 2);
      expect(offlineNames).toContain("Gamma Gone");
      expect((await admin.get("/api/kiosks?status=asleep")).statusCode).toBe(422);
    });

    it("comes back online with the next heartbeat", async () => {
      const other = await addKiosk(t, { admin, name: "Zulu Flicker" });
      expect((await beat(other)).statusCode).toBe(200);
      await setKioskTimes(t, demoId, other.id, { lastHeartbeatAt: ONLINE_SECONDS - 10 });
      expect((await one(other)).status).toBe("online");
      await setKioskTimes(t, demoId, other.id, { lastHeartbeatAt: ONLINE_SECONDS + 10 });
      expect((await one(other)).status).toBe("offline");
      expect((await beat(other)).statusCode).toBe(200);
      expect(await one(other)).toMatchObject({ status: "online", offline_since: null });
      expect((await admin.post("/api/kiosks/delete", { ids: [other.id] })).statusCode).toBe(204);
    });

    it("is too warm once warm_since is older than the window, until a heartbeat below the limit", async () => {
      const kiosk = await addKiosk(t, { admin, name: "Zulu Warm" });
      expect((await beat(kiosk, { temperature_c: 9 })).statusCode).toBe(200);
      expect(await one(kiosk)).toMatchObject({ temperature_c: 9, too_warm: false });
      await setKioskTimes(t, demoId, kiosk.id, { warmSince: 16 * 60 });
      expect((await one(kiosk)).too_warm).toBe(true);
      expect((await beat(kiosk, { temperature_c: 8.5 })).statusCode).toBe(200);
      expect((await one(kiosk)).too_warm).toBe(true); // still warm: the spell goes on
      expect((await beat(kiosk, { temperature_c: 3 })).statusCode).toBe(200);
      expect(await one(kiosk)).toMatchObject({ temperature_c: 3, too_warm: false });
      expect((await kioskRow(t, demoId, kiosk.id))?.warmSince).toBeNull();
      expect((await admin.post("/api/kiosks/delete", { ids: [kiosk.id] })).statusCode).toBe(204);
    });
  });

  it("filters by owner and by low trays", async () => {
    const petras = await names(`?owner_id=${petraId}`);
    expect(petras).toEqual(["beta Service", "Osaka Station", "Shibuya Crossing"]);
    const carls = await list(`?owner_id=${carlId}&per_page=100`);
    expect(carls.data.every((kiosk) => kiosk.owner_id === carlId)).toBe(true);
    expect(carls.meta).toMatchObject({ total: TOTAL - 3 });
    const low = await names("?low=true&per_page=100");
    expect(low).toHaveLength(SEEDED + 1);
    expect(low).toContain("beta Service");
    expect(low).not.toContain("Alpha Online");
    expect(low).not.toContain("Gamma Gone");
    expect(await names(`?low=1&owner_id=${petraId}&status=maintenance`)).toEqual(["beta Service"]);
    expect((await admin.get("/api/kiosks?low=false")).statusCode).toBe(422);
    expect((await admin.get("/api/kiosks?owner_id=carl")).statusCode).toBe(422);
  });

  describe("sorting", () => {
    type Key = string | null;
    const keyOf: Record<string, (kiosk: Kiosk) => Key> = {
      name: (kiosk) => kiosk.name.toLowerCase(),
      serial_number: (kiosk) => kiosk.serial_number.toLowerCase(),
      last_seen_at: (kiosk) => kiosk.last_seen_at,
      created_at: (kiosk) => kiosk.created_at,
    };
    /** By the key in the chosen direction, kiosks never seen last either way, ties by id in the same direction. */
    const expected = (kiosks: Kiosk[], key: (kiosk: Kiosk) => Key, sign: 1 | -1) =>
      [...kiosks]
        .sort((a, b) => {
          const [ka, kb] = [key(a), key(b)];
          if (ka !== kb) {
            if (ka === null) return 1;
            if (kb === null) return -1;
            return ka < kb ? -sign : sign;
          }
          return a.id < b.id ? -sign : sign;
        })
        .map((kiosk) => kiosk.id);

    it.each(Object.keys(keyOf))("sorts by %s both ways", async (sort) => {
      const key = keyOf[sort] as (kiosk: Kiosk) => Key;
      const ascending = (await list(`?per_page=100&sort=${sort}`)).data;
      const descending = (await list(`?per_page=100&sort=${sort}&order=desc`)).data;
      expect(ascending).toHaveLength(TOTAL);
      expect(ascending.map((kiosk) => kiosk.id)).toEqual(expected(ascending, key, 1));
      expect(descending.map((kiosk) => kiosk.id)).toEqual(expected(ascending, key, -1));
    });

    it("puts the most recently seen first when sorting by last seen, descending", async () => {
      expect(await names("?sort=last_seen_at&order=desc&per_page=3")).toEqual([
        "beta Service",
        "Alpha Online",
        "Gamma Gone",
      ]);
    });

    it("rejects an unknown sort field", async () => {
      const response = await admin.get("/api/kiosks?sort=api_key_hash");
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(["sort"]);
    });
  });

  it("lists a client's own kiosks only, whatever the filters ask", async () => {
    const carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const mine = await list("?per_page=100", carl);
    expect(mine.data.length).toBe(TOTAL - 3);
    expect(new Set(mine.data.map((kiosk) => kiosk.owner_id))).toEqual(new Set([carlId]));
    expect((await list(`?owner_id=${petraId}`, carl)).data).toEqual([]);
    expect((await list("?status=maintenance", carl)).data).toEqual([]);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../test/auth-helpers.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { addKiosk, companyIdBySubdomain, DeviceClient, makeSale, productIds, resultsOf } from "../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { kiosks, products } from "../db/schema/index.js";

describeOnOneDatabase("the kiosks' API: keys, limits, catalog and heartbeats", (kind) => {
  let t: TestApp;
  let demoId: string;
  let sku: Map<string, string>;
  const product = (code: string) => sku.get(code) as string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEVICE_RATE_LIMIT_PER_MINUTE: "30" });
    demoId = await companyIdBySubdomain(t, "demo");
    sku = await productIds(t, demoId);
  });
  afterAll(() => t.close());

  const admin = () => signedIn(t, "demo.localhost", "admin@demo.example.com");
  const kioskRow = async (id: string) =>
    (await t.db.database.withTenant(demoId, (tx) => tx.select().from(kiosks).where(eq(kiosks.id, id))))[0];

  describe("authentication", () => {
    it("answers 401 without a key or with a malformed one, before any body is read", async () => {
      for (const headers of [
        {},
        { authorization: "Basic abc" },
        { authorization: "Bearer" },
        { authorization: "Bearer fyk_x" },
      ]) {
        const response = await t.app.inject({ method: "POST", url: "/device/v1/sales", headers, payload: "{" });
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.headers["www-authenticate"]).toBe('Bearer realm="device"');
      }
    });

    it("answers 401 to a well-formed key it does not know, on every call, whatever the body", async () => {
      const kiosk = await addKiosk(t);
      const unknown = new DeviceClient(t.app, `${kiosk.apiKey.slice(0, -4)}AAAA`);
      const sale = makeSale([{ productId: product("FY-ORIG") }]);
      for (const [name, response] of [
        ["catalog", await unknown.catalog()],
        ["heartbeat", await unknown.heartbeat({ sent_at: "not a time", status: "ok" })],
        ["sales", await unknown.sales([sale])],
        ["sales, all refused by their checks", await unknown.sales([{ ...sale, total_cents: -1 }])],
        ["redeem", await unknown.redeem({})],
        ["release", await unknown.release({ code: "X", order_id: "o" })],
      ] as const) {
        expect(response.statusCode, `${name}: ${response.payload}`).toBe(401);
        expect(response.json()).toEqual({ message: "The API key is not valid." });
      }
    });

    it("stops the old key at once when it is rotated, and a deleted kiosk's key with it", async () => {
      const kiosk = await addKiosk(t);
      const staff = await admin();
      const rotated = await staff.post(`/api/kiosks/${kiosk.id}/key`);
      expect(rotated.statusCode).toBe(200);
      const fresh = new DeviceClient(t.app, rotated.json().data.api_key);
      expect((await kiosk.device.catalog()).statusCode).toBe(401);
      expect((await fresh.catalog()).statusCode).toBe(200);
      expect((await staff.post("/api/kiosks/delete", { ids: [kiosk.id] })).statusCode).toBe(204);
      expect((await fresh.catalog()).statusCode).toBe(401);
    });

    it("answers 403 to every call of a disabled kiosk, and nothing is written", async () => {
      const kiosk = await addKiosk(t);
      const staff = await admin();
      expect((await staff.request("PATCH", `/api/kiosks/${kiosk.id}`, { active: false })).statusCode).toBe(200);
      const sale = makeSale([{ productId: product("FY-ORIG") }]);
      for (const response of [
        await kiosk.device.catalog(),
        await kiosk.device.heartbeat({ sent_at: new Date().toISOString(), status: "ok" }),
        await kiosk.device.sales([sale]),
        await kiosk.device.redeem({ code: "NOPE", order_id: "o-1", subtotal_cents: 100 }),
      ]) {
        expect(response.statusCode, response.payload).toBe(403);
        expect(response.json()).toEqual({ message: "This kiosk is disabled." });
      }
      expect((await kioskRow(kiosk.id))?.lastHeartbeatAt).toBeNull();
      expect((await staff.request("PATCH", `/api/kiosks/${kiosk.id}`, { active: true })).statusCode).toBe(200);
      expect(resultsOf(await kiosk.device.sales([sale]))[0]?.status).toBe("accepted");
    });
  });

  describe("rate limit", () => {
    it("answers 429 with Retry-After past the key's allowance, and never spends another kiosk's", async () => {
      const [busy, quiet] = [await addKiosk(t), await addKiosk(t)];
      const guessing = new DeviceClient(t.app, `${quiet.apiKey.slice(0, -4)}AAAA`);
      const statuses: number[] = [];
      for (let call = 0; call < 35; call++) statuses.push((await busy.device.catalog()).statusCode);
      expect(statuses.slice(0, 30).every((status) => status === 200 || status === 304)).toBe(true);
      const refused = await busy.device.catalog();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      for (let call = 0; call < 40; call++) expect((await guessing.catalog()).statusCode).toBeGreaterThanOrEqual(401);
      expect((await quiet.device.catalog()).statusCode).toBe(200);
    });
  });

  describe("GET /catalog", () => {
    it("offers the company's active products with absolute picture URLs, the kiosk's trays and the currency", async () => {
      const kiosk = await addKiosk(t, {
        timezone: "Asia/Tokyo",
        fill: [{ position: 2, productId: product("FY-MTCH"), level: 7 }],
      });
      await t.db.database.withTenant(demoId, (tx) =>
        tx
          .update(products)
          .set({ imagePath: `/uploads/${demoId}/products/${"a".repeat(32)}.png` })
          .where(eq(products.id, product("FY-MTCH"))),
      );
      const staff = await admin();
      const hidden = await staff.request("DELETE", `/api/products/${(await productIds(t, demoId)).get("TP-BERR")}`);
      expect(hidden.statusCode).toBe(200);
      const response = await kiosk.device.catalog();
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.kiosk).toEqual({ id: kiosk.id, name: expect.any(String), timezone: "Asia/Tokyo" });
      expect(data.currency).toBe("USD");
      const names = data.products.map((p: { name: string }) => p.name);
      expect(names).toContain("Matcha Green Tea");
      expect(names).not.toContain("Fresh Berries");
      const matcha = data.products.find((p: { sku: string }) => p.sku === "FY-MTCH");
      expect(matcha.image_url).toBe(`http://demo.localhost:3000/uploads/${demoId}/products/${"a".repeat(32)}.png`);
      expect(data.trays[1]).toEqual({ position: 2, product_id: product("FY-MTCH"), capacity: 50, level: 7 });
      expect(Date.parse(data.server_time)).toBeGreaterThan(Date.now() - 60_000);
    });

    it("answers 304 to a matching ETag until the catalog changes: a sale, a product edit", async () => {
      const kiosk = await addKiosk(t, { fill: [{ position: 1, productId: product("FY-CHOC"), level: 9 }] });
      const first = await kiosk.device.catalog();
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      const again = await kiosk.device.catalog({ "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.payload).toBe("");
      // A heartbeat that changes no level keeps the tag: an idle kiosk costs nothing.
      await kiosk.device.heartbeat({
        sent_at: new Date().toISOString(),
        status: "ok",
        trays: [{ position: 1, level: 9 }],
      });
      expect((await kiosk.device.catalog({ "if-none-match": etag })).statusCode).toBe(304);
      resultsOf(await kiosk.device.sales([makeSale([{ productId: product("FY-CHOC") }])]));
      const afterSale = await kiosk.device.catalog({ "if-none-match": etag });
      expect(afterSale.statusCode).toBe(200);
      expect(afterSale.json().data.trays[0].level).toBe(8);
      const tag = afterSale.headers.etag as string;
      await t.db.database.withTenant(demoId, (tx) =>
        tx
          .update(products)
          .set({ priceCents: 999, updatedAt: new Date() })
          .where(eq(products.id, product("FY-ORIG"))),
      );
      expect((await kiosk.device.catalog({ "if-none-match": tag })).statusCode).toBe(200);
    });
  });

  describe("POST /heartbeat", () => {
    it("marks the kiosk online, keeps its clock's skew, its status and error codes, and sets its levels", async () => {
      const kiosk = await addKiosk(t, { fill: [{ position: 3, productId: product("FY-ORIG"), level: 30 }] });
      const staff = await admin();
      const status = async () => (await staff.get(`/api/kiosks/${kiosk.id}`)).json().data;
      expect(await status()).toMatchObject({ status: "offline", last_seen_at: null });
      const sentAt = new Date(Date.now() + 90_000); // the kiosk's clock runs 90 s ahead
      const response = await kiosk.device.heartbeat({
        sent_at: sentAt.toISOString(),
        status: "error",
        error_codes: ["E42", "COOLER"],
        temperature_c: 3.5,
        trays: [{ position: 3, level: 12 }],
      });
      expect(response.statusCode).toBe(200);
      expect(Date.parse(response.json().data.server_time)).toBeLessThan(sentAt.getTime());
      const seen = await status();
      expect(seen).toMatchObject({
        status: "online",
        reported_status: "error",
        error_codes: ["E42", "COOLER"],
        temperature_c: 3.5,
        too_warm: false,
      });
      expect(seen.clock_skew_ms).toBeGreaterThan(85_000);
      expect(seen.clock_skew_ms).toBeLessThan(95_000);
      expect(seen.trays[2]).toMatchObject({ level: 12, is_low: false });
      await kiosk.device.heartbeat({ sent_at: new Date(sentAt.getTime() + 1000).toISOString(), status: "maintenance" });
      expect(await status()).toMatchObject({ status: "maintenance", error_codes: [] });
    });

    it("never rolls a level back with a late heartbeat", async () => {
      const kiosk = await addKiosk(t, { fill: [{ position: 1, productId: product("FY-ORIG"), level: 30 }] });
      const now = Date.now();
      await kiosk.device.heartbeat({
        sent_at: new Date(now + 2000).toISOString(),
        status: "ok",
        trays: [{ position: 1, level: 20 }],
      });
      await kiosk.device.heartbeat({
        sent_at: new Date(now + 1000).toISOString(),
        status: "ok",
        trays: [{ position: 1, level: 25 }],
      });
      const trays = (await (await admin()).get(`/api/kiosks/${kiosk.id}/trays`)).json().data;
      expect(trays[0].level).toBe(20);
    });

    it("refuses unknown positions and levels above capacity with field messages, and keeps nothing of it", async () => {
      const kiosk = await addKiosk(t);
      const response = await kiosk.device.heartbeat({
        sent_at: new Date().toISOString(),
        status: "ok",
        trays: [
          { position: 1, level: 51 },
          { position: 99, level: 1 },
        ],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        "trays.0.level": ["The level must not be greater than the tray's capacity."],
        "trays.1.position": ["The kiosk has no tray at this position."],
      });
      expect((await kioskRow(kiosk.id))?.lastHeartbeatAt).toBeNull();
      for (const body of [
        {},
        { sent_at: "now", status: "ok" },
        { sent_at: new Date().toISOString(), status: "asleep" },
        { sent_at: new Date().toISOString(), status: "ok", temperature_c: 500 },
      ]) {
        expect((await kiosk.device.heartbeat(body)).statusCode, JSON.stringify(body)).toBe(422);
      }
    });

    it("says a kiosk is too warm only once it has stayed above its limit for its window", async () => {
      const kiosk = await addKiosk(t);
      const beat = (temperature: number) =>
        kiosk.device.heartbeat({ sent_at: new Date().toISOString(), status: "ok", temperature_c: temperature });
      const tooWarm = async () => (await (await admin()).get(`/api/kiosks/${kiosk.id}`)).json().data.too_warm;
      await beat(7.5);
      expect(await tooWarm()).toBe(false);
      const since = (await kioskRow(kiosk.id))?.warmSince;
      expect(since).toBeInstanceOf(Date);
      await t.db.database.withTenant(demoId, (tx) =>
        tx
          .update(kiosks)
          .set({ warmSince: new Date(Date.now() - 16 * 60_000) })
          .where(and(eq(kiosks.companyId, demoId), eq(kiosks.id, kiosk.id))),
      );
      await beat(8);
      expect(await tooWarm()).toBe(true);
      await beat(4);
      expect(await tooWarm()).toBe(false);
      expect((await kioskRow(kiosk.id))?.warmSince).toBeNull();
    });
  });
});

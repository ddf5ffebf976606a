import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../test/auth-helpers.js";
import type { Browser } from "../test/browser.js";
import { describeEachDatabase } from "../test/databases.js";
import {
  addKiosk,
  DeviceClient,
  fleetSnapshot,
  makeSale,
  type NewKiosk,
  productIds,
  resultsOf,
} from "../test/fleet.js";
import { matrixFixtures } from "../test/matrix-fixtures.js";
import type { MatrixFixtures } from "../test/permission-matrix.js";
import { buildTestApp, type TestApp } from "../test/test-app.js";
import { sendForm } from "../test/uploads.js";
import { readApiKey } from "./modules/kiosks/api-keys.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

type Call = (browser: Browser, id: string) => Promise<LightMyRequestResponse>;

/**
 * The fleet's side of the tenant matrix: acme's staff and kiosks reach for demo's products, kiosks and trays, and a
 * client for another client's kiosk. Every attempt answers exactly what the same call answers for an id that
 * exists nowhere, and changes nothing in either company.
 */
describeEachDatabase("tenant matrix: products, kiosks, trays and kiosk keys", (kind) => {
  let t: TestApp;
  let f: MatrixFixtures;
  let acmeId: string;
  let acmeAdmin: Browser;
  let superOnAcme: Browser;
  let carl: Browser;
  let demoKiosk: { id: string; trayId: string };
  let petrasKiosk: { id: string; trayId: string };
  let acmeKiosk: NewKiosk;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    f = await matrixFixtures(t);
    acmeId = await companyIdOf(t, "acme");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    superOnAcme = await signedIn(t, "acme.localhost", "super@example.com");
    carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
    demoKiosk = f.kioskOf("Client");
    petrasKiosk = f.kioskOf("Client - Pro");
    const acmeProduct = [...(await productIds(t, acmeId)).values()][0] as string;
    acmeKiosk = await addKiosk(t, { subdomain: "acme", fill: [{ position: 1, productId: acmeProduct }] });
  });
  afterAll(() => t.close());

  const everything = async () => ({ demo: await fleetSnapshot(t, f.demoId), acme: await fleetSnapshot(t, acmeId) });

  /** Each call with demo's id and with a random one: the same 404, and nothing changed anywhere. */
  async function expectSameAsMissing(browser: Browser, calls: [string, string, Call][]): Promise<void> {
    const before = await everything();
    for (const [name, id, call] of calls) {
      const onDemo = await call(browser, id);
      const onNothing = await call(browser, RANDOM_ID);
      expect(onDemo.statusCode, `${name}: ${onDemo.payload}`).toBe(404);
      expect({ status: onDemo.statusCode, body: onDemo.json() }, name).toEqual({
        status: onNothing.statusCode,
        body: onNothing.json(),
      });
    }
    expect(await everything()).toEqual(before);
  }

  const kioskCalls = (kiosk: () => { id: string; trayId: string }): [string, string, Call][] => [
    ["read a kiosk", kiosk().id, (b, id) => b.get(`/api/kiosks/${id}`)],
    ["rename a kiosk", kiosk().id, (b, id) => b.request("PATCH", `/api/kiosks/${id}`, { name: "Taken" })],
    ["read its trays", kiosk().id, (b, id) => b.get(`/api/kiosks/${id}/trays`)],
    [
      "refill its tray",
      kiosk().id,
      (b, id) => b.request("PATCH", `/api/kiosks/${id}/trays/${kiosk().trayId}`, { refill: true }),
    ],
    [
      "refill its tray through one's own kiosk",
      kiosk().trayId,
      (b, id) => b.request("PATCH", `/api/kiosks/${ownKioskOf(b).id}/trays/${id}`, { refill: true }),
    ],
  ];
  const ownKioskOf = (browser: Browser) => (browser === carl ? demoKiosk : { id: acmeKiosk.id });

  for (const [label, actor] of [
    ["acme's Company Admin", () => acmeAdmin],
    ["Super Admin on acme's subdomain", () => superOnAcme],
  ] as const) {
    describe(label, () => {
      it("gets the 404 of a missing id for demo's products, kiosks and trays, and nothing changes", async () => {
        await expectSameAsMissing(actor(), [
          ["read a product", f.productId, (b, id) => b.get(`/api/products/${id}`)],
          [
            "edit a product",
            f.productId,
            (b, id) => sendForm(t, b, `/api/products/${id}`, { name: "Taken", price_cents: "1" }),
          ],
          ["delete a product", f.productId, (b, id) => b.request("DELETE", `/api/products/${id}`)],
          ...kioskCalls(() => demoKiosk),
          ["open an order", await f.saleOf("Client"), (b, id) => b.get(`/api/sales/group/${id}`)],
          [
            "refund an order",
            await f.saleOf("Client"),
            (b, id) => b.post(`/api/sales/${id}/refunds`, { id: RANDOM_ID, amount_cents: 1, reason: "Taken" }),
          ],
          ["rotate a kiosk's key", demoKiosk.id, (b, id) => b.post(`/api/kiosks/${id}/key`)],
          ["delete a kiosk", demoKiosk.id, (b, id) => b.post("/api/kiosks/delete", { ids: [id] })],
        ]);
      });

      it("cannot delete demo's kiosk alongside its own: all or nothing", async () => {
        const before = await everything();
        const response = await actor().post("/api/kiosks/delete", { ids: [acmeKiosk.id, demoKiosk.id] });
        expect(response.statusCode).toBe(404);
        expect(await everything()).toEqual(before);
      });

      it("cannot use demo's client as an owner or demo's product in a tray: the same 422 as an unknown id", async () => {
        const before = await everything();
        const create = (ownerId: string) =>
          actor().post("/api/kiosks", {
            owner_id: ownerId,
            name: "Stolen",
            serial_number: "STOLEN-1",
            timezone: "UTC",
          });
        const tray = (productId: string) =>
          actor().request("PATCH", `/api/kiosks/${acmeKiosk.id}/trays/${acmeKiosk.trays[0]?.id}`, {
            product_id: productId,
          });
        for (const [name, withDemo, withNothing] of [
          ["owner", await create(f.carlId), await create(RANDOM_ID)],
          ["tray product", await tray(f.productId), await tray(RANDOM_ID)],
        ] as const) {
          expect(withDemo.statusCode, `${name}: ${withDemo.payload}`).toBe(422);
          expect(withDemo.json(), name).toEqual(withNothing.json());
        }
        expect(await everything()).toEqual(before);
      });

      it("lists none of demo's products or kiosks", async () => {
        const products = (await actor().get("/api/products?per_page=100")).json().data as { id: string }[];
        const kiosks = (await actor().get("/api/kiosks?per_page=100")).json().data as { id: string }[];
        expect(products.map((p) => p.id)).not.toContain(f.productId);
        expect(kiosks.map((k) => k.id)).toContain(acmeKiosk.id);
        expect(kiosks.map((k) => k.id)).not.toContain(demoKiosk.id);
        expect(kiosks.map((k) => k.id)).not.toContain(petrasKiosk.id);
        const owners = (await actor().get("/api/kiosks/owners")).json().data as { id: string }[];
        expect(owners.map((o) => o.id)).not.toContain(f.carlId);
        const saleId = await f.saleOf("Client");
        for (const url of [
          "/api/sales?per_page=100",
          `/api/sales?kiosk_id=${demoKiosk.id}`,
          `/api/sales?search=${saleId}`,
        ]) {
          const sales = (await actor().get(url)).json().data as { id: string; kiosk: { id: string } }[];
          expect(
            sales.map((sale) => sale.id),
            url,
          ).not.toContain(saleId);
          expect(
            sales.filter((sale) => sale.kiosk.id !== acmeKiosk.id),
            url,
          ).toEqual([]);
        }
        const csv = (await actor().get(`/api/sales/export?kiosk_id=${demoKiosk.id}`)).payload;
        expect(csv.trimEnd().split("\r\n")).toHaveLength(1); // the header row only
      });
    });
  }

  describe("a client", () => {
    it("gets the 404 of a missing id for another client's kiosk and its trays, and nothing changes", async () => {
      await expectSameAsMissing(carl, [
        ...kioskCalls(() => petrasKiosk),
        ["open an order", await f.saleOf("Client - Pro"), (b, id) => b.get(`/api/sales/group/${id}`)],
      ]);
    });

    it("lists only the kiosks they own", async () => {
      const listed = (await carl.get("/api/kiosks?per_page=100")).json().data as { id: string; owner_id: string }[];
      expect(listed.length).toBeGreaterThan(0);
      expect(new Set(listed.map((k) => k.owner_id))).toEqual(new Set([f.carlId]));
      expect(listed.map((k) => k.id)).not.toContain(petrasKiosk.id);
      const petrasSale = await f.saleOf("Client - Pro");
      const sales = (await carl.get("/api/sales?per_page=100")).json().data as { id: string; kiosk: { id: string } }[];
      expect(sales.map((sale) => sale.id)).not.toContain(petrasSale);
      expect(sales.map((sale) => sale.id)).toContain(await f.saleOf("Client"));
      expect((await carl.get(`/api/sales?kiosk_id=${petrasKiosk.id}`)).json().data).toEqual([]);
      expect((await carl.get(`/api/sales/export`)).payload).not.toContain(petrasSale);
    });
  });

  describe("a kiosk key", () => {
    it("cannot sell another company's product: the sale is rejected and nothing is stored", async () => {
      const before = await everything();
      const [result] = resultsOf(await acmeKiosk.device.sales([makeSale([{ productId: f.productId }])]));
      expect(result).toMatchObject({ status: "rejected", errors: { items: [expect.any(String)] } });
      expect(await everything()).toEqual(before);
    });

    it("names its own kiosk only: a key rewritten to name demo's kiosk is unknown", async () => {
      const acme = readApiKey(acmeKiosk.apiKey);
      expect(acme).not.toBeNull();
      const bytes = Buffer.from(acmeKiosk.apiKey.slice(4), "base64url");
      const hex = (id: string) => Buffer.from(id.replaceAll("-", ""), "hex");
      Buffer.concat([hex(f.demoId), hex(demoKiosk.id)]).copy(bytes, 0);
      const forged = new DeviceClient(t.app, `fyk_${bytes.toString("base64url")}`);
      const before = await everything();
      for (const response of [
        await forged.catalog(),
        await forged.heartbeat({ sent_at: new Date().toISOString(), status: "ok" }),
        await forged.sales([makeSale([{ productId: f.productId }])]),
      ]) {
        expect(response.statusCode, response.payload).toBe(401);
      }
      expect(await everything()).toEqual(before);
    });

    it("never authenticates a back-office call, and a session never a device call", async () => {
      const asKey = await t.app.inject({
        method: "GET",
        url: "/api/kiosks",
        headers: { host: "acme.localhost", authorization: `Bearer ${acmeKiosk.apiKey}` },
      });
      expect(asKey.statusCode).toBe(401);
      const asSession = await acmeAdmin.get("/device/v1/catalog");
      expect(asSession.statusCode).toBe(401);
    });

    it("ignores the host: the key alone decides the kiosk and the company", async () => {
      const onDemoHost = new DeviceClient(t.app, acmeKiosk.apiKey, "demo.localhost");
      const catalog = await onDemoHost.catalog();
      expect(catalog.statusCode).toBe(200);
      expect(catalog.json().data.kiosk.id).toBe(acmeKiosk.id);
    });
  });
});

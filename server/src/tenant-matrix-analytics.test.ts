import type { Analytics, Dashboard } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../test/auth-helpers.js";
import type { Browser } from "../test/browser.js";
import { describeEachDatabase } from "../test/databases.js";
import {
  addKiosk,
  companyIdBySubdomain,
  createPromoCode,
  makeSale,
  type NewKiosk,
  productIds,
  redeemForSale,
  resultsOf,
} from "../test/fleet.js";
import { buildTestApp, type TestApp } from "../test/test-app.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
// Around today, whatever today is: the sales below are an hour and 45 days old (a fixed range failed once December came).
const RANGE = `from=${dayOf(Date.now() - 60 * DAY_MS)}&to=${dayOf(Date.now() + DAY_MS)}`;

/**
 * The analytics' side of the tenant matrix: acme's staff (and Super Admin on acme's subdomain) ask for demo's
 * kiosks and products by id and get exactly the answer of an id that exists nowhere; nothing of demo's sales shows
 * in acme's analytics or dashboard.
 */
describeEachDatabase("tenant matrix: sales analytics and dashboard", (kind) => {
  let t: TestApp;
  let demoKiosk: NewKiosk;
  let demoProduct: string;
  let acmeAdmin: Browser;
  let superOnAcme: Browser;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    const demoId = await companyIdBySubdomain(t, "demo");
    demoProduct = [...(await productIds(t, demoId)).values()][0] as string;
    demoKiosk = await addKiosk(t, { timezone: "Europe/London" });
    const sale = makeSale([{ productId: demoProduct, quantity: 4 }], {
      occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
      promo_code: "DEMO",
      discount_cents: 180,
    });
    await createPromoCode(t, demoId, { code: "DEMO", percentOff: 10 });
    await redeemForSale(demoKiosk, sale);
    const old = makeSale([{ productId: demoProduct }], {
      occurred_at: new Date(Date.now() - 45 * DAY_MS).toISOString(),
    });
    for (const result of resultsOf(await demoKiosk.device.sales([sale, old]))) expect(result.status).toBe("accepted");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    superOnAcme = await signedIn(t, "acme.localhost", "super@example.com");
  });
  afterAll(() => t.close());

  for (const [label, actor] of [
    ["acme's Company Admin", () => acmeAdmin],
    ["Super Admin on acme's subdomain", () => superOnAcme],
  ] as const) {
    describe(label, () => {
      it("gets the 422 of an unknown id for demo's kiosk and product", async () => {
        for (const field of ["kiosk_id", "product_id"] as const) {
          const demoId = field === "kiosk_id" ? demoKiosk.id : demoProduct;
          const withDemo = await actor().get(`/api/sales/data?${RANGE}&${field}=${demoId}`);
          const withNothing = await actor().get(`/api/sales/data?${RANGE}&${field}=${RANDOM_ID}`);
          expect(withDemo.statusCode, withDemo.payload).toBe(422);
          expect(withDemo.json()).toEqual(withNothing.json());
        }
      });

      it("sees none of demo's sales, kiosks, products or codes", async () => {
        const analytics = (await actor().get(`/api/sales/data?${RANGE}`)).json().data as Analytics;
        expect(analytics.totals.orders).toBe(0);
        expect(analytics.by_kiosk).toEqual([]);
        expect(analytics.by_product).toEqual([]);
        expect(analytics.by_promo_code).toEqual([]);
        const dashboard = (await actor().get("/api/dashboard")).json().data as Dashboard;
        expect(dashboard.today.orders + dashboard.month.orders).toBe(0);
        expect(dashboard.top_products).toEqual([]);
        expect(dashboard.revenue_30d.every((day) => day.revenue_cents === 0)).toBe(true);
        expect(JSON.stringify(dashboard)).not.toContain(demoKiosk.id);
      });
    });
  }

  it("demo's own admin does see them (the sales are there to be hidden)", async () => {
    const demoAdmin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const analytics = (await demoAdmin.get(`/api/sales/data?${RANGE}`)).json().data as Analytics;
    expect(analytics.totals.orders).toBe(2);
    expect(analytics.by_promo_code.map((row) => row.code)).toEqual(["DEMO"]);
  });
});

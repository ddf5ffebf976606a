import type { Dashboard } from "@froyo/contracts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, companyIdBySubdomain, makeSale, productIds, resultsOf } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

/** The dashboard's shared answers (DASHBOARD_CACHE_SECONDS, docs/decisions/019-sales-rollups.md), as configured. */
describeOnOneDatabase("dashboard answers shared for a few seconds", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let pro: Browser;
  let product: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DASHBOARD_CACHE_SECONDS: "300" });
    const demoId = await companyIdBySubdomain(t, "demo");
    product = (await productIds(t, demoId)).get("FY-ORIG") as string;
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
  });
  afterAll(() => t.close());

  const dashboardOf = async (browser: Browser) => {
    const response = await browser.get("/api/dashboard");
    expect(response.statusCode, response.payload).toBe(200);
    return response.json().data as Dashboard;
  };

  it("keeps a kiosk's new sale out until a person's write, and never shares one scope's answer with another", async () => {
    const kiosk = await addKiosk(t, { admin, owner: "pro", fill: [{ position: 1, productId: product, level: 20 }] });
    const before = await dashboardOf(admin);
    const proBefore = await dashboardOf(pro);
    expect(proBefore.kiosks.total).toBeLessThan(before.kiosks.total);

    resultsOf(await kiosk.device.sales([makeSale([{ productId: product }])]));
    // What kiosks report waits for the cache to run out: the same answer, to the cent.
    expect(await dashboardOf(admin)).toEqual(before);
    expect(await dashboardOf(pro)).toEqual(proBefore);

    const tray = kiosk.trays.find((candidate) => candidate.position === 1)?.id as string;
    const refill = await admin.request("PATCH", `/api/kiosks/${kiosk.id}/trays/${tray}`, { level: 50 });
    expect(refill.statusCode, refill.payload).toBe(200);
    const after = await dashboardOf(admin);
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect((await dashboardOf(pro)).today.orders).toBe(proBefore.today.orders + 1);
  });
});

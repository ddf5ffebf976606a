import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { accessibilityProblems, waitUntilStill } from "../support/accessibility.js";
import { callApi, expectStatus } from "../support/api.js";
import { callDevice, createKioskThroughApi, readCatalog } from "../support/device.js";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// Issue 11, part 1: the order history (/orders). A kiosk made for the journey sells three orders through the device
// API; the Company Admin finds them by order id, narrows them by status, opens one, and exports the filtered set as
// CSV, on a laptop and on a phone; axe finds nothing serious on the list or the open order.
// Screenshots: .artifacts/e2e/screens/orders-*.

interface Journey {
  stamp: string;
  kiosk: { id: string; apiKey: string };
  productName: string;
}

/** A kiosk of the demo company and three sales of it: paid by card, refunded with a promo code, paid in cash. */
async function sellThreeOrders(page: Page, label: string): Promise<Journey> {
  const stamp = `${label}${Date.now().toString(36).toUpperCase()}`;
  const kiosk = await createKioskThroughApi(page, {
    name: `Orders E2E ${stamp}`,
    serialNumber: `E2E-ORD-${stamp}`,
    ownerEmail: "client@demo.example.com",
  });
  const product = (await readCatalog(kiosk.apiKey)).products[0];
  if (!product) throw new Error("The demo catalog is empty");
  const sale = (n: number, extra: Record<string, unknown>) => ({
    id: `E2E-${stamp}-${n}`,
    occurred_at: new Date(Date.now() - n * 60_000).toISOString(),
    items: [{ product_id: product.id, quantity: n, unit_price_cents: 450 }],
    subtotal_cents: 450 * n,
    discount_cents: 0,
    total_cents: 450 * n,
    payment_method: "card",
    ...extra,
  });
  // A sale naming a code must follow its order's redemption (FROYO1OFF, a demo code: 100 off).
  const redeemed = await callDevice(kiosk.apiKey, "POST", "/promocodes/redeem", {
    code: "FROYO1OFF",
    order_id: `E2E-${stamp}-2`,
    subtotal_cents: 900,
  });
  expect(redeemed.status).toBe(200);
  const answer = await callDevice(kiosk.apiKey, "POST", "/sales", {
    sales: [
      sale(1, {}),
      sale(2, { status: "refunded", promo_code: "FROYO1OFF", discount_cents: 100, total_cents: 800 }),
      sale(3, { payment_method: "cash" }),
    ],
  });
  expect(answer.status).toBe(200);
  const results = (answer.body as { data: { results: { status: string }[] } }).data.results;
  expect(results.map((result) => result.status)).toEqual(["accepted", "accepted", "accepted"]);
  return { stamp, kiosk, productName: product.name };
}

async function removeKiosk(page: Page, kioskId: string): Promise<void> {
  expectStatus(await callApi(page, "POST", "/api/kiosks/delete", { json: { ids: [kioskId] } }), 204, "delete");
}

async function expectNoAxeProblems(page: Page, what: string): Promise<void> {
  await waitUntilStill(page);
  expect(await accessibilityProblems(page), `axe on ${what}`).toEqual([]);
}

/** Filters, opens and exports; `rowsOf` finds the orders shown (grid rows on a laptop, cards on a phone). */
async function filterOpenExport(page: Page, journey: Journey, device: "desktop" | "phone"): Promise<void> {
  const { stamp } = journey;
  const orders = () =>
    device === "desktop"
      ? page
          .getByRole("grid", { name: "Orders" })
          .getByRole("row")
          .filter({ hasText: `E2E-${stamp}` })
      : page.getByRole("list", { name: "Orders" }).getByRole("listitem");

  await test.step("find the kiosk's orders by order id", async () => {
    await page.goto(appUrl("demo", "/orders"));
    await expect(page.getByRole("heading", { name: "Order history", level: 1 })).toBeVisible();
    // A phone folds the search and the filters behind one button (issue 21, part 4).
    if (device === "phone") await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("searchbox", { name: "Order ID" }).fill(`E2E-${stamp}`);
    await expect(orders()).toHaveCount(3);
    await expect(page.getByText("1–3 of 3")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`search=E2E-${stamp}`));
  });

  await test.step("narrow them by status, kept in the address", async () => {
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Refunded" }).click();
    await expect(orders()).toHaveCount(1);
    await expect(page).toHaveURL(/status=refunded/);
    await expect(orders().first()).toContainText("$8.00");
    await saveScreen(page, `orders-filtered-${device}`);
    await expectNoAxeProblems(page, `the filtered orders (${device})`);
  });

  await test.step("open the order: items, promo code, discount, payment and kiosk", async () => {
    await page.getByRole("button", { name: `E2E-${stamp}-2` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(journey.productName);
    await expect(dialog).toContainText("FROYO1OFF");
    await expect(dialog).toContainText("-$1.00");
    await expect(dialog).toContainText("Card");
    await expect(dialog).toContainText(`Orders E2E ${stamp}`);
    await expect(dialog).toContainText("UTC (UTC+00:00)");
    await saveScreen(page, `orders-detail-${device}`);
    await expectNoAxeProblems(page, `an open order (${device})`);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("export the filtered set as CSV", async () => {
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "All statuses" }).click();
    await expect(orders()).toHaveCount(3);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), "utf8"))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "id,order_id,kiosk_id,kiosk,occurred_at_utc,local_time,utc_offset,timezone,local_date,status,payment_method," +
        "items_count,subtotal_cents,subtotal,discount_cents,discount,total_cents,total,currency,promo_code",
    );
    expect(lines).toHaveLength(4);
    // Newest first, as the list: order 1 was sold a minute ago, order 3 three minutes ago.
    expect(lines[1]).toContain(`,E2E-${stamp}-1,${journey.kiosk.id},Orders E2E ${stamp},`);
    expect(lines[2]).toContain(",refunded,card,2,900,9.00,100,1.00,800,8.00,USD,FROYO1OFF");
    expect(lines[3]).toContain(`,E2E-${stamp}-3,`);
    await expect(page.getByText("Export ready: 3 orders")).toBeVisible();
  });
}

test.describe("a Company Admin's order history", () => {
  test.use({ account: "companyAdmin" });

  test("filters orders, opens one and exports them on a laptop", async ({ page }) => {
    test.slow();
    await page.goto(appUrl("demo", "/orders"));
    const journey = await sellThreeOrders(page, "D");
    try {
      await filterOpenExport(page, journey, "desktop");
    } finally {
      await removeKiosk(page, journey.kiosk.id);
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("filters orders as cards, opens one and exports them", async ({ page }) => {
      test.slow();
      await page.goto(appUrl("demo", "/orders"));
      const journey = await sellThreeOrders(page, "P");
      try {
        await filterOpenExport(page, journey, "phone");
      } finally {
        await removeKiosk(page, journey.kiosk.id);
      }
    });
  });
});

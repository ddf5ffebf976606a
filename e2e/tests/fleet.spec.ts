import type { Locator, Page } from "@playwright/test";
import { waitUntilSettled, waitUntilStill } from "../support/accessibility.js";
import { readCatalog, sendHeartbeat, sendSale } from "../support/device.js";
import { expect, saveScreen } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { budget } from "../support/time-budget.js";
import { appUrl } from "../support/urls.js";
import { applyVariant, VARIANTS } from "../support/variants.js";

// Issue 10: the kiosk fleet on /dashboard. A staff user adds a kiosk, a test client standing in for the machine sends
// a heartbeat and a sale with its key, and the open page shows it online with the tray lowered; a client sees only
// their own kiosks; a phone and Arabic right-to-left. Screenshots: .artifacts/e2e/screens/fleet-*.

/** The demo seed's kiosks (server/src/demo/fleet.ts): two owned by the client, two by the Pro client. */
const CLIENT_KIOSKS = ["Santa Monica Pier", "Union Square"];
const PRO_KIOSKS = ["Shibuya Crossing", "Osaka Station"];
/** A kiosk's API key: `fyk_` and the base64url of 64 bytes (server/src/modules/kiosks/api-keys.ts). */
const API_KEY = /^fyk_[A-Za-z0-9_-]{86}$/;

const fleet = (page: Page, name = "Kiosks") => page.getByRole("list", { name, exact: true });

/** A kiosk's card in the fleet: the list item holding the button with its name (not one of its trays' items). */
function kioskCard(page: Page, name: string, list = fleet(page)): Locator {
  return list.getByRole("listitem").filter({ has: page.getByRole("button", { name, exact: true }) });
}

/**
 * The fleet asks the server again every 15 s, and at once when the window gains focus (SWR's revalidateOnFocus,
 * throttled to one every 5 s): the test focuses the window until `assertion` holds, as a user coming back to the
 * tab would, instead of sitting through the poll. No reload: the page shows the change by itself.
 */
async function expectAfterRefresh(page: Page, assertion: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await assertion();
  }).toPass({ timeout: budget(25_000), intervals: [500, 1_000, 2_000] });
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe("a Company Admin's fleet", () => {
  test.use({ account: "companyAdmin" });

  test("adds a kiosk whose heartbeat and sale show without a reload; refill, key rotation, deletion", async ({
    page,
    context,
  }) => {
    // A whole journey (a kiosk's life: added, configured, online, sold from, refilled, re-keyed, deleted).
    test.slow();
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `E2E Kiosk ${stamp}`;
    const serial = `E2E-${stamp}`;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: appUrl("demo", "") });
    await page.goto(appUrl("demo", "/dashboard"));
    await expect(page.getByRole("heading", { name: "Kiosks", level: 2 })).toBeVisible();

    const apiKey = await test.step("add the kiosk through the form and read its key from the dialog", async () => {
      await page.getByRole("button", { name: "Add kiosk" }).click();
      const dialog = page.getByRole("dialog", { name: "Add kiosk" });
      await dialog.getByRole("combobox", { name: "Owner" }).click();
      await page.getByRole("option", { name: "Carl Client (client@demo.example.com)" }).click();
      await dialog.getByLabel("Name", { exact: true }).fill(name);
      await dialog.getByLabel("Serial number", { exact: true }).fill(serial);
      await dialog.getByLabel("Address", { exact: true }).fill("1 Pier Walk, Brighton");
      const zone = dialog.getByRole("combobox", { name: "Time zone" });
      await zone.fill("Paris");
      await page.getByRole("option", { name: "Europe/Paris", exact: true }).click();
      await expect(zone).toHaveValue("Europe/Paris");
      await dialog.getByLabel("Number of trays", { exact: true }).fill("4");
      await dialog.getByLabel("Capacity of each tray", { exact: true }).fill("50");
      await saveScreen(page, "fleet-add-kiosk-dialog");
      await dialog.getByRole("button", { name: "Add kiosk" }).click();
      await expect(page.getByText("Kiosk added")).toBeVisible();

      const keyDialog = page.getByRole("dialog", { name: `API key of ${name}` });
      await expect(keyDialog).toContainText("shown only this once");
      const key = await keyDialog.getByRole("textbox", { name: "API key" }).inputValue();
      expect(key).toMatch(API_KEY);
      await keyDialog.getByRole("button", { name: "Copy key" }).click();
      await expect(keyDialog.getByRole("status")).toHaveText("The API key was copied to the clipboard.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await saveScreen(page, "fleet-key-dialog");
      await keyDialog.getByRole("button", { name: "I have saved the key" }).click();
      await expect(keyDialog).toBeHidden();
      // Shown once: nowhere on the page any more.
      await expect(page.getByRole("textbox", { name: "API key" })).toHaveCount(0);
      return key;
    });

    const card = kioskCard(page, name);
    await expect(card).toContainText("Offline");
    await expect(card).toContainText("Never seen");
    await expect(card).toContainText("Owner: Carl Client");
    await expect(card.getByRole("meter")).toHaveCount(4);

    const panel = page.getByRole("complementary", { name: `Trays of ${name}` });
    await test.step("put a product in tray 1 with the tray editor", async () => {
      await card.getByRole("button", { name, exact: true }).click();
      await expect(panel).toContainText("Time zone Europe/Paris");
      await panel.getByRole("button", { name: "Edit tray 1" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit tray 1" });
      await dialog.getByRole("combobox", { name: "Product" }).click();
      await page.getByRole("option", { name: "Mango Sorbet", exact: true }).click();
      await dialog.getByLabel("Level", { exact: true }).fill("40");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Tray updated")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(panel.getByRole("meter", { name: "Tray 1: 40 of 50" })).toBeVisible();
      await expect(panel.getByRole("listitem").first()).toContainText("Mango Sorbet");
    });

    await test.step("the kiosk (a test client with its key) reads its catalog, beats and sells from tray 1", async () => {
      const catalog = await readCatalog(apiKey);
      const tray = catalog.trays.find((each) => each.position === 1);
      expect(tray).toMatchObject({ capacity: 50, level: 40 });
      const product = catalog.products.find((each) => each.id === tray?.product_id);
      expect(product?.name).toBe("Mango Sorbet");
      const heartbeat = await sendHeartbeat(apiKey, [{ position: 1, level: 40 }]);
      expect(heartbeat.status, JSON.stringify(heartbeat.body)).toBe(200);
      await sendSale(apiKey, {
        productId: product?.id ?? "",
        quantity: 3,
        unitPriceCents: product?.price_cents ?? 0,
      });
    });

    await test.step("without a reload the kiosk shows online and tray 1 lowered, in the list and the panel", async () => {
      await expectAfterRefresh(page, async () => {
        await expect(card).toContainText("Online", { timeout: 1_000 });
        await expect(card.getByRole("meter", { name: "Tray 1: 37 of 50" })).toBeVisible({ timeout: 1_000 });
        await expect(panel.getByRole("meter", { name: "Tray 1: 37 of 50" })).toBeVisible({ timeout: 1_000 });
      });
      await expect(card).toContainText(/Last seen (now|1 minute ago)/);
      await expect(panel.getByRole("meter", { name: "Tray 1: 37 of 50" })).toHaveAttribute("aria-valuenow", "37");
      await saveScreen(page, "fleet-online-tray-lowered");
    });

    await test.step("a refill brings tray 1 back to its capacity", async () => {
      await panel.getByRole("button", { name: "Refill tray 1" }).click();
      await expect(page.getByText("Tray refilled")).toBeVisible();
      await expect(panel.getByRole("meter", { name: "Tray 1: 50 of 50" })).toBeVisible();
      await expect(panel.getByRole("button", { name: "Refill tray 1" })).toBeDisabled();
      await expect(card.getByRole("meter", { name: "Tray 1: 50 of 50" })).toBeVisible();
      expect((await readCatalog(apiKey)).trays.find((each) => each.position === 1)?.level).toBe(50);
    });

    const newKey =
      await test.step("rotating the key, confirmed, shows a new one once; the old one is refused", async () => {
        await card.getByRole("button", { name: `Actions for ${name}` }).click();
        await page.getByRole("menuitem", { name: "Rotate API key" }).click();
        const confirm = page.getByRole("dialog", { name: "Rotate API key" });
        await expect(confirm).toContainText(`Issue a new API key for ${name}?`);
        await confirm.getByRole("button", { name: "Issue new key" }).click();
        const keyDialog = page.getByRole("dialog", { name: `API key of ${name}` });
        const key = await keyDialog.getByRole("textbox", { name: "API key" }).inputValue();
        expect(key).toMatch(API_KEY);
        expect(key).not.toBe(apiKey);
        await expect(page.getByText("New API key issued; the old one no longer works.")).toBeVisible();
        await keyDialog.getByRole("button", { name: "I have saved the key" }).click();
        await expect(keyDialog).toBeHidden();

        expect((await sendHeartbeat(apiKey)).status).toBe(401);
        expect((await sendHeartbeat(key)).status).toBe(200);
        return key;
      });

    await test.step("deleting the kiosk, confirmed, takes it off the fleet", async () => {
      await card.getByRole("button", { name: `Actions for ${name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete kiosk" });
      await expect(confirm).toContainText(`Delete ${name} (serial ${serial})?`);
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Kiosks deleted")).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect(panel).toHaveCount(0);
      expect((await sendHeartbeat(newKey)).status).toBe(401);
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the fleet fits the width; a kiosk's menu opens; its trays open and close in a bottom drawer", async ({
      page,
    }) => {
      await page.goto(appUrl("demo", "/dashboard"));
      await waitUntilSettled(page);
      const card = kioskCard(page, "Santa Monica Pier");
      await expect(card.getByRole("meter").first()).toBeVisible();
      expect(await noSidewaysScroll(page), "the fleet scrolls sideways").toBe(true);
      await saveScreen(page, "fleet-phone");

      const actions = card.getByRole("button", { name: "Actions for Santa Monica Pier" });
      await actions.click();
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("menuitem")).toHaveText(["Edit", "Disable", "Rotate API key", "Delete"]);
      expect(await noSidewaysScroll(page)).toBe(true);
      await saveScreen(page, "fleet-phone-actions-menu");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(actions).toBeFocused();

      await card.getByRole("button", { name: "Santa Monica Pier", exact: true }).click();
      const drawer = page.getByRole("dialog", { name: "Trays of Santa Monica Pier" });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("meter")).toHaveCount(6);
      await expect(drawer.getByRole("button", { name: "Refill tray 1" })).toBeVisible();
      // The drawer rises from the bottom edge and spans the width; the list stays in the page (no "beside" panel).
      // Measured once its slide has ended (a loaded machine draws the transition slowly).
      const bottomAndWidth = async () => {
        const box = await drawer.boundingBox();
        return [Math.round((box?.y ?? 0) + (box?.height ?? 0)), Math.round(box?.width ?? 0)];
      };
      await expect.poll(bottomAndWidth).toEqual([844, 390]);
      await expect(page.getByRole("complementary", { name: "Trays of Santa Monica Pier" })).toHaveCount(0);
      await waitUntilStill(page);
      await saveScreen(page, "fleet-phone-trays-drawer");
      await drawer.getByRole("button", { name: "Close trays" }).click();
      await expect(drawer).toBeHidden();
      expect(await noSidewaysScroll(page)).toBe(true);
    });
  });

  test("in Arabic the fleet reads right to left: Arabic words, meters filling from the right", async ({ page }) => {
    const arabic = VARIANTS.find((variant) => variant.storage["app-language"] === "ar");
    if (!arabic) throw new Error("No Arabic variant in support/variants.ts");
    await applyVariant(page, arabic);
    await page.goto(appUrl("demo", "/dashboard"));
    await waitUntilSettled(page);
    await arabic.expectShown(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    await expect(page.getByRole("heading", { name: "الأكشاك", level: 2 })).toBeVisible();
    await expect(page.getByRole("button", { name: "إضافة كشك" })).toBeVisible();
    await expect(page.getByRole("switch", { name: "الصواني المنخفضة فقط" })).toBeVisible();
    const list = fleet(page, "الأكشاك");
    const card = kioskCard(page, "Santa Monica Pier", list);
    await expect(card).toContainText(/متصل|غير متصل/);
    await expect(card).toContainText("المالك: Carl Client");
    await expect(card).toContainText("الرقم التسلسلي DF-LA-001");
    // Numbers in Arabic text are Arabic-Indic digits isolated right-to-left (U+2067 … U+2069), so they never reorder.
    await expect(card.getByRole("meter").first()).toHaveAttribute(
      "aria-label",
      /^الصينية \u2067١\u2069: \u2067[٠-٩]+\u2069 من \u2067٦٠\u2069/,
    );
    await expect(list).not.toContainText("Online");
    await expect(list).not.toContainText("Tray");

    // A meter neither empty nor full: its fill hugs the meter's right edge and leaves the left part empty.
    const fills = await list.getByRole("meter").evaluateAll((meters) =>
      meters
        .filter((meter) => {
          const now = Number(meter.getAttribute("aria-valuenow"));
          return now > 0 && now < Number(meter.getAttribute("aria-valuemax"));
        })
        .map((meter) => {
          const outer = meter.getBoundingClientRect();
          const inner = (meter.firstElementChild as HTMLElement).getBoundingClientRect();
          return { outerLeft: outer.left, outerRight: outer.right, innerLeft: inner.left, innerRight: inner.right };
        }),
    );
    expect(fills.length, "a partly filled meter on the page").toBeGreaterThan(0);
    for (const fill of fills) {
      expect(Math.abs(fill.innerRight - fill.outerRight)).toBeLessThanOrEqual(1);
      expect(fill.innerLeft).toBeGreaterThan(fill.outerLeft + 1);
    }

    await card.getByRole("button", { name: "Santa Monica Pier", exact: true }).click();
    const panel = page.getByRole("complementary", { name: "صواني Santa Monica Pier" });
    await expect(panel.getByRole("button", { name: "إعادة تعبئة الصينية \u2067١\u2069" })).toBeVisible();
    await expect(panel).toContainText("المنطقة الزمنية America/Los_Angeles");
    // The trays' panel sits on the left in right to left, the list on the right.
    const [panelBox, listBox] = [await panel.boundingBox(), await list.boundingBox()];
    expect((panelBox?.x ?? 0) + (panelBox?.width ?? 0)).toBeLessThanOrEqual((listBox?.x ?? 0) + 1);
    await waitUntilStill(page);
    await saveScreen(page, "fleet-arabic");
  });
});

test.describe("a client's fleet", () => {
  test("shows only the client's own kiosks, without staff controls, and lets them refill a tray", async ({
    signedInAs,
    page,
  }) => {
    await signedInAs(page, "client");
    await waitUntilSettled(page);
    const list = fleet(page);
    for (const name of CLIENT_KIOSKS) await expect(kioskCard(page, name)).toBeVisible();
    for (const name of PRO_KIOSKS) await expect(list.getByRole("button", { name, exact: true })).toHaveCount(0);
    // Every kiosk on the page is the client's own (others' tests may add kiosks for this client meanwhile).
    const cards = list.locator(":scope > li");
    expect(await cards.count()).toBeGreaterThanOrEqual(CLIENT_KIOSKS.length);
    for (const card of await cards.all()) await expect(card).toContainText("Owner: Carl Client");

    await expect(page.getByRole("button", { name: "Add kiosk" })).toHaveCount(0);
    await expect(list.getByRole("checkbox")).toHaveCount(0);
    const card = kioskCard(page, "Santa Monica Pier");
    await card.getByRole("button", { name: "Actions for Santa Monica Pier" }).click();
    await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText(["Edit"]);
    await page.keyboard.press("Escape");
    await saveScreen(page, "fleet-client");

    await card.getByRole("button", { name: "Santa Monica Pier", exact: true }).click();
    const panel = page.getByRole("complementary", { name: "Trays of Santa Monica Pier" });
    await expect(panel.getByRole("meter")).toHaveCount(6);
    await expect(panel.getByRole("button", { name: /^Edit tray/ })).toHaveCount(6);
    // The seed leaves some trays below their capacity: the first of them is refilled.
    const meters = await panel.getByRole("meter").evaluateAll((all) =>
      all.map((meter) => ({
        position: all.indexOf(meter) + 1,
        level: Number(meter.getAttribute("aria-valuenow")),
        capacity: Number(meter.getAttribute("aria-valuemax")),
      })),
    );
    const tray = meters.find((each) => each.level < each.capacity);
    if (!tray) throw new Error(`Every tray of Santa Monica Pier is full: ${JSON.stringify(meters)}`);
    await panel.getByRole("button", { name: `Refill tray ${tray.position}` }).click();
    await expect(page.getByText("Tray refilled")).toBeVisible();
    await expect(
      panel.getByRole("meter", { name: `Tray ${tray.position}: ${tray.capacity} of ${tray.capacity}` }),
    ).toBeVisible();
    await expect(
      card.getByRole("meter", { name: `Tray ${tray.position}: ${tray.capacity} of ${tray.capacity}` }),
    ).toBeVisible();
    await saveScreen(page, "fleet-client-refilled");
  });
});

import type { BrowserContext, Page } from "@playwright/test";
import { accessibilityProblems, waitUntilStill } from "../support/accessibility.js";
import { callApi, expectStatus } from "../support/api.js";
import { expect, submitSignIn } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { budget } from "../support/time-budget.js";
import { appUrl } from "../support/urls.js";

// Issue 24, part 5: a technician records a service visit on a phone, the network drops before they submit, the
// visit waits on the phone and is sent by itself when the network returns; the fleet then shows the tray at the
// level the visit left. The kiosk is one of the test's own: the demo's kiosks sell all the time (decision 031), and a
// sale between the visit and the check would move the level the test reads.

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const TECHNICIAN = "tech@demo.example.com";

interface TrayAnswer {
  id: string;
  position: number;
  capacity: number;
  level: number;
}

/** The Field Technician on a phone of their own; the Company Admin's phone when the seed has no technician yet. */
async function technicianPhone(
  browserContext: () => Promise<BrowserContext>,
  adminPage: Page,
): Promise<{ phone: Page; context: BrowserContext; asTechnician: boolean }> {
  const context = await browserContext();
  const phone = await context.newPage();
  await phone.goto(appUrl("demo", "/sign-in"));
  await submitSignIn(phone, TECHNICIAN);
  const signedIn = await phone
    .waitForURL(appUrl("demo", "/dashboard"), { timeout: budget(10_000) })
    .then(() => true)
    .catch(() => false);
  if (signedIn) return { phone, context, asTechnician: true };
  await context.close();
  return { phone: adminPage, context: adminPage.context(), asTechnician: false };
}

test.describe("a service visit on a phone without network", () => {
  test.use({ account: "companyAdmin", ...PHONE });

  test("is kept on the phone, sent when the network returns, and the fleet shows the level after", async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Visit Kiosk ${stamp}`;

    const { kioskId, tray } = await test.step("the Company Admin adds a kiosk of the test's own", async () => {
      await page.goto(appUrl("demo", "/dashboard"));
      const owners = await callApi(page, "GET", "/api/kiosks/owners");
      expectStatus(owners, 200, "the owners");
      const owner = (owners.body as { data: { id: string }[] }).data[0];
      const created = await callApi(page, "POST", "/api/kiosks", {
        json: {
          owner_id: owner?.id,
          name,
          serial_number: `VISIT-${stamp}`,
          address: "1 Pier Walk",
          timezone: "UTC",
          tray_count: 2,
          tray_capacity: 20,
        },
      });
      expectStatus(created, 201, "the kiosk");
      const id = (created.body as { data: { id: string } }).data.id;
      const trays = await callApi(page, "GET", `/api/kiosks/${id}/trays`);
      expectStatus(trays, 200, "its trays");
      const first = (trays.body as { data: TrayAnswer[] }).data.find((each) => each.position === 1) as TrayAnswer;
      return { kioskId: id, tray: first };
    });

    // A context of its own, signed out: Playwright gives new contexts the test's options, the admin's session too.
    const signedOut = { cookies: [], origins: [] };
    const { phone, context, asTechnician } = await technicianPhone(
      () => browser.newContext({ ...PHONE, storageState: signedOut }),
      page,
    );
    test.info().annotations.push({ type: "account", description: asTechnician ? TECHNICIAN : "Company Admin" });

    await test.step("opens the visit form, which is accessible on a phone", async () => {
      await phone.goto(appUrl("demo", `/restock/visit/${kioskId}`));
      await expect(phone.getByRole("heading", { level: 1, name: `Record a visit: ${name}` })).toBeVisible();
      await expect(phone.getByRole("heading", { name: "Tray 1", exact: true })).toBeVisible();
      await waitUntilStill(phone);
      expect(await accessibilityProblems(phone)).toEqual([]);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    // Counted 12 on arrival, 5 added, 2 damaged ones taken out: 15 after the visit.
    const counted = Math.min(12, tray.capacity);
    const after = Math.min(counted + 5, tray.capacity) - 2;
    const added = after + 2 - counted;
    await test.step("fills tray 1 and sees the level after", async () => {
      const card = phone
        .getByRole("listitem")
        .filter({ has: phone.getByRole("heading", { name: "Tray 1", exact: true }) });
      await card.getByLabel("Counted").fill(String(counted));
      await card.getByLabel("Added").fill(String(added));
      await card.getByLabel("Removed").fill("2");
      await card.getByRole("combobox", { name: "Reason removed" }).click();
      await phone.getByRole("option", { name: "Damaged" }).click();
      await expect(card.getByRole("status", { name: "Level after, tray 1" })).toHaveText(
        `Level after: ${after} of ${tray.capacity}`,
      );
      await phone.getByRole("checkbox", { name: "Cleaned" }).check();
      await phone.getByLabel("Temperature read (°C)").fill("4");
    });

    await test.step("submits without network: the visit waits on the phone", async () => {
      await context.setOffline(true);
      await phone.getByRole("button", { name: "Submit visit" }).click();
      await expect(phone.getByText("Saved on this phone. It will be sent when you are back online.")).toBeVisible();
      await expect(phone.getByText("1 visit waiting to be sent")).toBeVisible();
      await waitUntilStill(phone);
      expect(await accessibilityProblems(phone)).toEqual([]);
    });

    await test.step("the network returns: the visit is sent by itself, once", async () => {
      const posts: string[] = [];
      phone.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith(`/api/kiosks/${kioskId}/visits`)) {
          posts.push(request.url());
        }
      });
      await context.setOffline(false);
      await expect(phone.getByText("1 visit waiting to be sent")).toBeHidden({ timeout: budget(15_000) });
      expect(posts).toHaveLength(1);
      expect(await phone.evaluate(() => localStorage.getItem("visit-outbox"))).toBeNull();
    });

    await test.step("the fleet shows the tray at the level the visit left", async () => {
      const trays = await callApi(phone, "GET", `/api/kiosks/${kioskId}/trays`);
      expectStatus(trays, 200, "the trays after the visit");
      const level = (trays.body as { data: TrayAnswer[] }).data.find((each) => each.id === tray.id)?.level;
      expect(level).toBe(after);
      await phone.goto(appUrl("demo", `/dashboard?kiosk=${kioskId}`));
      await expect(
        phone.getByRole("meter", { name: `Tray 1: ${after} of ${tray.capacity}`, exact: false }).first(),
      ).toBeVisible();
      await expect(phone.getByRole("tab", { name: "Visits" })).toBeVisible();
      await phone.getByRole("tab", { name: "Visits" }).click();
      await expect(phone.getByRole("tabpanel", { name: "Visits" }).getByRole("row")).toHaveCount(2);
    });

    await test.step("the Company Admin removes the test's kiosk", async () => {
      const removed = await callApi(page, "POST", "/api/kiosks/delete", { json: { ids: [kioskId] } });
      expect([200, 204]).toContain(removed.status);
    });
    if (asTechnician) await context.close();
  });
});

import { expect, saveScreen, topBarColour } from "../support/fixtures.js";
import { solidPng } from "../support/png.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

test("Super Admin creates a company with logos on /companies; its subdomain shows the new branding", async ({
  signedInAs,
  page,
  browser,
}) => {
  // A whole journey (two browsers, several sign-ins, an upload or an email round trip): more than one page's budget.
  test.slow();
  const subdomain = `brand${Date.now().toString(36)}`;
  await signedInAs(page, "superAdmin");
  await page.goto(appUrl(null, "/companies"));
  await page.getByRole("button", { name: "New company" }).click();
  const dialog = page.getByRole("dialog", { name: "New company" });
  await dialog.getByLabel("Name", { exact: true }).fill("Blueberry Swirl");
  await dialog.getByLabel("Subdomain", { exact: true }).fill(subdomain);
  await dialog.getByLabel("Primary colour", { exact: true }).fill("#3A6EA5");
  await dialog.getByLabel("Primary logo", { exact: true }).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: solidPng(180, 60, [255, 214, 102]), // a yellow block, visible on the blue bar in the screenshot
  });
  await dialog.getByLabel("Footer logo", { exact: true }).setInputFiles({
    name: "footer-logo.png",
    mimeType: "image/png",
    buffer: solidPng(120, 40, [255, 255, 255]),
  });
  await expect(dialog.getByRole("img", { name: "Primary logo preview" })).toBeVisible();
  await saveScreen(page, "company-create-dialog");
  await dialog.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByText("Company created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: /Blueberry Swirl/ })).toContainText(subdomain);

  // A visitor of the new subdomain (no session) sees its colour and its logos at once.
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto(appUrl(subdomain, "/"));
    await expect(visitor).toHaveURL(new RegExp(`^${appUrl(subdomain, "/sign-in")}`));
    await expect.poll(() => topBarColour(visitor)).toBe("rgb(58, 110, 165)");
    const logo = visitor.locator("header").getByRole("img", { name: "Blueberry Swirl logo" });
    await expect(logo).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]+\/[0-9a-f]+\.png$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const footerLogo = visitor.locator("footer").getByRole("img", { name: "Blueberry Swirl logo" });
    await expect(footerLogo).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]+\/[0-9a-f]+\.png$/);
    await expect.poll(() => footerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(visitor.getByText("This software is licensed by Blueberry Swirl, LLC.")).toBeVisible();
    await saveScreen(visitor, "new-company-sign-in");
  } finally {
    await context.close();
  }
});

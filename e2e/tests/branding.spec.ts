import { ACME_RGB, DEMO_RGB, expect, saveScreen, topBarColour } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

const companies = [
  { subdomain: "demo", admin: "admin@demo.example.com", rgb: DEMO_RGB },
  { subdomain: "acme", admin: "admin@acme.example.com", rgb: ACME_RGB },
] as const;

test.describe("white-label colour", () => {
  for (const company of companies) {
    test(`the public sign-in page of ${company.subdomain} shows its colour before sign-in`, async ({ page }) => {
      await page.goto(appUrl(company.subdomain, "/sign-in"));
      await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
      await expect.poll(() => topBarColour(page)).toBe(company.rgb);
    });
  }

  test("two companies' admins each see their own colour in the top bar", async ({ signedInAs, page, browser }) => {
    // The acme admin works in a separate browser context (own cookies), side by side with the demo admin.
    const acmeContext = await browser.newContext();
    try {
      const acmePage = await acmeContext.newPage();
      await signedInAs(page, "companyAdmin");
      await signedInAs(acmePage, "acmeAdmin");

      await expect.poll(() => topBarColour(page)).toBe(DEMO_RGB);
      await expect.poll(() => topBarColour(acmePage)).toBe(ACME_RGB);
      await saveScreen(page, "dashboard-demo-colour");
      await saveScreen(acmePage, "dashboard-acme-colour");
    } finally {
      await acmeContext.close();
    }
  });
});

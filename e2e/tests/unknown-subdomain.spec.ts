import { expect, test } from "../support/fixtures.js";
import { appUrl, publicSiteUrl } from "../support/urls.js";

test("an unknown subdomain sends the browser to the public website", async ({ page }) => {
  // The public site is answered here, so the run needs no network beyond the app.
  await page.route(publicSiteUrl(), (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Public</title><h1>public site</h1>",
    }),
  );
  await page.goto(appUrl("nosuch", "/sign-in"));
  await expect(page).toHaveURL(publicSiteUrl());
  await expect(page.getByRole("heading", { name: "public site" })).toBeVisible();
});

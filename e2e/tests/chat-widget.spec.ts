import { CHAT_CONTAINER_ID, chatWidgetUrl } from "../support/chat-widget-server.js";
import { expect } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// The e2e server runs with CHAT_WIDGET_URL pointing at a fake widget on another origin (global-setup.ts); its
// script creates #chat-widget-container. The app shows that container on /support only.
test("the chat widget's container is shown on /support only", async ({ signedInAs, page }) => {
  await signedInAs(page, "companyAdmin");
  const container = page.locator(`#${CHAT_CONTAINER_ID}`);
  const script = page.locator(`script[src="${chatWidgetUrl()}"]`);

  await expect(container).toBeAttached(); // the script was allowed (CSP) and ran
  await expect(container).toBeHidden();

  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Submit a ticket", exact: true }).click();
  await expect(page).toHaveURL(appUrl("demo", "/support"));
  await expect(container).toBeVisible();
  await expect(container.getByRole("button", { name: "Chat with us" })).toBeVisible();

  await nav.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(appUrl("demo", "/dashboard"));
  await expect(container).toBeHidden();
  await expect(script).toHaveCount(1);

  // Opened directly (a reload), /support shows it again, and the script is still added once.
  await page.goto(appUrl("demo", "/support"));
  await expect(container).toBeVisible();
  await expect(script).toHaveCount(1);
  await expect(page.locator(`#${CHAT_CONTAINER_ID}`)).toHaveCount(1);
});

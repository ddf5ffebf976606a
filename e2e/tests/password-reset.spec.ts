import { expect, saveScreen, submitSignIn, test } from "../support/fixtures.js";
import { firstLinkIn, waitForMail } from "../support/mailbox.js";
import { appUrl } from "../support/urls.js";

// A user no other test signs in as: its password changes here for the rest of the run.
const EMAIL = "client@acme.example.com";
const NEW_PASSWORD = "Mango-Swirl-Kiosk-2048!";

test("forgot password: the mailed link resets the password, the new one signs in, the old one fails", async ({
  page,
}) => {
  await page.goto(appUrl("acme", "/sign-in"));
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(appUrl("acme", "/forgot-password"));

  const requestedAt = Date.now();
  await page.getByLabel("Email address").fill(EMAIL);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If that email address is registered, we have emailed a password reset link.",
  );
  await saveScreen(page, "forgot-password-sent");

  const mail = await waitForMail(EMAIL, requestedAt, undefined, "Reset your password");
  const link = firstLinkIn(mail);
  expect(link.origin).toBe(new URL(appUrl("acme")).origin);
  expect(link.pathname).toMatch(/^\/password-reset\/[^/]+$/);
  expect(link.searchParams.get("email")).toBe(EMAIL);

  await page.goto(link.toString());
  await expect(page.getByLabel("Email address")).toHaveValue(EMAIL);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been reset.");
  await saveScreen(page, "password-reset-done");

  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(appUrl("acme", "/sign-in"));

  // The old password is refused, with the message under the field or in an alert.
  await submitSignIn(page, EMAIL, "demo-password");
  await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
  await expect(page).toHaveURL(appUrl("acme", "/sign-in"));
  await saveScreen(page, "sign-in-old-password-refused");

  await submitSignIn(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(appUrl("acme", "/dashboard"));
});

import { expect, saveScreen, submitSignIn } from "../support/fixtures.js";
import { firstLinkIn, waitForMail } from "../support/mailbox.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

const PASSWORD = "Waffle-Cone-Kiosk-8192!";

test("an admin invites a user on /users; the mailed link sets a password; the new user signs in", async ({
  signedInAs,
  page,
  browser,
}) => {
  // A whole journey (two browsers, several sign-ins, an upload or an email round trip): more than one page's budget.
  test.slow();
  const email = `invitee-${Date.now()}@example.org`;
  await signedInAs(page, "companyAdmin");
  await page.goto(appUrl("demo", "/users"));

  const invitedAt = Date.now();
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite user" });
  await dialog.getByLabel("Name", { exact: true }).fill("Ivy Invitee");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Client", exact: true }).click();
  await saveScreen(page, "users-invite-dialog");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) });
  await expect(row).toContainText("Invited");

  // The invitation arrives over SMTP with a set-password link on the company's own subdomain.
  const mail = await waitForMail(email, invitedAt);
  expect(mail.subject).toBe("You're invited to Demo Froyo");
  const link = firstLinkIn(mail);
  expect(link.origin).toBe(new URL(appUrl("demo")).origin);
  expect(link.pathname).toMatch(/^\/set-password\/[^/]+$/);

  // The invitee, in their own browser.
  const context = await browser.newContext();
  try {
    const invitee = await context.newPage();
    await invitee.goto(link.toString());
    await expect(invitee.getByRole("heading", { name: "Set your password" })).toBeVisible();
    await expect(invitee.getByLabel("Email address")).toHaveValue(email);
    await invitee.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await invitee.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await invitee.getByRole("button", { name: "Set password" }).click();
    await expect(invitee.getByText("Your password has been set.")).toBeVisible();
    await invitee.getByRole("link", { name: "Back to sign in" }).click();
    await expect(invitee).toHaveURL(appUrl("demo", "/sign-in"));

    await submitSignIn(invitee, email, PASSWORD);
    await expect(invitee).toHaveURL(appUrl("demo", "/dashboard"));
    const nav = invitee.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Products", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveCount(0);
    await saveScreen(invitee, "invitee-dashboard");
  } finally {
    await context.close();
  }

  // The admin's list shows the user as active now.
  await page.reload();
  await expect(row).toContainText("Active");
});

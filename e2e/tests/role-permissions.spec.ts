import { callApi, expectStatus } from "../support/api.js";
import { expect, saveScreen, submitSignIn } from "../support/fixtures.js";
import { firstLinkIn, waitForMail } from "../support/mailbox.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

const PASSWORD = "Sprinkle-Tray-Kiosk-4096!";

test("editing a role's permissions on the roles tab changes the nav of a signed-in user of that role", async ({
  signedInAs,
  page,
  browser,
}) => {
  // A whole journey (two browsers, several sign-ins, an upload or an email round trip): more than one page's budget.
  test.slow();
  // A company of its own, so that no other test's users ever see its roles change.
  const subdomain = `roles${Date.now().toString(36)}`;
  await signedInAs(page, "superAdmin");
  expectStatus(
    await callApi(page, "POST", "/api/companies", { form: { name: "Roles Journey", subdomain } }),
    201,
    "create the company",
  );
  await page.goto(appUrl(subdomain, "/sign-in"));
  await submitSignIn(page, "super@example.com");
  await expect(page).toHaveURL(appUrl(subdomain, "/dashboard"));
  const roles = (await callApi(page, "GET", "/api/roles")).body as { data: { id: string; name: string }[] };
  const client = roles.data.find((role) => role.name === "Client");
  if (!client) throw new Error("The new company has no Client role");
  const email = `client-${subdomain}@example.org`;
  const invitedAt = Date.now();
  expectStatus(
    await callApi(page, "POST", "/api/users", { json: { name: "Cleo Client", email, role_id: client.id } }),
    201,
    "invite the client",
  );
  const link = firstLinkIn(await waitForMail(email, invitedAt));

  const context = await browser.newContext();
  try {
    const member = await context.newPage();
    await member.goto(link.toString());
    await member.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await member.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await member.getByRole("button", { name: "Set password" }).click();
    await expect(member.getByText("Your password has been set.")).toBeVisible();
    await member.goto(appUrl(subdomain, "/sign-in"));
    await submitSignIn(member, email, PASSWORD);
    await expect(member).toHaveURL(appUrl(subdomain, "/dashboard"));
    const nav = member.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Products", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^Sales analytics/ })).toHaveCount(0);

    // Platform staff edit the Client role of that company on its roles tab: add 'view sales', drop 'view products'.
    await page.goto(appUrl(subdomain, "/users?tab=roles"));
    await page
      .getByRole("list", { name: "Roles" })
      .getByRole("button", { name: /^Client\b(?! - Pro)/ })
      .click();
    const matrix = page.getByRole("table", { name: "Permissions of Client" });
    await expect(matrix.getByRole("checkbox", { name: "view products" })).toBeChecked();
    await matrix.getByRole("checkbox", { name: "view sales" }).check();
    await matrix.getByRole("checkbox", { name: "view products" }).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Permissions of Client saved")).toBeVisible();
    await saveScreen(page, "roles-tab-client-edited");

    // The member's next load of the app asks the server again and gets the new permissions.
    await member.reload();
    await expect(nav.getByRole("link", { name: /^Sales analytics/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Products", exact: true })).toHaveCount(0);
    await member.goto(appUrl(subdomain, "/product"));
    await expect(member).toHaveURL(appUrl(subdomain, "/404"));
    await saveScreen(member, "nav-after-role-edit");
  } finally {
    await context.close();
  }
});

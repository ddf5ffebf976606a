import { expect, saveScreen } from "../support/fixtures.js";
import { readMails } from "../support/mailbox.js";
import { test } from "../support/sessions.js";
import type { CapturedMail } from "../support/smtp-capture.js";
import { budget } from "../support/time-budget.js";
import { appUrl } from "../support/urls.js";

/** Polls the SMTP capture for the mail of one ticket (other tests may mail the same support address meanwhile). */
async function waitForTicketMail(to: string, subject: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMails()).find((mail) => mail.to.includes(to) && mail.subject === subject);
        return found !== undefined;
      },
      { message: `the mail "${subject}" to ${to}`, timeout: budget(15_000) },
    )
    .toBe(true);
  return found as CapturedMail;
}

test("a ticket submitted on /support reaches the company's support address by SMTP and is listed", async ({
  signedInAs,
  page,
}) => {
  await signedInAs(page, "client");
  await page.goto(appUrl("demo", "/support"));
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();

  const subject = `Tray 3 of the station kiosk is stuck (${Date.now()})`;
  const message = "The tray does not turn since this morning.\nThe screen shows error 42.";
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Kiosk hardware" }).click();
  await page.getByRole("textbox", { name: "Message" }).fill(message);
  await page.getByRole("button", { name: "Submit ticket" }).click();

  await expect(page.getByRole("status").filter({ hasText: "was sent to our support team" })).toContainText(subject);
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("");
  const newest = page.getByRole("table", { name: "Your tickets" }).getByRole("row").nth(1);
  await expect(newest).toContainText(subject);
  await expect(newest).toContainText("Kiosk hardware");
  await expect(newest).toContainText("Open");
  await saveScreen(page, "support-ticket-submitted");

  const mail = await waitForTicketMail("support@demo.example.com", `[Kiosk hardware] ${subject}`);
  expect(mail.text).toContain(message);
  expect(mail.text).toContain("client@demo.example.com");
  expect(mail.text).toContain("Demo Froyo");
});

test("the form checks the ticket before sending it", async ({ signedInAs, page }) => {
  await signedInAs(page, "client");
  await page.goto(appUrl("demo", "/support"));
  await page.getByRole("button", { name: "Submit ticket" }).click();
  await expect(page.getByText("The subject field is required.")).toBeVisible();
  await expect(page.getByText("The category field is required.")).toBeVisible();
  await expect(page.getByText("The message field is required.")).toBeVisible();
});

test("the upgrade banner's button lands on /support with 'Upgrade to Pro' pre-selected", async ({
  signedInAs,
  page,
}) => {
  await signedInAs(page, "acmeAdmin");
  await page
    .getByRole("complementary", { name: "Upgrade to Pro" })
    .getByRole("link", { name: "Upgrade to Pro" })
    .click();
  await expect(page).toHaveURL(appUrl("acme", "/support?category=Upgrade%20to%20Pro"));
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("Upgrade to Pro");
});

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import type { CapturedMail } from "./smtp-capture.js";
import { budget } from "./time-budget.js";

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the tests with `npm test -w e2e`.");
  return dir;
}

export async function readMails(): Promise<CapturedMail[]> {
  const names = (await readdir(mailDir())).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(mailDir(), name), "utf8"))));
}

/**
 * Waits (polling, no sleep) for the newest mail to `to` received at or after `since` (with `subject`, that one only:
 * a demo account may also be told of a demo kiosk gone offline meanwhile) and returns it.
 */
export async function waitForMail(
  to: string,
  since: number,
  timeout = budget(15_000),
  subject?: string,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readMails();
        found = mails
          .filter((mail) => mail.to.includes(to.toLowerCase()) && mail.receivedAt >= since)
          .filter((mail) => subject === undefined || mail.subject === subject)
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} in the SMTP capture`, timeout },
    )
    .toBe(true);
  return found as CapturedMail;
}

export function firstLinkIn(mail: CapturedMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in the mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}

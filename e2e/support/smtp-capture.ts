import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** What the tests read back: one JSON file per message in the mail folder. */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

export interface SmtpCapture {
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server run by the global setup: the app's mailer talks SMTP to it exactly as in production. Each
 * message is written as JSON into `mailDir`, because the tests run in other processes (the Playwright workers).
 */
export async function startSmtpCapture(mailDir: string): Promise<SmtpCapture> {
  await mkdir(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const addresses = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((to) =>
            to.value.map((entry) => entry.address?.toLowerCase() ?? ""),
          );
          const mail: CapturedMail = {
            to: addresses,
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            receivedAt: Date.now(),
          };
          count += 1;
          const file = path.join(mailDir, `${Date.now()}-${String(count).padStart(4, "0")}.json`);
          // Written under a temporary name, then renamed, so a reader never sees half a file.
          await writeFile(`${file}.tmp`, JSON.stringify(mail, null, 2));
          await rename(`${file}.tmp`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

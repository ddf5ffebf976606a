import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Answers go to this person rather than to MAIL_FROM (e.g. the author of a support ticket). */
  replyTo?: { name: string; address: string };
  /** Extra header lines (a notification's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Files sent with it (a statement's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * The same mailer for background jobs: the file each message is written to is logged at debug, not info, so the
   * alerts of a fresh demo do not push the start banner off a developer's screen (a person's reset link still
   * shows at info).
   */
  quiet(): Mailer;
  /** Ends the connections kept open to the SMTP server (the app does when it closes). */
  close(): void;
}

/**
 * How long an SMTP server may take to accept a connection, greet, and answer each step (ms). Notification emails
 * are sent by jobs under a lease (decision 022): a send must end, one way or the other, well inside it, or a second
 * process would take the job and send again. nodemailer's own defaults wait up to ten minutes on a silent socket.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Connections are kept and reused (nodemailer's pool: up to 5 at once, 100 messages each), so a run of mails (the
 * statements of the 2nd, the digests of 08:00) pays for one connection's greeting, not one per mail: servers pause
 * before greeting a new client on purpose (smtp-server 100 ms, Postfix's postscreen seconds). A message whose
 * connection closes under it is tried once more, then fails: the pool's default tries again without end, so a server
 * that hangs up before greeting (a port with nothing behind it) held a send, and the job sending it, for ever.
 */
const SMTP_POOL = { pool: "true", maxRequeues: "1" };

/**
 * SMTP_URL with the timeouts and the pool's settings added as query parameters (nodemailer reads them there); the
 * URL's own ones win.
 */
export function smtpUrlWithDefaults(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries({ ...SMTP_TIMEOUTS, ...SMTP_POOL })) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under `<dataDir>/mail/` and a log
 * line names it, so a fresh install can follow reset links without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrlWithDefaults(options.smtpUrl));
    const mailer: Mailer = {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      quiet: () => mailer,
      close: () => transport.close(),
    };
    return mailer;
  }
  const folder = path.resolve(options.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const fileMailer = (level: "info" | "debug"): Mailer => ({
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(folder, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@.-]/gi, "_");
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log[level]({ file, to: message.to, subject: message.subject }, "mail written to file");
    },
    quiet: () => fileMailer("debug"),
    close: () => undefined,
  });
  return fileMailer("info");
}

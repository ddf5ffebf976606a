import { mkdtempSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { startSmtpCapture } from "../../test/smtp.js";
import { createMailer, SMTP_TIMEOUTS, smtpUrlWithDefaults } from "./mailer.js";

const smtpMailer = (smtpUrl: string) =>
  createMailer({ smtpUrl, from: "test@example.com", dataDir: "/nonexistent", log: pino({ level: "silent" }) });

describe("the SMTP mailer's timeouts", () => {
  it("adds connection, greeting and socket timeouts to SMTP_URL, keeping any the URL sets", () => {
    const url = new URL(smtpUrlWithDefaults("smtp://user:p%40ss@mail.example.com:587?greetingTimeout=5000"));
    expect(url.searchParams.get("greetingTimeout")).toBe("5000");
    expect(url.searchParams.get("connectionTimeout")).toBe(String(SMTP_TIMEOUTS.connectionTimeout));
    expect(url.searchParams.get("socketTimeout")).toBe(String(SMTP_TIMEOUTS.socketTimeout));
    expect([url.username, url.password, url.host]).toEqual(["user", "p%40ss", "mail.example.com:587"]);
    expect(url.searchParams.get("pool")).toBe("true");
    expect(new URL(smtpUrlWithDefaults("smtp://mail.example.com?pool=false")).searchParams.get("pool")).toBe("false");
    // Well inside the shortest job lease (60 s): a hung server cannot keep an email's job past it.
    expect(SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout).toBeLessThan(
      60_000,
    );
  });

  it("gives up on a server that accepts the connection and never greets", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const mailer = smtpMailer(`smtp://127.0.0.1:${port}?greetingTimeout=200`);
      await expect(mailer.send({ to: "a@example.com", subject: "s", text: "t" })).rejects.toThrow(/Greeting/i);
      mailer.close();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("the SMTP mailer's connections", () => {
  it("sends a run of mails over one connection it keeps, and ends it when closed", async () => {
    const smtp = await startSmtpCapture();
    const mailer = smtpMailer(smtp.url);
    try {
      for (let i = 0; i < 3; i++) {
        await mailer.send({ to: `client${i}@example.com`, subject: `Statement ${i}`, text: "t" });
      }
      expect(smtp.messages.map((mail) => mail.subject)).toEqual(["Statement 0", "Statement 1", "Statement 2"]);
      expect(smtp.connections()).toBe(1);
    } finally {
      mailer.close();
      await smtp.close(); // resolves only once no connection is left open
    }
  });

  it("fails a send when the server hangs up before greeting, instead of trying again for ever", async () => {
    let connections = 0;
    const hangingUp = createServer((socket) => {
      connections += 1;
      socket.end();
    });
    await new Promise<void>((resolve) => hangingUp.listen(0, "127.0.0.1", resolve));
    const mailer = smtpMailer(`smtp://127.0.0.1:${(hangingUp.address() as { port: number }).port}`);
    try {
      await expect(mailer.send({ to: "a@example.com", subject: "s", text: "t" })).rejects.toThrow();
      expect(connections).toBeLessThanOrEqual(2);
    } finally {
      mailer.close();
      await new Promise((resolve) => hangingUp.close(resolve));
    }
  });
});

describe("the mailer without SMTP", () => {
  it("names each file it writes at info, and at debug for background jobs (quiet), which would flood the terminal", async () => {
    const lines: { level: number; msg: string; file: string }[] = [];
    const log = pino({ level: "debug" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const mailer = createMailer({
      from: "test@example.com",
      dataDir: mkdtempSync(path.join(tmpdir(), "froyo-mail-")),
      log,
    });
    await mailer.send({ to: "person@example.com", subject: "Reset your password", text: "t" });
    await mailer.quiet().send({ to: "staff@example.com", subject: "Tray low", text: "t" });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [pino.levels.values.info, "mail written to file"],
      [pino.levels.values.debug, "mail written to file"],
    ]);
    expect(lines[1]?.file).toMatch(/staff@example\.com\.eml$/);
  });
});

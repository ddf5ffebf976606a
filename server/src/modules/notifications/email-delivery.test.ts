import {
  defaultNotificationSettings,
  localClock,
  NOTIFICATION_MESSAGES,
  type NotificationSettings,
} from "@froyo/contracts";
import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { beforeNextOpening, FakeClock, HOUR, MINUTE } from "../../../test/fake-clock.js";
import { addKiosk, type NewKiosk } from "../../../test/fleet.js";
import { notificationRows, setSettings } from "../../../test/notifications.js";
import { recipientOf } from "../../../test/smtp.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { queryRows } from "../../db/types.js";
import type { ClaimedJob } from "../../jobs/job-store.js";

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");

describeOnOneDatabase("notification emails, through the in-process SMTP server", (kind) => {
  const clock = new FakeClock(beforeNextOpening());
  let t: TestApp;
  let demoId: string;
  let adminId: string;
  let proId: string;
  let kiosk: NewKiosk;
  const base = defaultNotificationSettings("UTC");
  /** Pro hears of an outage at once (0 minutes), by email. */
  const eager: NotificationSettings = {
    ...base,
    events: { ...base.events, kiosk_offline: { ...base.events.kiosk_offline, minutes: 0 } },
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    await setSettings(t.db.database, demoId, proId, eager);
    kiosk = await addKiosk(t, { owner: "pro", name: "Harbour Kiosk" });
  });
  afterAll(() => t.close());

  const tick = async (ms: number) => {
    clock.advance(ms);
    await t.app.jobs.runDueJobs();
  };
  /** An outage of `target`: a heartbeat, then `minutes` of silence, the sweep running every minute. */
  const outage = async (target: NewKiosk, minutes: number) => {
    await target.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok" });
    for (let minute = 0; minute < minutes; minute++) await tick(MINUTE);
  };
  const mailsAbout = (name: string, to: string) =>
    t.smtp.messages.filter((mail) => recipientOf(mail) === to && mail.subject?.includes(name));

  it("sends one email per event and user, linking to the kiosk, with a one-click unsubscribe", async () => {
    await outage(kiosk, 5);
    const [mail, ...more] = mailsAbout("Harbour Kiosk", "pro@demo.example.com");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("[Demo Froyo] Kiosk offline: Harbour Kiosk");
    expect(mail?.text).toContain(`Open: http://demo.localhost:3000/dashboard?kiosk=${kiosk.id}`);
    expect(header(mail as ParsedMail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail as ParsedMail, "list-unsubscribe")).toMatch(
      /^<http:\/\/demo\.localhost:3000\/api\/notifications\/unsubscribe\?token=v1\.[^>]+>$/,
    );
    for (let minute = 0; minute < 10; minute++) await tick(MINUTE);
    // Admin's ten minutes have passed: their email too, one each whatever the number of sweeps.
    expect(mailsAbout("Kiosk offline: Harbour Kiosk", "pro@demo.example.com")).toHaveLength(1);
    expect(mailsAbout("Kiosk offline: Harbour Kiosk", "admin@demo.example.com")).toHaveLength(1);
    const sent = (await notificationRows(t.db.database, demoId, kiosk.id)).filter(
      (row) => row.kind === "kiosk_offline",
    );
    expect(sent.every((row) => row.emailSentAt !== null)).toBe(true);
  });

  it("sends once when a job outlives its lease and is claimed again while its first holder still runs it", async () => {
    const kiosk = await addKiosk(t, { owner: "pro", name: "Lease Kiosk" });
    await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "ok" });
    clock.advance(4 * MINUTE);
    let held: ClaimedJob | null = null;
    for (let step = 0; step < 50 && !held; step++) {
      const job = await t.app.jobs.claim();
      if (!job) break;
      if (job.name === "notifications.email") held = job;
      else await t.app.jobs.runClaimed(job);
    }
    if (!held) throw new Error("no email was queued");
    clock.advance(t.app.config.JOBS_LEASE_SECONDS * 1000 + 1000);
    let again: ClaimedJob | null = null;
    for (let step = 0; step < 50 && again?.id !== held.id; step++) {
      again = await t.app.jobs.claim();
      if (again && again.id !== held.id) await t.app.jobs.runClaimed(again);
    }
    const pending = () => queryRows(t.db.database.db, sql`SELECT id FROM jobs WHERE id = ${held?.id as string}`);
    await t.app.jobs.runClaimed(held); // the first holder, late: it sends, but the job is no longer its to finish
    expect(await pending()).toHaveLength(1);
    await t.app.jobs.runClaimed(again as ClaimedJob);
    expect(await pending()).toEqual([]);
    expect(mailsAbout("Kiosk offline: Lease Kiosk", "pro@demo.example.com")).toHaveLength(1);
  });

  describe("the unsubscribe link", () => {
    let link: URL;
    beforeAll(() => {
      const [mail] = mailsAbout("Harbour Kiosk", "pro@demo.example.com");
      link = new URL((header(mail as ParsedMail, "list-unsubscribe") ?? "").slice(1, -1));
    });
    const anonymous = () => new Browser(t.app, link.host);
    const proSettings = async () =>
      (await (await signedIn(t, "demo.localhost", "pro@demo.example.com")).get("/api/settings/notifications")).json()
        .data as NotificationSettings;

    it("is refused when forged: another user's id, a changed signature, nonsense, none", async () => {
      const token = link.searchParams.get("token") as string;
      const [, company, , event, signature] = token.split(".");
      const forgeries = [
        ["v1", company, adminId, event, signature].join("."),
        ["v1", company, proId, "daily_digest", signature].join("."),
        ["v1", company, proId, event, `${signature?.slice(0, -2)}AA`].join("."),
        "v1.nonsense",
      ];
      for (const forged of forgeries) {
        for (const method of ["GET", "POST"] as const) {
          const response = await anonymous().request(method, `${link.pathname}?token=${encodeURIComponent(forged)}`);
          expect(response.statusCode, forged).toBe(404);
          expect(response.json()).toEqual({ message: NOTIFICATION_MESSAGES.badUnsubscribeLink });
        }
      }
      expect((await anonymous().get(link.pathname)).statusCode).toBe(422);
      expect((await proSettings()).events.kiosk_offline.email).toBe(true);
    });

    it("shows a confirmation without signing in, and changes nothing on GET", async () => {
      const page = await anonymous().get(`${link.pathname}${link.search}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.payload).toContain("Stop emails about kiosks going offline from Demo Froyo?");
      expect(page.payload).toContain('<form method="post"');
      expect((await proSettings()).events.kiosk_offline.email).toBe(true);
    });

    it("turns that email off with the mail client's one-click POST, and only that", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: `${link.pathname}${link.search}`,
        headers: { host: link.host, "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.payload).toContain("You will get no more emails about kiosks going offline");
      const after = await proSettings();
      expect(after.events.kiosk_offline).toEqual({ ...eager.events.kiosk_offline, email: false });
      expect(after.events.tray_low).toEqual(eager.events.tray_low);
      expect((await auditRowsOf(t, demoId, "notifications.unsubscribe")).length).toBe(1);
      // A second click (the page's own button) is as good as the first.
      expect((await anonymous().post(`${link.pathname}${link.search}`)).statusCode).toBe(200);
    });

    it("is obeyed by the next outage: Pro sees it in the inbox only, admin still gets the email", async () => {
      const before = t.smtp.messages.length;
      await outage(kiosk, 0);
      for (let minute = 0; minute < 16; minute++) await tick(MINUTE);
      const offline = (await notificationRows(t.db.database, demoId, kiosk.id)).filter(
        (row) => row.kind === "kiosk_offline",
      );
      expect(offline.filter((row) => row.userId === proId)).toHaveLength(2);
      const fresh = t.smtp.messages.slice(before).filter((mail) => mail.subject?.includes("Kiosk offline: Harbour"));
      expect(fresh.map(recipientOf)).toEqual(["admin@demo.example.com"]);
    });
  });

  it("holds email in quiet hours until they end, while the inbox fills at once", async () => {
    const quietKiosk = await addKiosk(t, { owner: "pro", name: "Quiet Kiosk" });
    const start = localClock(clock.now(), "UTC").minutes;
    const hhmm = (minutes: number) =>
      `${String(Math.floor((minutes % 1440) / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    await setSettings(t.db.database, demoId, adminId, {
      ...base,
      quiet_hours: { start: hhmm(start), end: hhmm(start + 120) },
    });
    await outage(quietKiosk, 15);
    const inbox = (await notificationRows(t.db.database, demoId, quietKiosk.id)).filter(
      (row) => row.userId === adminId,
    );
    expect(inbox.map((row) => [row.kind, row.inInbox])).toEqual([["kiosk_offline", true]]);
    expect(mailsAbout("Quiet Kiosk", "admin@demo.example.com")).toEqual([]);
    await tick(HOUR);
    expect(mailsAbout("Quiet Kiosk", "admin@demo.example.com")).toEqual([]);
    await tick(HOUR);
    expect(mailsAbout("Quiet Kiosk", "admin@demo.example.com")).toHaveLength(1);
    await tick(HOUR);
    expect(mailsAbout("Quiet Kiosk", "admin@demo.example.com")).toHaveLength(1);
  });
});

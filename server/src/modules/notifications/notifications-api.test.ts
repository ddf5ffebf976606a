import {
  defaultNotificationSettings,
  type NotificationItem,
  type NotificationSettings,
  type NotificationSettingsAnswer,
  notificationPageSchema,
} from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { beforeNextOpening, FakeClock } from "../../../test/fake-clock.js";
import { addKiosk, type NewKiosk } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";

describeOnOneDatabase("notification settings and inbox API", (kind) => {
  const clock = new FakeClock(beforeNextOpening());
  let t: TestApp;
  let demoId: string;
  let pro: Browser;
  let admin: Browser;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(() => t.close());

  describe("settings", () => {
    const settingsOf = async (browser: Browser) => (await browser.get("/api/settings/notifications")).json().data;

    it("answers the defaults before anything is saved, in the company's timezone", async () => {
      const response = await pro.get("/api/settings/notifications");
      expect(response.statusCode).toBe(200);
      const { data, meta } = response.json() as NotificationSettingsAnswer;
      expect(data).toEqual(defaultNotificationSettings(data.timezone));
      // Never saved: the web app proposes the browser's timezone instead of the company's (issue 21, part 6).
      expect(meta).toEqual({ saved: false });
      expect(Object.keys(data.events)).toEqual([
        "kiosk_offline",
        "kiosk_online",
        "tray_low",
        "kiosk_too_warm",
        "kiosk_error",
        "no_sales",
        "restock_due",
        "promo_exhausted",
        "daily_digest",
      ]);
    });

    it("saves the whole matrix, per user, with an audit entry", async () => {
      const base = defaultNotificationSettings("Asia/Tokyo");
      const chosen: NotificationSettings = {
        events: {
          ...base.events,
          kiosk_offline: { inbox: true, email: false, push: true, minutes: 45 },
          tray_low: { inbox: false, email: true, push: false, percent: 35 },
          no_sales: { inbox: true, email: true, push: false, hours: 4 },
        },
        quiet_hours: { start: "22:30", end: "07:00" },
        timezone: "Asia/Tokyo",
      };
      const response = await pro.request("PUT", "/api/settings/notifications", chosen);
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.json()).toEqual({ data: chosen, meta: { saved: true } });
      expect(await settingsOf(pro)).toEqual(chosen);
      expect((await pro.get("/api/settings/notifications")).json().meta).toEqual({ saved: true });
      // Admin's are their own.
      expect((await settingsOf(admin)).events.kiosk_offline.minutes).toBe(10);
      const [entry] = await auditRowsOf(t, demoId, "notifications.settings_update");
      expect(entry?.changes).toHaveProperty("timezone", { from: expect.any(String), to: "Asia/Tokyo" });
    });

    it("refuses bad input with field messages and keeps what was saved", async () => {
      const before = await settingsOf(pro);
      const good = before as NotificationSettings;
      const cases: [unknown, string][] = [
        [
          { ...good, events: { ...good.events, tray_low: { ...good.events.tray_low, percent: 0 } } },
          "events.tray_low.percent",
        ],
        [
          { ...good, events: { ...good.events, kiosk_offline: { ...good.events.kiosk_offline, minutes: 1441 } } },
          "events.kiosk_offline.minutes",
        ],
        [
          { ...good, events: { ...good.events, no_sales: { ...good.events.no_sales, hours: 1.5 } } },
          "events.no_sales.hours",
        ],
        [
          { ...good, events: { ...good.events, restock_due: { ...good.events.restock_due, hours: 337 } } },
          "events.restock_due.hours",
        ],
        [
          { ...good, events: { ...good.events, kiosk_error: { inbox: "yes", email: false, push: false } } },
          "events.kiosk_error.inbox",
        ],
        [{ ...good, events: { ...good.events, kiosk_online: undefined } }, "events.kiosk_online"],
        [
          { ...good, events: { ...good.events, sales_party: { inbox: true, email: true, push: true } } },
          "events.sales_party",
        ],
        [{ ...good, quiet_hours: { start: "07:00", end: "07:00" } }, "quiet_hours"],
        [{ ...good, quiet_hours: { start: "7pm", end: "07:00" } }, "quiet_hours.start"],
        [{ ...good, timezone: "Mars/Olympus" }, "timezone"],
        [{ events: good.events, quiet_hours: null }, "timezone"],
      ];
      for (const [body, field] of cases) {
        const response = await pro.request("PUT", "/api/settings/notifications", body as Record<string, unknown>);
        expect(response.statusCode, field).toBe(422);
        expectValidationShape(response.json());
        expect(Object.keys(response.json().errors), field).toContain(field);
      }
      expect(await settingsOf(pro)).toEqual(before);
    });

    it("is Pro's and staff's: a Client's role has no notification settings", async () => {
      const carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
      expect((await carl.get("/api/settings/notifications")).statusCode).toBe(403);
      expect((await carl.get("/api/notifications")).statusCode).toBe(403);
    });
  });

  describe("inbox", () => {
    let kiosk: NewKiosk;
    const page = async (browser: Browser, query = "") => {
      const response = await browser.get(`/api/notifications${query}`);
      expect(response.statusCode, response.payload).toBe(200);
      return notificationPageSchema.parse(response.json());
    };

    beforeAll(async () => {
      kiosk = await addKiosk(t, { owner: "pro", name: "Inbox Kiosk" });
      for (const code of ["E1", "E2", "E3"]) {
        clock.advance(1000);
        await kiosk.device.heartbeat({ sent_at: clock.now().toISOString(), status: "error", error_codes: [code] });
        await t.app.jobs.runDueJobs();
      }
    });

    it("lists the user's items newest first, with the kiosk, a link and the unread count", async () => {
      const { data, meta } = await page(pro, "?per_page=2");
      expect(data.map((item) => item.title)).toEqual(["Kiosk error E3: Inbox Kiosk", "Kiosk error E2: Inbox Kiosk"]);
      expect(data[0]).toMatchObject({
        event: "kiosk_error",
        kiosk: { id: kiosk.id, name: "Inbox Kiosk" },
        promo_code: null,
        link: `/dashboard?kiosk=${kiosk.id}`,
        read_at: null,
        data: { code: "E3" },
      } satisfies Partial<NotificationItem>);
      expect(meta).toMatchObject({ total: 3, per_page: 2, last_page: 2, unread_count: 3 });
      expect((await pro.get("/api/notifications/count")).json()).toEqual({ data: { unread: 3 } });
    });

    it("marks one read (idempotent), then all, and filters the unread", async () => {
      const [newest] = (await page(pro)).data;
      const first = await pro.post(`/api/notifications/${newest?.id}/read`, {});
      expect(first.statusCode, first.payload).toBe(200);
      const readAt = first.json().data.read_at;
      expect(readAt).toBe(clock.now().toISOString());
      clock.advance(5000);
      expect((await pro.post(`/api/notifications/${newest?.id}/read`, {})).json().data.read_at).toBe(readAt);
      expect((await page(pro, "?unread=true")).data.map((item) => item.data.code)).toEqual(["E2", "E1"]);
      const all = await pro.post("/api/notifications/read-all", {});
      expect(all.json()).toEqual({ data: { updated: 2, unread: 0 } });
      expect((await page(pro)).meta.unread_count).toBe(0);
    });

    it("keeps each user's own: another's item, or an id that is no id, is as missing as any", async () => {
      const [item] = (await page(pro)).data;
      for (const id of [item?.id, "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f", "not-an-id"]) {
        const response = await admin.post(`/api/notifications/${id}/read`, {});
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: "Not found." });
      }
      expect((await page(admin)).data.some((entry) => entry.id === item?.id)).toBe(false);
      expect((await pro.get("/api/notifications?unread=maybe")).statusCode).toBe(422);
      expect((await pro.post(`/api/notifications/${item?.id}/read`, { read: true })).statusCode).toBe(422);
    });
  });
});

import type { NotificationItem } from "@froyo/contracts";
import type { TFunction } from "i18next";
import { dateTimeFormat, isolated, numberFormat } from "../../../i18n/intl";
import { formatDateTime } from "../../../lib/format-date";
import { formatMinor } from "../../../lib/money";

export interface NotificationText {
  title: string;
  body: string;
}

type T = TFunction<"notifications">;
type Facts = Record<string, unknown>;

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

/** The facts an event's text needs, each present with its type; otherwise the server's English is shown as is. */
const NEEDS: Record<NotificationItem["event"], Record<string, (value: unknown) => boolean>> = {
  kiosk_offline: { last_seen_at: isText },
  kiosk_online: { offline_ms: isNumber },
  tray_low: { position: isNumber, level: isNumber, capacity: isNumber },
  kiosk_too_warm: { warm_since: isText, temperature_c: isNumber, limit_c: isNumber },
  kiosk_error: { code: (value) => isText(value) || isNumber(value) },
  no_sales: { hours: isNumber, since_local: isText },
  restock_due: { visit_by: isText },
  promo_exhausted: { code: isText, uses: isNumber },
  daily_digest: { date: isText, orders: isNumber, revenue_cents: isNumber, kiosks: isNumber },
};

function hasFacts(item: NotificationItem): boolean {
  return Object.entries(NEEDS[item.event]).every(([key, check]) => check(item.data[key]));
}

/** The digest's kiosks due for a restock today (for those who may see restocking), as the language lists names. */
function dueTodayNames(value: unknown, language: string): string {
  if (!Array.isArray(value)) return "";
  const names = value.map((kiosk) => (kiosk && typeof kiosk === "object" && isText(kiosk.name) ? kiosk.name : ""));
  return new Intl.ListFormat(language, { type: "conjunction" }).format(names.filter(Boolean));
}

/** "45 minutes" under two hours, "3.5 hours" beyond, as the language writes units. */
function formatDuration(ms: number, language: string): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const [value, unit] = minutes < 120 ? [minutes, "minute"] : [Math.round(minutes / 6) / 10, "hour"];
  return isolated(numberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(value), language);
}

/**
 * An item's title and body in the interface's language, written from its event and facts (the server stores them in
 * English, as its emails go out). Times read in the browser's zone; the digest's date is a calendar day, not an
 * instant. An item whose facts are not as expected (an older server) keeps the server's text.
 */
export function notificationText(t: T, item: NotificationItem, language: string, currency: string): NotificationText {
  if (!hasFacts(item)) return { title: item.title, body: item.body };
  const d: Facts = item.data;
  const kiosk = item.kiosk?.name || (isText(d.kiosk_name) ? d.kiosk_name : t("text.aKiosk"));
  const count = (value: unknown) => isolated(numberFormat(language).format(Number(value)), language);
  const celsius = (value: unknown) =>
    isolated(numberFormat(language, { style: "unit", unit: "celsius" }).format(Number(value)), language);
  const time = (value: unknown) => formatDateTime(String(value), "—", language);
  switch (item.event) {
    case "kiosk_offline":
      return {
        title: t("text.kiosk_offline.title", { kiosk }),
        body: t("text.kiosk_offline.body", { kiosk, time: time(d.last_seen_at) }),
      };
    case "kiosk_online":
      return {
        title: t("text.kiosk_online.title", { kiosk }),
        body: t("text.kiosk_online.body", { kiosk, duration: formatDuration(Number(d.offline_ms), language) }),
      };
    case "tray_low": {
      const facts = { kiosk, position: count(d.position), level: count(d.level), capacity: count(d.capacity) };
      const product = isText(d.product_name) ? d.product_name : t("text.emptySlot");
      return { title: t("text.tray_low.title", facts), body: t("text.tray_low.body", { ...facts, product }) };
    }
    case "kiosk_too_warm":
      return {
        title: t("text.kiosk_too_warm.title", { kiosk }),
        body: t("text.kiosk_too_warm.body", {
          kiosk,
          limit: celsius(d.limit_c),
          time: time(d.warm_since),
          temperature: celsius(d.temperature_c),
        }),
      };
    case "kiosk_error": {
      const code = String(d.code);
      return { title: t("text.kiosk_error.title", { kiosk, code }), body: t("text.kiosk_error.body", { kiosk, code }) };
    }
    case "no_sales":
      return {
        title: t("text.no_sales.title", { kiosk }),
        body: t("text.no_sales.body", {
          kiosk,
          count: Number(d.hours),
          hours: count(d.hours),
          since: isolated(String(d.since_local), language),
        }),
      };
    case "restock_due":
      return {
        title: t("text.restock_due.title", { kiosk }),
        body: t("text.restock_due.body", { kiosk, time: time(d.visit_by) }),
      };
    case "promo_exhausted": {
      const code = item.promo_code?.code || String(d.code);
      return {
        title: t("text.promo_exhausted.title", { code }),
        body: t("text.promo_exhausted.body", { code, count: Number(d.uses), uses: count(d.uses) }),
      };
    }
    case "daily_digest": {
      // "2026-11-25" is a day of the user's calendar: formatted in UTC so no zone moves it to the 24th.
      const day = new Date(`${String(d.date)}T00:00:00Z`);
      const date = Number.isNaN(day.getTime())
        ? String(d.date)
        : isolated(dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(day), language);
      const revenue = formatMinor(Number(d.revenue_cents), currency, language);
      const body = t("text.daily_digest.body", { date, revenue, orders: count(d.orders), kiosks: count(d.kiosks) });
      const due = dueTodayNames(d.due_today, language);
      return {
        title: t("text.daily_digest.title", { date, revenue }),
        body: due ? `${body} ${t("text.daily_digest.dueToday", { kiosks: due })}` : body,
      };
    }
  }
}

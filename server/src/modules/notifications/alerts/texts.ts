import type { AlertEvent } from "./events.repository.js";
import type { CompanyAudience } from "./recipients.js";

/** What a user reads of an event: in the inbox, as an email's subject and text, in a push. English, as emails are. */
export interface EventText {
  title: string;
  body: string;
  /** A path of the web app (with its query): the kiosk on the dashboard, or the code. */
  link: string | null;
}

const at = (value: unknown, timezone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: timezone, dateStyle: "medium", timeStyle: "short" }).format(
    new Date(String(value)),
  );

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency }).format(cents / 100);

function duration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 120) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The digest's line of kiosks due for a restock today, when the user may see restocking and some are. */
function dueToday(kiosks: unknown): string {
  if (!Array.isArray(kiosks) || kiosks.length === 0) return "";
  return ` Due for a restock today: ${kiosks.map((kiosk) => String(kiosk?.name ?? "")).join(", ")}.`;
}

/** The text of an event, from its facts as recorded and the kiosk's name and timezone as they are now. */
export function textOf(event: AlertEvent, audience: CompanyAudience): EventText {
  const d = event.data;
  const kiosk = event.kioskId ? audience.kiosks.get(event.kioskId) : undefined;
  const name = kiosk?.name ?? String(d.kiosk_name ?? "A kiosk");
  const zone = kiosk?.timezone ?? "UTC";
  const kioskLink = event.kioskId ? `/dashboard?kiosk=${event.kioskId}` : null;
  switch (event.kind) {
    case "kiosk_offline":
      return {
        title: `Kiosk offline: ${name}`,
        body: `${name} has sent no heartbeat since ${at(d.last_seen_at, zone)} (${zone}).`,
        link: kioskLink,
      };
    case "kiosk_online":
      return {
        title: `Kiosk back online: ${name}`,
        body: `${name} is sending heartbeats again after ${duration(Number(d.offline_ms))} offline.`,
        link: kioskLink,
      };
    case "tray_low":
      return {
        title: `Tray low: ${name}, tray ${d.position}`,
        body: `Tray ${d.position} (${d.product_name ?? "empty slot"}) of ${name} is at ${d.level} of ${d.capacity}.`,
        link: kioskLink,
      };
    case "kiosk_too_warm":
      return {
        title: `Kiosk too warm: ${name}`,
        body: `${name} has been above ${d.limit_c} °C since ${at(d.warm_since, zone)} (${zone}); it reported ${d.temperature_c} °C.`,
        link: kioskLink,
      };
    case "kiosk_error":
      return {
        title: `Kiosk error ${d.code}: ${name}`,
        body: `${name} reports error code ${d.code}.`,
        link: kioskLink,
      };
    case "no_sales":
      return {
        title: `No sales: ${name}`,
        body: `${name} has made no sale for ${d.hours} hours of its opening time (${d.since_local} ${zone} onwards).`,
        link: kioskLink,
      };
    case "restock_due":
      return {
        title: `Restock due: ${name}`,
        body: `${name} should be restocked by ${at(d.visit_by, zone)} (${zone}): a tray is likely to be empty by then.`,
        link: "/restock",
      };
    case "promo_exhausted":
      return {
        title: `Promo code used up: ${d.code}`,
        body: `${d.code} has been redeemed ${d.uses} times, its limit: kiosks refuse it from now on.`,
        link: event.promoCodeId ? `/promo-codes?code=${event.promoCodeId}` : null,
      };
    case "daily_digest":
      return {
        title: `Sales on ${d.date}: ${money(Number(d.revenue_cents), audience.currency)}`,
        body: `${d.orders} orders and ${money(Number(d.revenue_cents), audience.currency)} in revenue across ${d.kiosks} kiosks on ${d.date}.${dueToday(d.due_today)}`,
        link: "/dashboard",
      };
  }
}

import type { NotificationSettings } from "@froyo/contracts";
import { and, eq, sql } from "drizzle-orm";
import { alertEvents, companies, notifications, users } from "../../../db/schema/index.js";
import type { Tx } from "../../../db/types.js";
import { liveLink } from "../inbox.repository.js";
import { findSettings, settingsFromRow } from "../settings.repository.js";

export type NotificationRow = typeof notifications.$inferSelect;

/** Everything a delivery needs, read as it is at sending time (settings may have changed since the event). */
export interface Delivery {
  notification: NotificationRow;
  user: { id: string; email: string; name: string; active: boolean };
  company: { id: string; name: string; subdomain: string | null };
  settings: NotificationSettings;
}

export async function loadDelivery(tx: Tx, companyId: string, notificationId: string): Promise<Delivery | null> {
  const [row] = await tx
    .select({ notification: notifications, user: users, company: companies, promoCodeId: alertEvents.promoCodeId })
    .from(notifications)
    .innerJoin(
      alertEvents,
      and(eq(alertEvents.companyId, notifications.companyId), eq(alertEvents.id, notifications.eventId)),
    )
    .innerJoin(users, and(eq(users.companyId, notifications.companyId), eq(users.id, notifications.userId)))
    .innerJoin(companies, eq(companies.id, notifications.companyId))
    .where(and(eq(notifications.companyId, companyId), eq(notifications.id, notificationId)));
  if (!row) return null;
  const settings = settingsFromRow(await findSettings(tx, companyId, row.user.id), row.company.defaultTimezone);
  const { kind, link } = row.notification;
  return {
    notification: { ...row.notification, link: liveLink(kind, link, row.promoCodeId) },
    user: { id: row.user.id, email: row.user.email, name: row.user.name, active: row.user.status === "active" },
    company: { id: row.company.id, name: row.company.name, subdomain: row.company.subdomain },
    settings,
  };
}

/**
 * Records a send: the email, or the push to one browser (`pushed_to` lists them). A job claimed again after its
 * lease reads these and sends nothing twice (email-delivery.ts, push-delivery.ts).
 */
export async function markSent(
  tx: Tx,
  delivery: Delivery,
  channel: "email" | { push: string },
  now: Date,
): Promise<void> {
  const { notification } = delivery;
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx
    .update(notifications)
    .set(
      channel === "email"
        ? { emailSentAt: sql`coalesce(${notifications.emailSentAt}, ${at})` }
        : {
            pushedAt: sql`coalesce(${notifications.pushedAt}, ${at})`,
            pushedTo: sql`array_append(array_remove(${notifications.pushedTo}, ${channel.push}::uuid), ${channel.push}::uuid)`,
          },
    )
    .where(and(eq(notifications.companyId, notification.companyId), eq(notifications.id, notification.id)));
}

/** An absolute URL on the company's subdomain under APP_URL (never the request's Host, see lib/company-link.ts). */
export function absoluteLink(appUrl: string, subdomain: string | null, path: string): string {
  const url = new URL(path, appUrl);
  if (subdomain) url.hostname = `${subdomain}.${url.hostname}`;
  return url.toString();
}

import type { NotificationEvent } from "@froyo/contracts";
import type { Database } from "../../../db/types.js";
import type { JobHandler } from "../../../jobs/job-runner.js";
import type { Mailer } from "../../../plugins/mailer.js";
import { EMAIL_JOB } from "../alerts/fan-out.js";
import { quietUntil } from "../quiet-hours.js";
import { unsubscribeToken } from "../unsubscribe-token.js";
import { absoluteLink, type Delivery, loadDelivery, markSent } from "./delivery.repository.js";

/** The event's name in an email's footer ("… emails about kiosk offline"). */
export const EVENT_NAMES: Record<NotificationEvent, string> = {
  kiosk_offline: "kiosks going offline",
  kiosk_online: "kiosks coming back online",
  tray_low: "low trays",
  kiosk_too_warm: "kiosks too warm",
  kiosk_error: "kiosk error codes",
  no_sales: "kiosks without sales",
  restock_due: "kiosks due for a restock",
  promo_exhausted: "promo codes used up",
  daily_digest: "the daily sales digest",
};

export function unsubscribeUrl(appUrl: string, key: Buffer, delivery: Delivery): string {
  const token = unsubscribeToken(key, {
    companyId: delivery.company.id,
    userId: delivery.user.id,
    event: delivery.notification.kind,
  });
  return absoluteLink(appUrl, delivery.company.subdomain, `/api/notifications/unsubscribe?token=${token}`);
}

/** One email per event: the title as subject, the text, a link to it, and a one-click unsubscribe (RFC 8058). */
function emailOf(delivery: Delivery, appUrl: string, unsubscribe: string) {
  const { notification, company } = delivery;
  const open = notification.link ? absoluteLink(appUrl, company.subdomain, notification.link) : null;
  const text = [
    notification.body,
    ...(open ? ["", `Open: ${open}`] : []),
    "",
    "--",
    `You get this email because email about ${EVENT_NAMES[notification.kind]} is on in your notification settings at ${company.name}.`,
    `Stop these emails: ${unsubscribe}`,
  ].join("\n");
  return {
    to: delivery.user.email,
    subject: `[${company.name}] ${notification.title}`,
    text,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Sends a notification's email, checking again at sending time: a user disabled, or their email for this event
 * turned off (an unsubscribe), gets nothing; quiet hours defer it to their end. A send that fails is retried with
 * backoff by the runner; one that succeeded but whose process died before recording it may be sent again (at least
 * once: the SMTP server cannot share our transaction). The mailer's timeouts keep a send well inside the job's lease.
 */
export function emailJob(options: { database: Database; mailer: Mailer; appUrl: string; unsubscribeKey: Buffer }) {
  const handler: JobHandler = {
    name: EMAIL_JOB,
    async run(payload, { now }) {
      const companyId = String(payload.companyId);
      const delivery = await options.database.withTenant(companyId, (tx) =>
        loadDelivery(tx, companyId, String(payload.notificationId)),
      );
      if (!delivery?.user.active || !delivery.settings.events[delivery.notification.kind].email) return;
      // Sent already, by a claim that outlived its lease: this one has nothing left to do.
      if (delivery.notification.emailSentAt) return;
      const until = quietUntil(delivery.settings.quiet_hours, delivery.settings.timezone, now);
      if (until) return { deferUntil: until };
      const unsubscribe = unsubscribeUrl(options.appUrl, options.unsubscribeKey, delivery);
      await options.mailer.send(emailOf(delivery, options.appUrl, unsubscribe));
      await options.database.withTenant(companyId, (tx) => markSent(tx, delivery, "email", now));
    },
  };
  return handler;
}

import type { Agent } from "node:https";
import { type PushPayload, pushEndpointProblem } from "@froyo/contracts";
import type { FastifyBaseLogger } from "fastify";
import webPush, { WebPushError } from "web-push";
import type { Database } from "../../../db/types.js";
import type { JobHandler } from "../../../jobs/job-runner.js";
import { PUSH_JOB } from "../alerts/fan-out.js";
import { deleteSubscription, findSubscription } from "../push-subscriptions.repository.js";
import { quietUntil } from "../quiet-hours.js";
import type { VapidKeys } from "../secrets.js";
import { absoluteLink, type Delivery, loadDelivery, markSent } from "./delivery.repository.js";
import { isBlockedPush } from "./push-agent.js";

/** A day: a browser offline longer than that would show stale alerts; the push service drops them instead. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

function payloadOf(delivery: Delivery, appUrl: string): PushPayload {
  const { notification, company } = delivery;
  return {
    title: notification.title,
    body: notification.body,
    url: absoluteLink(appUrl, company.subdomain, notification.link ?? "/notifications"),
    tag: `${notification.kind}:${notification.eventId}`,
    event: notification.kind,
    notification_id: notification.id,
  };
}

export interface PushJobOptions {
  database: Database;
  appUrl: string;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  /**
   * The HTTPS agent for push services: publicPushAgent() (public addresses only) in production; tests give one
   * that reaches their push service on 127.0.0.1.
   */
  agent: Agent;
}

/**
 * Sends one notification to one browser with VAPID (RFC 8292) and an aes128gcm-encrypted payload (RFC 8291),
 * checking the user's settings and quiet hours at sending time as email does. The push service answering 404 or
 * 410 means the browser unsubscribed or the subscription expired: it is removed, never retried. Other refusals
 * (a 4xx other than 429) are not retried either; throttling, server errors and network failures are, with backoff.
 * An endpoint that is not a public address (its URL, or what its name resolves to now) gets nothing, and its
 * subscription is kept: deleting it would tell the user what their URL reached.
 */
export function pushJob(options: PushJobOptions): JobHandler {
  const { database } = options;
  return {
    name: PUSH_JOB,
    async run(payload, { now }) {
      const companyId = String(payload.companyId);
      const found = await database.withTenant(companyId, async (tx) => ({
        delivery: await loadDelivery(tx, companyId, String(payload.notificationId)),
        browser: await findSubscription(tx, companyId, String(payload.subscriptionId)),
      }));
      const { delivery, browser } = found;
      if (!delivery || !browser || browser.userId !== delivery.user.id || !delivery.user.active) return;
      if (!delivery.settings.events[delivery.notification.kind].push) return;
      // Sent already, by a claim that outlived its lease: this one has nothing left to do.
      if (delivery.notification.pushedTo.includes(browser.id)) return;
      const until = quietUntil(delivery.settings.quiet_hours, delivery.settings.timezone, now);
      if (until) return { deferUntil: until };
      const refused = { subscription: browser.id, companyId };
      if (pushEndpointProblem(browser.endpoint)) {
        options.log.warn(refused, "push: the endpoint is not a public https address; nothing sent");
        return;
      }
      try {
        await webPush.sendNotification(
          { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
          JSON.stringify(payloadOf(delivery, options.appUrl)),
          {
            vapidDetails: options.vapid,
            TTL: PUSH_TTL_SECONDS,
            contentEncoding: "aes128gcm",
            timeout: 10_000,
            agent: options.agent,
          },
        );
      } catch (error) {
        if (isBlockedPush(error)) {
          options.log.warn(refused, "push: the endpoint resolves to an address that is not public; nothing sent");
          return;
        }
        if (!(error instanceof WebPushError) || error.statusCode === 429 || error.statusCode >= 500) throw error;
        if (error.statusCode === 404 || error.statusCode === 410) {
          await database.withTenant(companyId, (tx) => deleteSubscription(tx, companyId, browser.id));
        } else {
          options.log.warn({ status: error.statusCode, body: error.body }, "push: the push service refused a message");
        }
        return;
      }
      await database.withTenant(companyId, (tx) => markSent(tx, delivery, { push: browser.id }, now));
    },
  };
}

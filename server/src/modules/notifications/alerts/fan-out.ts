import type { Tx } from "../../../db/types.js";
import { enqueueJobs, type NewJob } from "../../../jobs/job-store.js";
import { type AlertEvent, lockOpenEvent, markFannedOut } from "./events.repository.js";
import { insertNotifications, listPushSubscriptionsOf, usersNotifiedOf } from "./fan-out.repository.js";
import { type CompanyAudience, listensTo, maySee, type Recipient } from "./recipients.js";
import { textOf } from "./texts.js";

export const EMAIL_JOB = "notifications.email";
export const PUSH_JOB = "notifications.push";

/** The users told of an outage, in one query: its "back online" is for them and no one else. */
function toldOf(tx: Tx, event: AlertEvent): Promise<Set<string>> {
  return usersNotifiedOf(tx, event.companyId, String(event.data.offline_event_id ?? ""));
}

/** Whether this recipient gets this event now (a later fan-out may still add those whose time has not come). */
function isFor(event: AlertEvent, recipient: Recipient, audience: CompanyAudience, now: Date, told: Set<string>) {
  if (!listensTo(recipient, event.kind)) return false;
  if (event.userId) return event.userId === recipient.userId;
  if (event.kind === "promo_exhausted") {
    // Staff reach every code; a client the codes the promo list shows them, as the promo module found when the
    // event was recorded (every kiosk of the code theirs, deleted ones included: decision 021).
    return !recipient.isClient || ((event.data.client_ids ?? []) as string[]).includes(recipient.userId);
  }
  if (!event.kioskId || !maySee(recipient, audience.kiosks.get(event.kioskId))) return false;
  if (event.kind === "kiosk_offline") {
    // Each user's own patience: told once the outage has lasted their minutes, never once it is over. Those due
    // by the last fan-out have it already, so a sweep looks only at the users who became due since.
    const due = event.occurredAt.getTime() + recipient.settings.events.kiosk_offline.minutes * 60_000;
    const since = event.fannedOutAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    return event.closedAt === null && due <= now.getTime() && due > since;
  }
  // "Back online" answers an "offline" this user was told of, and nothing else.
  if (event.kind === "kiosk_online") return told.has(recipient.userId);
  return true;
}

/**
 * Gives an event to every user it is for: an inbox item (also the record of its deliveries) and a job per email and
 * per subscribed browser, all in the caller's transaction, in a fixed number of statements. Idempotent: a user who
 * has it already is skipped by the unique (event, user), so a fan-out repeated by a retry or by another process
 * adds nothing. An outage is re-checked open under its row lock first (lockOpenEvent). The count added.
 */
export async function fanOut(tx: Tx, given: AlertEvent, audience: CompanyAudience, now: Date): Promise<number> {
  const told = given.kind === "kiosk_online" ? await toldOf(tx, given) : new Set<string>();
  const chosenFor = (event: AlertEvent) =>
    audience.recipients.filter((recipient) => isFor(event, recipient, audience, now, told));
  let event = given;
  let chosen = chosenFor(event);
  if (chosen.length === 0) return 0;
  if (event.kind === "kiosk_offline") {
    const locked = await lockOpenEvent(tx, event.companyId, event.id);
    if (!locked) return 0;
    event = locked;
    chosen = chosenFor(event);
    if (chosen.length === 0) return 0;
    await markFannedOut(tx, event, now);
  }
  const text = textOf(event, audience);
  const added = await insertNotifications(
    tx,
    chosen.map((recipient) => ({
      companyId: event.companyId,
      userId: recipient.userId,
      eventId: event.id,
      kind: event.kind,
      ...text,
      inInbox: recipient.settings.events[event.kind].inbox,
      createdAt: now,
    })),
  );
  const pushers = chosen.filter((r) => r.settings.events[event.kind].push).map((r) => r.userId);
  const browsers = await listPushSubscriptionsOf(tx, event.companyId, pushers);
  const jobs: NewJob[] = [];
  for (const row of added) {
    const recipient = chosen.find((candidate) => candidate.userId === row.userId);
    const payload = { companyId: event.companyId, notificationId: row.id };
    if (recipient?.settings.events[event.kind].email) {
      jobs.push({ name: EMAIL_JOB, payload, runAt: now, dedupeKey: `email:${row.id}` });
    }
    for (const browser of browsers.filter((candidate) => candidate.userId === row.userId)) {
      const dedupeKey = `push:${row.id}:${browser.id}`;
      jobs.push({ name: PUSH_JOB, payload: { ...payload, subscriptionId: browser.id }, runAt: now, dedupeKey });
    }
  }
  await enqueueJobs(tx, jobs);
  return added.length;
}

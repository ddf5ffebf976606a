import type { NotificationEvent, NotificationSettings } from "@froyo/contracts";
import type { Tx } from "../../../db/types.js";
import { settingsFromRow } from "../settings.repository.js";
import { findAlertingCompany, listAlertingKiosks, listNotifiedUsers } from "./audience.repository.js";

/** A user who may hear of the company's events, with their settings (defaults filled in). */
export interface Recipient {
  userId: string;
  email: string;
  name: string;
  /** A client hears only of the kiosks they own; staff of all the company's. */
  isClient: boolean;
  /** Their role's: an event about something the role may not see (restocking) is not theirs to hear. */
  permissions: readonly string[];
  settings: NotificationSettings;
}

export interface KioskFacts {
  id: string;
  name: string;
  timezone: string;
  ownerId: string | null;
}

/** What a company's fan-out needs to know once: who listens, which kiosks there are, how to write links. */
export interface CompanyAudience {
  companyId: string;
  name: string;
  subdomain: string | null;
  currency: string;
  recipients: Recipient[];
  kiosks: Map<string, KioskFacts>;
}

/**
 * Who may hear of the company's events (listNotifiedUsers) and its kiosks. Read under row-level security, inside
 * the company's transaction.
 */
export async function loadAudience(tx: Tx, companyId: string): Promise<CompanyAudience> {
  const company = await findAlertingCompany(tx, companyId);
  if (!company) throw new Error(`No company ${companyId}`);
  const rows = await listNotifiedUsers(tx, companyId);
  const kioskRows = await listAlertingKiosks(tx, companyId);
  return {
    companyId,
    name: company.name,
    subdomain: company.subdomain,
    currency: company.currency,
    recipients: rows.map((row) => ({
      userId: row.user.id,
      email: row.user.email,
      name: row.user.name,
      isClient: row.userType === "client",
      permissions: row.permissions,
      settings: settingsFromRow(row.settings ?? undefined, company.defaultTimezone),
    })),
    kiosks: new Map(kioskRows.map((kiosk) => [kiosk.id, kiosk])),
  };
}

/** Wants to hear of this kind of event on some channel. */
export const listensTo = (recipient: Recipient, kind: NotificationEvent) => {
  const channels = recipient.settings.events[kind];
  return channels.inbox || channels.email || channels.push;
};

/** May see this kiosk: staff any of the company's, a client their own. */
export const maySee = (recipient: Recipient, kiosk: KioskFacts | undefined) =>
  kiosk !== undefined && (!recipient.isClient || kiosk.ownerId === recipient.userId);

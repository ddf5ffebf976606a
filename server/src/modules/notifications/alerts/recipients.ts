import type { NotificationEvent, NotificationSettings } from "@froyo/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import { companies, kiosks, notificationSettings, roles, users } from "../../../db/schema/index.js";
import type { Tx } from "../../../db/types.js";
import { settingsFromRow } from "../settings.repository.js";

/** A user who may hear of the company's events, with their settings (defaults filled in). */
export interface Recipient {
  userId: string;
  email: string;
  name: string;
  /** A client hears only of the kiosks they own; staff of all the company's. */
  isClient: boolean;
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
 * Active users whose role holds `view notifications` (notifications are part of Pro: a plain Client's role does
 * not hold it, so they get none, on any channel). Read under row-level security, inside the company's transaction.
 */
export async function loadAudience(tx: Tx, companyId: string): Promise<CompanyAudience> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error(`No company ${companyId}`);
  const rows = await tx
    .select({ user: users, userType: roles.userType, settings: notificationSettings })
    .from(users)
    .innerJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)))
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.companyId, users.companyId), eq(notificationSettings.userId, users.id)),
    )
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, "active"),
        sql`'view notifications' = ANY (${roles.permissions})`,
      ),
    );
  const kioskRows = await tx
    .select({ id: kiosks.id, name: kiosks.name, timezone: kiosks.timezone, ownerId: kiosks.ownerId })
    .from(kiosks)
    .where(and(eq(kiosks.companyId, companyId), isNull(kiosks.deletedAt)));
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

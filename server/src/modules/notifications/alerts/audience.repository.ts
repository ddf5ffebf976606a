import { and, eq, isNull, sql } from "drizzle-orm";
import { companies, kiosks, notificationSettings, roles, users } from "../../../db/schema/index.js";
import type { AppDb, Tx } from "../../../db/types.js";

/** What alerts need of the company itself: its name and link, its currency, its default timezone. */
export async function findAlertingCompany(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({
      name: companies.name,
      subdomain: companies.subdomain,
      currency: companies.currency,
      defaultTimezone: companies.defaultTimezone,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}

/**
 * Active users whose role holds `view notifications` (notifications are part of Pro: a plain Client's role does
 * not hold it, so they get none, on any channel), with their role's user type and their stored settings, if any.
 */
export async function listNotifiedUsers(tx: Tx, companyId: string) {
  return tx
    .select({ user: users, userType: roles.userType, permissions: roles.permissions, settings: notificationSettings })
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
}

/** The company's kiosks that are not deleted, as alerts name them and decide who sees them. */
export async function listAlertingKiosks(tx: Tx, companyId: string) {
  return tx
    .select({ id: kiosks.id, name: kiosks.name, timezone: kiosks.timezone, ownerId: kiosks.ownerId })
    .from(kiosks)
    .where(and(eq(kiosks.companyId, companyId), isNull(kiosks.deletedAt)));
}

/** Every company but the platform (which has no kiosks): those a sweep passes over. */
export async function listSweptCompanyIds(db: AppDb): Promise<string[]> {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.isPlatform, false));
  return rows.map((row) => row.id);
}

import { and, asc, count, eq } from "drizzle-orm";
import { auditLog, roles, users } from "../src/db/schema/index.js";
import type { TestApp } from "./test-app.js";

/** Test helpers shared by the users, roles and audit suites. */

export async function roleIdOf(t: TestApp, companyId: string, name: string): Promise<string> {
  const [row] = await t.db.database.withTenant(companyId, (tx) =>
    tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, companyId), eq(roles.name, name))),
  );
  if (!row) throw new Error(`No role ${name}`);
  return row.id;
}

export async function userIdOf(t: TestApp, companyId: string, email: string): Promise<string> {
  const [row] = await t.db.database.withTenant(companyId, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.email, email))),
  );
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

/** Many users in one statement (no passwords): for paging, sorting and export tests. */
export async function insertUsers(
  t: TestApp,
  companyId: string,
  people: { name: string; email: string; role: string; status?: "invited" | "active" | "disabled" }[],
): Promise<void> {
  const roleIds = new Map<string, string>();
  for (const name of new Set(people.map((p) => p.role))) roleIds.set(name, await roleIdOf(t, companyId, name));
  await t.db.database.withTenant(companyId, (tx) =>
    tx.insert(users).values(
      people.map((p) => ({
        companyId,
        roleId: roleIds.get(p.role) as string,
        name: p.name,
        email: p.email,
        status: p.status ?? "active",
      })),
    ),
  );
}

/** Everything a users/roles write could change in a company: compared before and after a refused request. */
export async function snapshotCompany(t: TestApp, companyId: string) {
  return t.db.database.withTenant(companyId, async (tx) => ({
    users: await tx
      .select({
        id: users.id,
        name: users.name,
        roleId: users.roleId,
        status: users.status,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.companyId, companyId))
      .orderBy(asc(users.id)),
    roles: await tx
      .select({ id: roles.id, permissions: roles.permissions, updatedAt: roles.updatedAt })
      .from(roles)
      .where(eq(roles.companyId, companyId))
      .orderBy(asc(roles.id)),
    auditRows: (await tx.select({ n: count() }).from(auditLog).where(eq(auditLog.companyId, companyId)))[0]?.n,
  }));
}

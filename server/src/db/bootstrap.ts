import { ROLE_NAMES, SUPER_ADMIN_PERMISSIONS } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import { companies, roles } from "./schema/index.js";
import type { Database } from "./types.js";

/**
 * The platform ("tenant zero") and its immutable Super Admin role exist in every database, seeded or not. Run at
 * every start-up: it is idempotent, and it gives Super Admin any permission added since.
 */
export async function ensurePlatform(database: Database): Promise<string> {
  await database.db
    .insert(companies)
    .values({ name: "Platform", isPlatform: true })
    .onConflictDoNothing({ target: companies.isPlatform, where: sql`${companies.isPlatform}` });
  const [platform] = await database.db.select({ id: companies.id }).from(companies).where(sql`${companies.isPlatform}`);
  if (!platform) throw new Error("Could not create the platform company.");
  await database.withTenant(platform.id, (tx) =>
    tx
      .insert(roles)
      .values({
        companyId: platform.id,
        name: ROLE_NAMES.superAdmin,
        userType: "staff",
        permissions: [...SUPER_ADMIN_PERMISSIONS],
      })
      .onConflictDoUpdate({
        target: [roles.companyId, roles.name],
        set: { permissions: [...SUPER_ADMIN_PERMISSIONS] },
      }),
  );
  return platform.id;
}

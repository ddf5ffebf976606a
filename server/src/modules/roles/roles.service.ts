import { ROLE_NAMES, type Role, type UpdateRoleInput } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { forbidden, notFound, ValidationError } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { recordAudit } from "../audit/audit.service.js";
import { canonicalPermissions, findRoleById, listRoles, type RoleRow, setRolePermissions } from "./roles.repository.js";

/** What other modules ask of roles: a new company's defaults, a role by id or name, the admin role's name. */
export { adminRoleName, ensureCompanyRoles, findRoleById, findRoleByName } from "./roles.repository.js";

export const ROLE_MESSAGES = {
  noCompanyPermissions: "Company roles cannot manage companies.",
  adminKeepsUsers: "The Company Admin role must keep 'view users' and 'edit users'.",
} as const;

/** Permissions the Company Admin role must keep, so that a company can never lock itself out of its own users. */
const ADMIN_LOCK_OUT_GUARD = ["view users", "edit users"] as const;

export type RolesService = ReturnType<typeof createRolesService>;

export function createRolesService(options: { database: Database; platformCompanyId: string }) {
  const { database, platformCompanyId } = options;

  function toRole(row: RoleRow): Role {
    return {
      id: row.id,
      name: row.name,
      user_type: row.userType,
      permissions: row.permissions,
      users_count: row.usersCount,
      immutable: isImmutable(row),
    };
  }

  function isImmutable(row: RoleRow): boolean {
    return row.companyId === platformCompanyId && row.name === ROLE_NAMES.superAdmin;
  }

  async function listCompanyRoles(scope: Scope): Promise<Role[]> {
    const rows = await database.withTenant(scope.companyId, (tx) => listRoles(tx, scope.companyId));
    return rows.map(toRole);
  }

  async function getRole(scope: Scope, id: string): Promise<Role> {
    if (!isUuid(id)) throw notFound();
    const row = await database.withTenant(scope.companyId, (tx) => findRoleById(tx, scope.companyId, id));
    if (!row) throw notFound();
    return toRole(row);
  }

  function assertAllowedPermissions(row: RoleRow, permissions: string[]): void {
    if (row.companyId !== platformCompanyId && permissions.some((p) => p.endsWith(" companies"))) {
      throw new ValidationError({ permissions: [ROLE_MESSAGES.noCompanyPermissions] });
    }
    if (row.name === ROLE_NAMES.companyAdmin && !ADMIN_LOCK_OUT_GUARD.every((p) => permissions.includes(p))) {
      throw new ValidationError({ permissions: [ROLE_MESSAGES.adminKeepsUsers] });
    }
  }

  /** The whole permission list of a role; signed-in holders get it on their next request (read per request). */
  async function updateRole(scope: Scope, id: string, input: UpdateRoleInput): Promise<Role> {
    if (!isUuid(id)) throw notFound();
    const { companyId } = scope;
    return database.withTenant(companyId, async (tx) => {
      const row = await findRoleById(tx, companyId, id, { lock: true });
      if (!row) throw notFound();
      if (isImmutable(row)) throw forbidden();
      const permissions = canonicalPermissions(input.permissions);
      assertAllowedPermissions(row, permissions);
      const before = canonicalPermissions(row.permissions);
      if (before.join("\n") !== permissions.join("\n")) {
        await setRolePermissions(tx, companyId, id, permissions);
        await recordAudit(tx, {
          companyId,
          actorId: scope.actor.id,
          actorEmail: scope.actor.email,
          action: "roles.update",
          targetType: "role",
          targetId: id,
          changes: { permissions: { from: before, to: permissions } },
          ip: scope.ip,
        });
      }
      return toRole({ ...row, permissions });
    });
  }

  return { listCompanyRoles, getRole, updateRole };
}

import { KIOSK_MESSAGES, type UpdateUserInput, type User, type UserStatus } from "@froyo/contracts";
import type { Database, Tx } from "../../db/types.js";
import { actsOnSelf, type Scope } from "../../identity/scope.js";
import { deleteUserSessions } from "../../identity/sessions.repository.js";
import { diffChanges } from "../../lib/diff-changes.js";
import { fieldError, notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { recordAudit } from "../audit/audit.service.js";
import { adminRoleName, findRoleById, findRoleByName } from "../roles/roles.service.js";
import {
  deleteUserRow,
  findUserById,
  lockActiveAdmins,
  lockUser,
  ownsLiveKiosks,
  toUser,
  type UserRow,
  updateUserFields,
} from "./users.repository.js";

export const USER_CHANGE_MESSAGES = {
  ownRole: "You cannot change your own role.",
  ownStatus: "You cannot change your own status.",
  ownAccount: "You cannot delete your own account.",
  lastAdmin: "The company must keep at least one active administrator.",
  invitedNotActivated: "An invited user becomes active by setting a password from the invitation.",
  noPassword: "This user never set a password; invite them again instead.",
  roleInvalid: "The selected role is invalid.",
} as const;

export type UserChangesService = ReturnType<typeof createUserChangesService>;

/** Changing and deleting users, with the rules that keep a company manageable. */
export function createUserChangesService(options: { database: Database }) {
  const { database } = options;

  /**
   * Locks the active admins first (before the target row, always in this order: no deadlock between two changes),
   * then answers whether `target` is one whose loss would leave none.
   */
  async function isLastAdmin(tx: Tx, scope: Scope, target: Pick<UserRow, "id">): Promise<boolean> {
    const adminRole = await findRoleByName(tx, scope.companyId, adminRoleName(scope.isPlatform));
    if (!adminRole) return false;
    const admins = await lockActiveAdmins(tx, scope.companyId, adminRole.id);
    return admins.length <= 1 && admins.includes(target.id);
  }

  async function loadTarget(tx: Tx, scope: Scope, id: string): Promise<UserRow> {
    const row = isUuid(id) ? await findUserById(tx, scope.companyId, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  function assertStatusChange(target: UserRow, status: UserStatus | undefined): void {
    if (status !== "active" || target.status === "active") return;
    if (target.status === "invited") throw fieldError("status", USER_CHANGE_MESSAGES.invitedNotActivated);
    if (!target.hasPassword) throw fieldError("status", USER_CHANGE_MESSAGES.noPassword);
  }

  async function updateUser(scope: Scope, id: string, input: UpdateUserInput): Promise<User> {
    const { companyId } = scope;
    if (!isUuid(id)) throw notFound();
    return database.withTenant(companyId, async (tx) => {
      // The admin lock comes before reading the target, so the target is read after any concurrent change to it.
      const wasLastAdmin = await isLastAdmin(tx, scope, { id });
      const target = await loadTarget(tx, scope, id);
      const roleChanged = input.role_id !== undefined && input.role_id !== target.roleId;
      const statusChanged = input.status !== undefined && input.status !== target.status;
      if (actsOnSelf(scope, id) && roleChanged) throw fieldError("role_id", USER_CHANGE_MESSAGES.ownRole);
      if (actsOnSelf(scope, id) && statusChanged) throw fieldError("status", USER_CHANGE_MESSAGES.ownStatus);
      assertStatusChange(target, input.status);
      const role = roleChanged ? await findRoleById(tx, companyId, input.role_id as string) : undefined;
      if (roleChanged && !role) throw fieldError("role_id", USER_CHANGE_MESSAGES.roleInvalid);
      if (wasLastAdmin && (roleChanged || input.status === "disabled")) {
        throw fieldError(roleChanged ? "role_id" : "status", USER_CHANGE_MESSAGES.lastAdmin);
      }

      const after = {
        name: input.name ?? target.name,
        role: role?.name ?? target.roleName,
        status: input.status ?? target.status,
      };
      const changes = diffChanges({ name: target.name, role: target.roleName, status: target.status }, after);
      if (Object.keys(changes).length === 0) return toUser(target);
      await updateUserFields(tx, companyId, id, { name: after.name, roleId: role?.id, status: after.status });
      // A disabled user is signed out everywhere at once: their next request answers 401.
      if (after.status === "disabled") await deleteUserSessions(tx, { companyId, id });
      await recordAudit(tx, {
        companyId,
        actorId: scope.actor.id,
        actorEmail: scope.actor.email,
        action: "users.update",
        targetType: "user",
        targetId: id,
        changes,
        ip: scope.ip,
      });
      return toUser((await findUserById(tx, companyId, id)) as UserRow);
    });
  }

  async function deleteUser(scope: Scope, id: string): Promise<void> {
    const { companyId } = scope;
    if (!isUuid(id)) throw notFound();
    await database.withTenant(companyId, async (tx) => {
      const wasLastAdmin = await isLastAdmin(tx, scope, { id });
      const target = await loadTarget(tx, scope, id);
      if (actsOnSelf(scope, id)) throw fieldError("id", USER_CHANGE_MESSAGES.ownAccount);
      if (wasLastAdmin) throw fieldError("id", USER_CHANGE_MESSAGES.lastAdmin);
      // Locked first: a kiosk given to them meanwhile waits for this delete (its foreign key check shares the row).
      await lockUser(tx, companyId, id);
      if (await ownsLiveKiosks(tx, companyId, id)) throw fieldError("id", KIOSK_MESSAGES.ownsKiosks);
      await deleteUserRow(tx, companyId, id);
      // The trail outlives the user: the entry keeps who they were.
      await recordAudit(tx, {
        companyId,
        actorId: scope.actor.id,
        actorEmail: scope.actor.email,
        action: "users.delete",
        targetType: "user",
        targetId: id,
        changes: diffChanges(
          { name: target.name, email: target.email, role: target.roleName, status: target.status },
          { name: null, email: null, role: null, status: null },
        ),
        ip: scope.ip,
      });
    });
  }

  return { updateUser, deleteUser };
}

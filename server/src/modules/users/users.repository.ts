import type { User, UserListQuery, UserStatus } from "@froyo/contracts";
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../db/like-pattern.js";
import { kiosks, roles, users } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";

export interface UserRow {
  id: string;
  companyId: string;
  name: string;
  email: string;
  status: UserStatus;
  hasPassword: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  roleId: string;
  roleName: string;
  userType: "staff" | "client";
}

const userColumns = {
  id: users.id,
  companyId: users.companyId,
  name: users.name,
  email: users.email,
  status: users.status,
  hasPassword: sql<boolean>`(${users.passwordHash} IS NOT NULL)`,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleName: roles.name,
  userType: roles.userType,
};

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: { id: row.roleId, name: row.roleName },
    type: row.userType,
    status: row.status,
    last_sign_in_at: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

function selectUsers(tx: Tx) {
  return tx
    .select(userColumns)
    .from(users)
    .innerJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)));
}

export type UserFilters = Pick<UserListQuery, "search" | "role_id" | "status">;

function whereUsers(companyId: string, filters: UserFilters): SQL | undefined {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    eq(users.companyId, companyId),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    filters.role_id ? eq(users.roleId, filters.role_id) : undefined,
    filters.status ? eq(users.status, filters.status) : undefined,
  );
}

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: sql`${users.email}`,
  role: sql`lower(${roles.name})`,
  status: sql`${users.status}`,
  last_sign_in_at: sql`${users.lastSignInAt}`,
  created_at: sql`${users.createdAt}`,
} as const;

export type UserSort = Pick<UserListQuery, "sort" | "order">;

/** Stable: the sort field, then the id, so pages never repeat or skip rows between requests. Nulls always last. */
function orderOf(sort: UserSort): SQL[] {
  const direction = sort.order === "desc" ? sql`DESC` : sql`ASC`;
  return [sql`${SORT_COLUMNS[sort.sort]} ${direction} NULLS LAST`, sql`${users.id} ${direction}`];
}

export async function listUsers(
  tx: Tx,
  companyId: string,
  query: UserFilters & UserSort,
  page: { offset: number; limit: number },
): Promise<UserRow[]> {
  return selectUsers(tx)
    .where(whereUsers(companyId, query))
    .orderBy(...orderOf(query))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countUsers(tx: Tx, companyId: string, filters: UserFilters): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(users).where(whereUsers(companyId, filters));
  return Number(row?.total ?? 0);
}

/** Everyone who can be picked in a form (owners of kiosks, …): active and invited users, by name. */
export async function listShortUsers(tx: Tx, companyId: string): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.status, ["active", "invited"])))
    .orderBy(sql`lower(${users.name})`, asc(users.id));
}

export async function findUserById(tx: Tx, companyId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await selectUsers(tx)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row;
}

export async function insertInvitedUser(
  tx: Tx,
  values: { companyId: string; roleId: string; name: string; email: string },
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, status: "invited", passwordHash: null })
    .returning({ id: users.id });
  if (!row) throw new Error("The user was not inserted.");
  return row.id;
}

export async function updateUserFields(
  tx: Tx,
  companyId: string,
  id: string,
  values: Partial<{ name: string; roleId: string; status: UserStatus }>,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.companyId, companyId), eq(users.id, id)));
}

/** Sessions and password tokens go with the user (foreign keys cascade); audit rows stay. */
export async function deleteUserRow(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx.delete(users).where(and(eq(users.companyId, companyId), eq(users.id, id)));
}

/**
 * Locks the company's active holders of its admin role until the transaction ends and returns their ids. Every
 * change that could remove an admin takes this lock first, so two concurrent demotions run one after the other
 * and the second sees the first's result (PostgreSQL re-checks a locked row's WHERE after waiting).
 */
export async function lockActiveAdmins(tx: Tx, companyId: string, adminRoleId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.roleId, adminRoleId), eq(users.status, "active")))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((row) => row.id);
}

/** Holds the user's row until the transaction ends. */
export async function lockUser(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .for("update");
}

/** Kiosks in service keep an owner: a user who owns one is handed over before being deleted. */
export async function ownsLiveKiosks(tx: Tx, companyId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: kiosks.id })
    .from(kiosks)
    .where(and(eq(kiosks.companyId, companyId), eq(kiosks.ownerId, userId), isNull(kiosks.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

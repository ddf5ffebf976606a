import { and, eq, sql } from "drizzle-orm";
import { roles, users } from "../db/schema/index.js";
import { queryRows, type Tx } from "../db/types.js";

/** A user with what signing in needs: the role's name and permissions. */
export interface Account {
  id: string;
  companyId: string;
  name: string;
  email: string;
  status: "invited" | "active" | "disabled";
  passwordHash: string | null;
  role: string;
  permissions: string[];
  /** The role's kind: a client sees only what they own (their kiosks and those kiosks' sales). */
  userType: "staff" | "client";
}

const accountColumns = {
  id: users.id,
  companyId: users.companyId,
  name: users.name,
  email: users.email,
  status: users.status,
  passwordHash: users.passwordHash,
  role: roles.name,
  permissions: roles.permissions,
  userType: roles.userType,
};

function selectAccounts(tx: Tx) {
  return tx
    .select(accountColumns)
    .from(users)
    .innerJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)));
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether one of the company's users, in any status, holds the address. */
export async function emailTaken(tx: Tx, companyId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

export async function findAccountByEmail(tx: Tx, companyId: string, email: string): Promise<Account | undefined> {
  const [row] = await selectAccounts(tx)
    .where(and(eq(users.companyId, companyId), eq(users.email, normalizeEmail(email))))
    .limit(1);
  return row;
}

export async function findAccountById(tx: Tx, companyId: string, id: string): Promise<Account | undefined> {
  const [row] = await selectAccounts(tx)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row;
}

export async function setPasswordHash(
  tx: Tx,
  account: Pick<Account, "companyId" | "id">,
  passwordHash: string,
  options: { activate?: boolean } = {},
): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(options.activate ? { status: "active" as const } : {}),
    })
    .where(and(eq(users.companyId, account.companyId), eq(users.id, account.id)));
}

export async function recordSignIn(tx: Tx, account: Pick<Account, "companyId" | "id">): Promise<void> {
  await tx
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(and(eq(users.companyId, account.companyId), eq(users.id, account.id)));
}

/**
 * Whether platform staff hold the address (a user of the platform, in any status). Usable inside a company's
 * transaction: the database function answers this one boolean without showing the company any platform row.
 */
export async function isPlatformStaffEmail(tx: Tx, email: string): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(tx, sql`SELECT app_is_platform_staff_email(${email}) AS taken`);
  return row?.taken === true;
}

/**
 * Until the transaction ends, no other transaction creates an account with this address, in any company: a
 * company's invitation and a platform account for one address, at the same moment, run one after the other.
 */
export async function lockUserEmail(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`SELECT app_lock_user_email(${email})`);
}

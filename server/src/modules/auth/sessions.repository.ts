import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { roles, sessions, users } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";
import type { Account } from "./accounts.repository.js";

export interface SessionRecord {
  companyId: string;
  tokenHash: string;
  userId: string;
  hostCompanyId: string;
  csrfToken: string;
  lastSeenAt: Date;
}

export interface NewSession {
  companyId: string;
  tokenHash: string;
  userId: string;
  hostCompanyId: string;
  csrfToken: string;
  ip: string | null;
  userAgent: string | null;
  expiresAt: Date;
}

export async function insertSession(tx: Tx, session: NewSession): Promise<void> {
  await tx.insert(sessions).values(session);
}

/** A live session (neither idle too long nor past its absolute expiry) with its active user and role. */
export async function findLiveSession(
  tx: Tx,
  companyId: string,
  tokenHash: string,
  idleMinutes: number,
): Promise<{ session: SessionRecord; account: Account } | undefined> {
  const [row] = await tx
    .select({
      session: {
        companyId: sessions.companyId,
        tokenHash: sessions.tokenHash,
        userId: sessions.userId,
        hostCompanyId: sessions.hostCompanyId,
        csrfToken: sessions.csrfToken,
        lastSeenAt: sessions.lastSeenAt,
      },
      account: {
        id: users.id,
        companyId: users.companyId,
        name: users.name,
        email: users.email,
        status: users.status,
        passwordHash: sql<null>`null`,
        role: roles.name,
        permissions: roles.permissions,
      },
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.companyId, sessions.companyId), eq(users.id, sessions.userId)))
    .innerJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)))
    .where(
      and(
        eq(sessions.companyId, companyId),
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
        eq(users.status, "active"),
      ),
    )
    .limit(1);
  return row;
}

/** Idle expiry counts from the last request; the write is skipped when the last one was under a minute ago. */
export async function touchSession(tx: Tx, session: SessionRecord): Promise<void> {
  await tx
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.companyId, session.companyId),
        eq(sessions.tokenHash, session.tokenHash),
        lt(sessions.lastSeenAt, sql`now() - interval '1 minute'`),
      ),
    );
}

export async function deleteSession(tx: Tx, companyId: string, tokenHash: string): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.companyId, companyId), eq(sessions.tokenHash, tokenHash)));
}

/** Ends every session of a user, or every one but `keepTokenHash`. */
export async function deleteUserSessions(
  tx: Tx,
  user: Pick<Account, "companyId" | "id">,
  keepTokenHash?: string,
): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.companyId, user.companyId),
        eq(sessions.userId, user.id),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

export async function deleteExpiredSessions(tx: Tx, companyId: string, idleMinutes: number): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.companyId, companyId),
        sql`(${sessions.expiresAt} <= now() OR ${sessions.lastSeenAt} <= now() - make_interval(mins => ${idleMinutes}))`,
      ),
    );
}

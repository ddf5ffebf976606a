import { and, eq, lt, ne, sql } from "drizzle-orm";
import { literalSql } from "../db/literal-sql.js";
import { sessions } from "../db/schema/index.js";
import type { Database, Tx } from "../db/types.js";
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

/**
 * A live session (neither idle too long nor past its absolute expiry) with its active user and role, in one
 * statement through `app_find_session` (db/functions/app_find_session.sql), which scopes itself to the company under
 * row-level security.
 * Every signed-in request makes this lookup, so it takes the one-round-trip path.
 */
export async function findLiveSession(
  database: Database,
  companyId: string,
  tokenHash: string,
  idleMinutes: number,
): Promise<{ session: SessionRecord; account: Account } | undefined> {
  const [row] = await database.queryLiterals<SessionRow>(
    literalSql`SELECT * FROM app_find_session(${companyId}, ${tokenHash}, ${idleMinutes})`,
  );
  if (!row) return undefined;
  return {
    session: {
      companyId: row.company_id,
      tokenHash: row.token_hash,
      userId: row.user_id,
      hostCompanyId: row.host_company_id,
      csrfToken: row.csrf_token,
      lastSeenAt: new Date(row.last_seen_at),
    },
    account: {
      id: row.user_id,
      companyId: row.company_id,
      name: row.name,
      email: row.email,
      status: row.status,
      passwordHash: null,
      role: row.role,
      permissions: row.permissions,
      userType: row.user_type,
    },
  };
}

interface SessionRow {
  company_id: string;
  token_hash: string;
  user_id: string;
  host_company_id: string;
  csrf_token: string;
  last_seen_at: string | Date;
  name: string;
  email: string;
  status: Account["status"];
  role: string;
  permissions: string[];
  user_type: Account["userType"];
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

/**
 * A company's sessions that the lookup (app_find_session) would refuse: past their absolute end or idle too long.
 * The database's clock decides, as it does for the lookup.
 */
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

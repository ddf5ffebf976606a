import { and, eq, gt, lte, sql } from "drizzle-orm";
import { type PasswordTokenKind, passwordTokens } from "../db/schema/index.js";
import type { Tx } from "../db/types.js";
import { hashToken, randomToken } from "./tokens.js";

/** How long a mailed link stays good: a reset is asked for and used at once, an invitation may wait a week. */
export const RESET_TOKEN_MINUTES = 60;
export const INVITATION_TOKEN_MINUTES = 7 * 24 * 60;

/** Issues a token, replacing the user's older one of the same kind. Returns the raw token (only ever mailed). */
export async function issuePasswordToken(
  tx: Tx,
  user: { companyId: string; id: string },
  kind: PasswordTokenKind,
  lifetimeMinutes: number,
): Promise<string> {
  const token = randomToken();
  const values = {
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${lifetimeMinutes})`,
    createdAt: sql`now()`,
  };
  await tx
    .insert(passwordTokens)
    .values({ companyId: user.companyId, userId: user.id, kind, ...values })
    .onConflictDoUpdate({
      target: [passwordTokens.companyId, passwordTokens.userId, passwordTokens.kind],
      set: values,
    });
  return token;
}

/** When the user's current token of this kind was issued, if it is still live (to throttle repeated requests). */
export async function liveTokenIssuedAt(
  tx: Tx,
  user: { companyId: string; id: string },
  kind: PasswordTokenKind,
): Promise<Date | undefined> {
  const [row] = await tx
    .select({ createdAt: passwordTokens.createdAt })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.companyId, user.companyId),
        eq(passwordTokens.userId, user.id),
        eq(passwordTokens.kind, kind),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    );
  return row?.createdAt;
}

/**
 * Uses up a token: one DELETE … RETURNING, so of any number of concurrent uses exactly one gets the row.
 * False when the token is wrong, expired, already used or replaced by a newer one.
 */
export async function consumePasswordToken(
  tx: Tx,
  user: { companyId: string; id: string },
  kind: PasswordTokenKind,
  token: string,
): Promise<boolean> {
  const deleted = await tx
    .delete(passwordTokens)
    .where(
      and(
        eq(passwordTokens.companyId, user.companyId),
        eq(passwordTokens.userId, user.id),
        eq(passwordTokens.kind, kind),
        eq(passwordTokens.tokenHash, hashToken(token)),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return deleted.length === 1;
}

/** A company's tokens past their expiry: nobody can use them any more (the expiry purge job). */
export async function deleteExpiredPasswordTokens(tx: Tx, companyId: string): Promise<void> {
  await tx
    .delete(passwordTokens)
    .where(and(eq(passwordTokens.companyId, companyId), lte(passwordTokens.expiresAt, sql`now()`)));
}

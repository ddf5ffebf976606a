import type { Statement } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/types.js";
import { exactInteger } from "../../lib/cents.js";

/** Statements' SQL (decision 043): the sales of a month per kiosk, clients and terms, issued statements. */

export interface StatementOwner {
  id: string;
  name: string;
  email: string;
  /** The day they became a client of the company, in its timezone, `YYYY-MM-DD`. */
  since: string;
}

/** The day a user joined, on the company's calendar. */
const joinedColumn = sql`(u.created_at AT TIME ZONE
  (SELECT c.default_timezone FROM companies c WHERE c.id = u.company_id))::date::text AS since`;

/** The company's clients who own kiosks (deleted kiosks too: their history is the client's); `only` narrows to one. */
export async function listKioskOwners(tx: Tx, companyId: string, only?: string): Promise<StatementOwner[]> {
  return queryRows<StatementOwner>(
    tx,
    sql`SELECT u.id, u.name, u.email, ${joinedColumn} FROM users u
      JOIN roles r ON r.company_id = u.company_id AND r.id = u.role_id AND r.user_type = 'client'
      WHERE u.company_id = ${companyId}${only ? sql` AND u.id = ${only}` : sql``}
        AND EXISTS (SELECT 1 FROM kiosks k WHERE k.company_id = u.company_id AND k.owner_id = u.id)
      ORDER BY lower(u.name), u.id`,
  );
}

export interface KioskMonth {
  ownerId: string;
  kioskId: string;
  name: string;
  live: boolean;
  grossCents: number;
  discountCents: number;
  refundedCents: number;
}

/**
 * Each owned kiosk's month, for every client or one: paid and refunded sales of its local days `first`…`last` (a
 * failed sale moved no money), counted as the journal counts them. Kiosks without sales are there with zeros.
 */
export async function listKioskMonths(
  tx: Tx,
  companyId: string,
  days: { first: string; last: string },
  ownerId?: string,
): Promise<KioskMonth[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT k.owner_id, k.id AS kiosk_id, k.name, k.deleted_at IS NULL AS live,
        coalesce(m.gross, 0) AS gross, coalesce(m.discount, 0) AS discount, coalesce(m.refunded, 0) AS refunded
      FROM kiosks k
      LEFT JOIN (
        SELECT s.kiosk_id, sum(s.subtotal_cents)::bigint AS gross, sum(s.discount_cents)::bigint AS discount,
          sum(s.refunded_cents)::bigint AS refunded
        FROM sales s
        WHERE s.company_id = ${companyId} AND s.status <> 'failed'
          AND s.local_date BETWEEN ${days.first}::date AND ${days.last}::date
          AND s.occurred_at >= (${days.first}::date - 1)::timestamp AT TIME ZONE 'UTC'
          AND s.occurred_at < (${days.last}::date + 2)::timestamp AT TIME ZONE 'UTC'
        GROUP BY s.kiosk_id
      ) m ON m.kiosk_id = k.id
      WHERE k.company_id = ${companyId} AND k.owner_id IS NOT NULL${ownerId ? sql` AND k.owner_id = ${ownerId}` : sql``}
        AND (k.deleted_at IS NULL OR m.kiosk_id IS NOT NULL)
      ORDER BY lower(k.name) COLLATE "C", k.id`,
  );
  return rows.map((row) => ({
    ownerId: String(row.owner_id),
    kioskId: String(row.kiosk_id),
    name: String(row.name),
    live: row.live === true,
    grossCents: exactInteger(row.gross),
    discountCents: exactInteger(row.discount),
    refundedCents: exactInteger(row.refunded),
  }));
}

/** The net of some kiosks' month as it stands now (an issued month's kiosks, to see what came late). */
export async function netOfKiosks(
  tx: Tx,
  companyId: string,
  days: { first: string; last: string },
  kioskIds: readonly string[],
): Promise<number> {
  if (kioskIds.length === 0) return 0;
  const [row] = await queryRows<{ net: unknown }>(
    tx,
    sql`SELECT coalesce(sum(s.total_cents - s.refunded_cents), 0)::bigint AS net
      FROM sales s
      WHERE s.company_id = ${companyId} AND s.status <> 'failed'
        AND s.kiosk_id = ANY(${`{${kioskIds.join(",")}}`}::uuid[])
        AND s.local_date BETWEEN ${days.first}::date AND ${days.last}::date
        AND s.occurred_at >= (${days.first}::date - 1)::timestamp AT TIME ZONE 'UTC'
        AND s.occurred_at < (${days.last}::date + 2)::timestamp AT TIME ZONE 'UTC'`,
  );
  return exactInteger(row?.net);
}

export interface Terms {
  royaltyBasisPoints: number;
  monthlyFeeCents: number;
}

/** Each client's terms (none set: no royalty and no fee). */
export async function termsOf(tx: Tx, companyId: string, userIds: readonly string[]): Promise<Map<string, Terms>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ userId: string; royaltyBasisPoints: number; monthlyFeeCents: number }>(
    tx,
    sql`SELECT user_id AS "userId", royalty_basis_points AS "royaltyBasisPoints", monthly_fee_cents AS "monthlyFeeCents"
      FROM client_terms WHERE company_id = ${companyId} AND user_id = ANY(${`{${userIds.join(",")}}`}::uuid[])`,
  );
  return new Map(
    rows.map((row) => [
      row.userId,
      { royaltyBasisPoints: Number(row.royaltyBasisPoints), monthlyFeeCents: Number(row.monthlyFeeCents) },
    ]),
  );
}

export async function upsertTerms(
  tx: Tx,
  companyId: string,
  userId: string,
  terms: Terms,
  updatedBy: string,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO client_terms (company_id, user_id, royalty_basis_points, monthly_fee_cents, updated_by)
      VALUES (${companyId}, ${userId}, ${terms.royaltyBasisPoints}, ${terms.monthlyFeeCents}, ${updatedBy})
      ON CONFLICT (company_id, user_id) DO UPDATE SET royalty_basis_points = excluded.royalty_basis_points,
        monthly_fee_cents = excluded.monthly_fee_cents, updated_by = excluded.updated_by, updated_at = now()`,
  );
}

/** A user of the company who is a client (terms are for clients only). */
export async function findClient(tx: Tx, companyId: string, userId: string): Promise<StatementOwner | undefined> {
  const [row] = await queryRows<StatementOwner>(
    tx,
    sql`SELECT u.id, u.name, u.email, ${joinedColumn} FROM users u
      JOIN roles r ON r.company_id = u.company_id AND r.id = u.role_id AND r.user_type = 'client'
      WHERE u.company_id = ${companyId} AND u.id = ${userId}`,
  );
  return row;
}

export interface IssuedMonth {
  id: string;
  month: string;
  royaltyBasisPoints: number;
  issuedAt: string;
  kioskIds: string[];
  /** What the month has been billed at: its own statement and every adjustment for it since. */
  billedNetCents: number;
  billedRoyaltyCents: number;
  /** When it was last billed: its own issue, or the last statement that carried an adjustment for it. */
  lastBilledAt: string;
}

/** A client's issued months before `before` (`YYYY-MM`), with what each has been billed at so far. */
export async function listIssuedMonths(
  tx: Tx,
  companyId: string,
  ownerId: string,
  before: string,
): Promise<IssuedMonth[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT st.id, to_char(st.month, 'YYYY-MM') AS month, st.royalty_basis_points,
        to_char(st.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS issued_at,
        ARRAY(SELECT jsonb_array_elements(st.body->'kiosks')->>'kiosk_id') AS kiosk_ids,
        st.net_cents + coalesce(a.net, 0) AS billed_net, st.royalty_cents + coalesce(a.royalty, 0) AS billed_royalty,
        to_char(greatest(st.issued_at, a.last_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS last_billed_at
      FROM statements st
      LEFT JOIN LATERAL (
        SELECT sum(x.net_delta_cents) AS net, sum(x.royalty_delta_cents) AS royalty, max(b.issued_at) AS last_at
        FROM statement_adjustments x
        JOIN statements b ON b.company_id = x.company_id AND b.id = x.statement_id
        WHERE x.company_id = st.company_id AND x.owner_id = st.owner_id AND x.for_month = st.month
          AND b.month < ${`${before}-01`}::date
      ) a ON true
      WHERE st.company_id = ${companyId} AND st.owner_id = ${ownerId} AND st.month < ${`${before}-01`}::date
      ORDER BY st.month`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    month: String(row.month),
    royaltyBasisPoints: Number(row.royalty_basis_points),
    issuedAt: String(row.issued_at),
    kioskIds: (row.kiosk_ids as string[] | null) ?? [],
    billedNetCents: exactInteger(row.billed_net),
    billedRoyaltyCents: exactInteger(row.billed_royalty),
    lastBilledAt: String(row.last_billed_at),
  }));
}

/**
 * Whether anything about these kiosks' sales of a month arrived after `since`: a sale, or a refund of one. Only such
 * months can have changed since they were billed (a month without news is not summed again).
 */
export async function hasNewsSince(
  tx: Tx,
  companyId: string,
  days: { first: string; last: string },
  kioskIds: readonly string[],
  since: string,
): Promise<boolean> {
  if (kioskIds.length === 0) return false;
  const kiosks = sql`${`{${kioskIds.join(",")}}`}::uuid[]`;
  // A sale is stamped when its transaction began, which may be before a statement that did not see it was issued
  // (and the app's clock and the database's may differ a little): news from a while before counts too. A false
  // alarm costs one sum of the month.
  const after = sql`${since}::timestamptz - interval '10 minutes'`;
  const [row] = await queryRows<{ news: boolean }>(
    tx,
    sql`SELECT EXISTS (
        SELECT 1 FROM sales s
        WHERE s.company_id = ${companyId} AND s.kiosk_id = ANY(${kiosks})
          AND s.local_date BETWEEN ${days.first}::date AND ${days.last}::date
          AND s.occurred_at >= (${days.first}::date - 1)::timestamp AT TIME ZONE 'UTC'
          AND s.occurred_at < (${days.last}::date + 2)::timestamp AT TIME ZONE 'UTC'
          AND (s.received_at > ${after} OR EXISTS (
            SELECT 1 FROM sale_refunds r
            WHERE r.company_id = s.company_id AND r.sale_id = s.id AND r.received_at > ${after}))
      ) AS news`,
  );
  return row?.news === true;
}

/** Issued statements as they were answered: one, all of a month, or a month's for one client. */
export async function listIssued(
  tx: Tx,
  companyId: string,
  filter: { id?: string; month?: string; ownerId?: string },
): Promise<Statement[]> {
  const rows = await queryRows<{ body: Statement }>(
    tx,
    sql`SELECT st.body FROM statements st
      WHERE st.company_id = ${companyId}
        ${filter.id ? sql` AND st.id = ${filter.id}` : sql``}
        ${filter.month ? sql` AND st.month = ${`${filter.month}-01`}::date` : sql``}
        ${filter.ownerId ? sql` AND st.owner_id = ${filter.ownerId}` : sql``}`,
  );
  return rows.map((row) => (typeof row.body === "string" ? JSON.parse(row.body) : row.body) as Statement);
}

export interface IssuedAdjustment {
  forMonth: string;
  netDeltaCents: number;
  royaltyDeltaCents: number;
}

/**
 * Stores an issued statement with its adjustments, unless the client's month was issued already (another process,
 * an earlier run cut short): true when this call issued it.
 */
export async function insertIssued(
  tx: Tx,
  companyId: string,
  statement: Statement,
  billed: { royaltyBasisPoints: number; netCents: number; royaltyCents: number },
  adjustments: IssuedAdjustment[],
): Promise<boolean> {
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO statements (company_id, id, owner_id, month, royalty_basis_points, net_cents, royalty_cents, body,
                                issued_at)
      VALUES (${companyId}, ${statement.id}, ${statement.owner.id}, ${`${statement.month}-01`}::date,
              ${billed.royaltyBasisPoints}, ${billed.netCents}, ${billed.royaltyCents},
              ${JSON.stringify(statement)}::jsonb, ${statement.issued_at}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING id`,
  );
  if (inserted.length === 0) return false;
  for (const adjustment of adjustments) {
    await tx.execute(
      sql`INSERT INTO statement_adjustments (company_id, statement_id, owner_id, for_month, net_delta_cents,
                                             royalty_delta_cents)
        VALUES (${companyId}, ${statement.id}, ${statement.owner.id}, ${`${adjustment.forMonth}-01`}::date,
                ${adjustment.netDeltaCents}, ${adjustment.royaltyDeltaCents})`,
    );
  }
  return true;
}

/** Marks an issued statement's mail as sent (the mail job's own record; the statement itself never changes). */
export async function markEmailed(tx: Tx, companyId: string, id: string, at: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE statements SET emailed_at = ${at.toISOString()}::timestamptz
      WHERE company_id = ${companyId} AND id = ${id} AND emailed_at IS NULL`,
  );
}

/** The company as its statements name it: its name, and the timezone their dates are written in. */
export async function statementCompanyOf(tx: Tx, companyId: string): Promise<{ name: string; timezone: string }> {
  const [row] = await queryRows<{ name: string; timezone: string }>(
    tx,
    sql`SELECT name, default_timezone AS timezone FROM companies WHERE id = ${companyId}`,
  );
  return row ?? { name: "", timezone: "UTC" };
}

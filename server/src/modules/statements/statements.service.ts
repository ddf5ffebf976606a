import type { ClientTerms, Statement, StatementAdjustment, StatementsQuery } from "@froyo/contracts";
import type { Database, Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { centsToUnits } from "../../lib/cents.js";
import { notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { companyCurrencyAndZone } from "../analytics/analytics.service.js";
import { recordScopedAudit } from "../audit/audit.service.js";
import {
  basisPointsOf,
  daysOf,
  monthName,
  parseStatementId,
  percentOf,
  royaltyOf,
  statementIdOf,
} from "./statement-rules.js";
import {
  findClient,
  hasNewsSince,
  type IssuedAdjustment,
  listIssued,
  listIssuedMonths,
  listKioskMonths,
  listKioskOwners,
  netOfKiosks,
  type StatementOwner,
  type Terms,
  termsOf,
  upsertTerms,
} from "./statements.repository.js";

const NO_TERMS: Terms = { royaltyBasisPoints: 0, monthlyFeeCents: 0 };

/** A draft worked out from the sales, with what issuing it would record beside the statement. */
export interface WorkedStatement {
  statement: Statement;
  billed: { royaltyBasisPoints: number; netCents: number; royaltyCents: number };
  adjustments: IssuedAdjustment[];
}

/**
 * The adjustments a statement of `month` carries: for each earlier issued month of the client whose sales or refunds
 * changed after it was last billed, the change of its net (over the kiosks its statement listed) and of the royalty
 * at that month's own rate. A month without news is not summed again.
 */
async function adjustmentsOf(
  tx: Tx,
  companyId: string,
  ownerId: string,
  month: string,
  currency: string,
): Promise<{ lines: StatementAdjustment[]; records: IssuedAdjustment[] }> {
  const lines: StatementAdjustment[] = [];
  const records: IssuedAdjustment[] = [];
  for (const issued of await listIssuedMonths(tx, companyId, ownerId, month)) {
    const days = daysOf(issued.month);
    if (!(await hasNewsSince(tx, companyId, days, issued.kioskIds, issued.lastBilledAt))) continue;
    const live = await netOfKiosks(tx, companyId, days, issued.kioskIds);
    const netDelta = live - issued.billedNetCents;
    if (netDelta === 0) continue;
    const royaltyDelta = royaltyOf(live, issued.royaltyBasisPoints) - issued.billedRoyaltyCents;
    const signed = `${netDelta > 0 ? "+" : ""}${centsToUnits(netDelta, currency)} ${currency}`;
    lines.push({
      month: issued.month,
      description: `Sales and refunds of ${monthName(issued.month)} after its statement: net ${signed}`,
      amount_cents: royaltyDelta,
    });
    records.push({ forMonth: issued.month, netDeltaCents: netDelta, royaltyDeltaCents: royaltyDelta });
  }
  return { lines, records };
}

/** The drafts of a month for these clients, worked out from the sales as they stand now. */
export async function workOutDrafts(
  tx: Tx,
  companyId: string,
  month: string,
  owners: readonly StatementOwner[],
): Promise<WorkedStatement[]> {
  if (owners.length === 0) return [];
  const { currency } = await companyCurrencyAndZone(tx, companyId);
  const only = owners.length === 1 ? owners[0]?.id : undefined;
  const kiosks = await listKioskMonths(tx, companyId, daysOf(month), only);
  const terms = await termsOf(
    tx,
    companyId,
    owners.map((owner) => owner.id),
  );
  const worked: WorkedStatement[] = [];
  for (const owner of owners) {
    const own = kiosks.filter((kiosk) => kiosk.ownerId === owner.id);
    const { royaltyBasisPoints, monthlyFeeCents } = terms.get(owner.id) ?? NO_TERMS;
    const lines = own.map((kiosk) => ({
      kiosk_id: kiosk.kioskId,
      name: kiosk.name,
      gross_cents: kiosk.grossCents,
      discount_cents: kiosk.discountCents,
      refunded_cents: kiosk.refundedCents,
      net_cents: kiosk.grossCents - kiosk.discountCents - kiosk.refundedCents,
    }));
    const net = lines.reduce((sum, line) => sum + line.net_cents, 0);
    const royalty = royaltyOf(net, royaltyBasisPoints);
    const adjustments = await adjustmentsOf(tx, companyId, owner.id, month, currency);
    const adjusted = adjustments.lines.reduce((sum, line) => sum + line.amount_cents, 0);
    worked.push({
      statement: {
        id: statementIdOf(owner.id, month),
        month,
        owner: { id: owner.id, name: owner.name, email: owner.email },
        status: "draft",
        currency,
        kiosks: lines,
        net_cents: net,
        royalty_percent: percentOf(royaltyBasisPoints),
        royalty_cents: royalty,
        monthly_fee_cents: monthlyFeeCents,
        adjustments: adjustments.lines,
        amount_due_cents: royalty + monthlyFeeCents + adjusted,
        issued_at: null,
      },
      billed: { royaltyBasisPoints, netCents: net, royaltyCents: royalty },
      adjustments: adjustments.records,
    });
  }
  return worked;
}

export type StatementsService = ReturnType<typeof createStatementsService>;

/**
 * Statements as people read them (decision 043): staff with `view statements` see every client's, a client their
 * own. A month's issued statements are read back as they were issued; the others are drafts worked out now.
 */
export function createStatementsService(options: { database: Database }) {
  const { database } = options;

  /** The client whose statements the scope may read: a client only their own; staff any (or all: undefined). */
  function ownerInReach(scope: Scope, asked: string | undefined): string | undefined {
    if (scope.actor.userType === "client") return scope.actor.id;
    return asked;
  }

  async function statementsOf(tx: Tx, companyId: string, month: string, ownerId: string | undefined) {
    const issued = await listIssued(tx, companyId, { month, ownerId });
    const issuedOwners = new Set(issued.map((statement) => statement.owner.id));
    // A client who joined after the month has no statement for it.
    const { last } = daysOf(month);
    const owners = (await listKioskOwners(tx, companyId, ownerId)).filter(
      (owner) => !issuedOwners.has(owner.id) && owner.since <= last,
    );
    const drafts = (await workOutDrafts(tx, companyId, month, owners)).map((worked) => worked.statement);
    return [...issued, ...drafts].sort(
      (a, b) => a.owner.name.localeCompare(b.owner.name, "en") || (a.owner.id < b.owner.id ? -1 : 1),
    );
  }

  async function listStatements(scope: Scope, query: StatementsQuery): Promise<Statement[]> {
    const ownerId = ownerInReach(scope, query.owner_id);
    return database.withTenant(scope.companyId, (tx) => statementsOf(tx, scope.companyId, query.month, ownerId));
  }

  /** One statement by id; another client's (or a client's id misspelt) answers 404 like one that does not exist. */
  async function getStatement(scope: Scope, id: string): Promise<Statement> {
    const named = parseStatementId(id);
    if (!named || ownerInReach(scope, named.ownerId) !== named.ownerId) throw notFound();
    const [statement] = await database.withTenant(scope.companyId, (tx) =>
      statementsOf(tx, scope.companyId, named.month, named.ownerId),
    );
    if (!statement) throw notFound();
    return statement;
  }

  /** A client's terms (none set: 0% and no fee); 404 for a user who is not a client of the company. */
  async function getTerms(scope: Scope, userId: string): Promise<ClientTerms> {
    if (!isUuid(userId)) throw notFound();
    return database.withTenant(scope.companyId, async (tx) => {
      if (!(await findClient(tx, scope.companyId, userId))) throw notFound();
      const terms = (await termsOf(tx, scope.companyId, [userId])).get(userId) ?? NO_TERMS;
      return { royalty_percent: percentOf(terms.royaltyBasisPoints), monthly_fee_cents: terms.monthlyFeeCents };
    });
  }

  /** Sets a client's terms: the drafts charge them from now on; issued statements keep theirs. */
  async function setTerms(scope: Scope, userId: string, input: ClientTerms): Promise<ClientTerms> {
    if (!isUuid(userId)) throw notFound();
    return database.withTenant(scope.companyId, async (tx) => {
      if (!(await findClient(tx, scope.companyId, userId))) throw notFound();
      const before = (await termsOf(tx, scope.companyId, [userId])).get(userId) ?? NO_TERMS;
      const after = {
        royaltyBasisPoints: basisPointsOf(input.royalty_percent),
        monthlyFeeCents: input.monthly_fee_cents,
      };
      await upsertTerms(tx, scope.companyId, userId, after, scope.actor.id);
      await recordScopedAudit(tx, scope, {
        action: "users.terms",
        targetType: "user",
        targetId: userId,
        changes: {
          royalty_percent: { from: percentOf(before.royaltyBasisPoints), to: percentOf(after.royaltyBasisPoints) },
          monthly_fee_cents: { from: before.monthlyFeeCents, to: after.monthlyFeeCents },
        },
      });
      return { royalty_percent: percentOf(after.royaltyBasisPoints), monthly_fee_cents: after.monthlyFeeCents };
    });
  }

  return { listStatements, getStatement, getTerms, setTerms };
}

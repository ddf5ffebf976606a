import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Database, queryRows } from "../../db/types.js";
import type { JobHandler } from "../../jobs/job-runner.js";
import { enqueueJob, enqueueJobs } from "../../jobs/job-store.js";
import { centsToUnits } from "../../lib/cents.js";
import type { Mailer } from "../../plugins/mailer.js";
import { renderStatementPdf } from "./statement-pdf.js";
import { daysOf, issueInstant, monthAt, monthName, previousMonth } from "./statement-rules.js";
import { insertIssued, listIssued, listKioskOwners, markEmailed, statementCompanyOf } from "./statements.repository.js";
import { workOutDrafts } from "./statements.service.js";

export const ISSUE_JOB = "statements.issue";
export const ISSUE_COMPANY_JOB = "statements.issue-company";
export const EMAIL_JOB = "statements.email";

/** How often the queue looks for months to issue: a month is issued within this much of its time. */
export const ISSUE_EVERY_SECONDS = 15 * 60;

/**
 * Issues one client's month in one transaction: the draft as it stands, frozen with the time, and the mail that
 * sends it queued with it (it commits with the statement or not at all). Nothing when the month was issued already
 * (by another process, or a run cut short and started again): the statement is the first one written.
 */
async function issueOne(database: Database, companyId: string, month: string, ownerId: string, now: Date) {
  return database.withTenant(companyId, async (tx) => {
    const owners = await listKioskOwners(tx, companyId, ownerId);
    const [worked] = await workOutDrafts(tx, companyId, month, owners);
    if (!worked) return false;
    const statement = { ...worked.statement, status: "issued" as const, issued_at: now.toISOString() };
    if (!(await insertIssued(tx, companyId, statement, worked.billed, worked.adjustments))) return false;
    await enqueueJob(tx, {
      name: EMAIL_JOB,
      payload: { companyId, statementId: statement.id },
      runAt: now,
      dedupeKey: `${EMAIL_JOB}:${companyId}:${statement.id}`,
    });
    return true;
  });
}

/** The months the issuer looks back over: a queue that was down for up to this long still issues every month. */
export const CATCH_UP_MONTHS = 6;

/**
 * Issues every client's statement of each month whose time has come (the last CATCH_UP_MONTHS, oldest first so
 * adjustments build on what was billed): each client on their own, so one that fails stops none of the others (it
 * is logged; the job fails at the end and is tried again) and a run started again after a crash issues only what is
 * left.
 */
export async function issueDueStatements(
  database: Database,
  companyId: string,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  const [company] = await queryRows<{ timezone: string }>(
    database.db,
    sql`SELECT default_timezone AS timezone FROM companies WHERE id = ${companyId}`,
  );
  if (!company) return 0;
  const months = [previousMonth(monthAt(now.getTime(), company.timezone))];
  while (months.length < CATCH_UP_MONTHS) months.unshift(previousMonth(months[0] as string));
  let issued = 0;
  const failures: unknown[] = [];
  for (const month of months) {
    if (now.getTime() < issueInstant(month, company.timezone)) continue;
    // A client who joined after the month owes nothing for it (no fee for a month before they were a client).
    const { last } = daysOf(month);
    const pending = await database.withTenant(companyId, async (tx) => {
      const done = new Set((await listIssued(tx, companyId, { month })).map((statement) => statement.owner.id));
      return (await listKioskOwners(tx, companyId)).filter((owner) => !done.has(owner.id) && owner.since <= last);
    });
    for (const owner of pending) {
      try {
        if (await issueOne(database, companyId, month, owner.id, now)) issued += 1;
      } catch (error) {
        log?.error({ err: error, companyId, ownerId: owner.id, month }, "statements: could not issue");
        failures.push(error);
      }
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} statements could not be issued`);
  return issued;
}

/** The recurring job: one issuing job per company, each in its own claim (decision 022). */
export function issueJob(options: { database: Database }): JobHandler {
  return {
    name: ISSUE_JOB,
    async run(_payload, { now }) {
      const companies = await queryRows<{ id: string }>(
        options.database.db,
        sql`SELECT id FROM companies WHERE NOT is_platform ORDER BY id`,
      );
      await enqueueJobs(
        options.database.db,
        companies.map((company) => ({
          name: ISSUE_COMPANY_JOB,
          payload: { companyId: company.id },
          runAt: now,
          dedupeKey: `${ISSUE_COMPANY_JOB}:${company.id}`,
        })),
      );
    },
  };
}

export function issueCompanyJob(options: { database: Database; log: FastifyBaseLogger }): JobHandler {
  return {
    name: ISSUE_COMPANY_JOB,
    async run(payload, { now }) {
      await issueDueStatements(options.database, String(payload.companyId), now, options.log);
    },
  };
}

/**
 * Mails an issued statement to its client with its PDF, once: the mail job is queued with the statement, retried
 * on failure, and marks the statement mailed when the server took it (a crash between the two sends it again).
 */
export function emailJob(options: { database: Database; mailer: Mailer }): JobHandler {
  return {
    name: EMAIL_JOB,
    async run(payload, { now }) {
      const companyId = String(payload.companyId);
      const statementId = String(payload.statementId);
      const found = await options.database.withTenant(companyId, async (tx) => {
        const [statement] = await listIssued(tx, companyId, { id: statementId });
        const company = await statementCompanyOf(tx, companyId);
        const [mailed] = await queryRows<{ emailed: boolean }>(
          tx,
          sql`SELECT emailed_at IS NOT NULL AS emailed FROM statements WHERE company_id = ${companyId} AND id = ${statementId}`,
        );
        return statement && !mailed?.emailed ? { statement, company } : null;
      });
      if (!found) return;
      const { statement, company } = found;
      const due = `${centsToUnits(statement.amount_due_cents, statement.currency)} ${statement.currency}`;
      await options.mailer.send({
        to: statement.owner.email,
        subject: `${company.name}: your statement for ${monthName(statement.month)}`,
        text:
          `Hello ${statement.owner.name},\n\nYour statement for ${monthName(statement.month)} is attached.\n` +
          `Amount due: ${due}.\n\n${company.name}\n`,
        attachments: [
          {
            filename: `statement-${statement.month}.pdf`,
            content: await renderStatementPdf(statement, company),
            contentType: "application/pdf",
          },
        ],
      });
      await options.database.withTenant(companyId, (tx) => markEmailed(tx, companyId, statementId, now));
    },
  };
}

import {
  type Paginated,
  pageMeta,
  SUPPORT_TICKETS_PER_HOUR,
  type SubmitSupportTicketInput,
  type SupportTicket,
  type SupportTicketListQuery,
} from "@froyo/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { findCompanyById } from "../../identity/tenants.repository.js";
import { tooManyAttempts } from "../../lib/http-errors.js";
import type { Mailer } from "../../plugins/mailer.js";
import { supportTicketKey } from "../../plugins/throttle-keys.js";
import { createThrottleStore } from "../../plugins/throttle-store.js";
import { recordAudit } from "../audit/audit.service.js";
import { countAuthorTickets, insertSupportTicket, listAuthorTickets, toSupportTicket } from "./support.repository.js";
import { supportTicketMail } from "./support-mail.js";

export interface SupportServiceOptions {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** SUPPORT_EMAIL: platform support, for companies without their own address and for platform staff. */
  supportEmail?: string;
}

export type SupportService = ReturnType<typeof createSupportService>;

/**
 * Support tickets live in the author's company: a company user's in their company, platform staff's in the
 * platform (they are not users of the company whose subdomain they are on), so "my tickets" is one query.
 */
export function createSupportService(options: SupportServiceOptions) {
  const { database, mailer, log } = options;
  const throttles = createThrottleStore(database);
  const submissionsPerUser = { limit: SUPPORT_TICKETS_PER_HOUR, windowSeconds: 60 * 60 };

  /** To the company's support address, else platform support; neither: the ticket stays stored and a line says so. */
  async function mailTicket(scope: Scope, ticket: SupportTicket): Promise<void> {
    const { actor } = scope;
    const company = await findCompanyById(database.db, actor.companyId);
    if (!company) throw new Error("The company of the ticket is gone.");
    const to = company.supportEmail ?? options.supportEmail;
    if (!to) {
      log.warn(
        { ticketId: ticket.id, companyId: company.id },
        "support ticket stored but not mailed: no support address is configured (the company's support_email or SUPPORT_EMAIL)",
      );
      return;
    }
    const host = actor.companyId === scope.companyId ? undefined : await findCompanyById(database.db, scope.companyId);
    await mailer.send(
      supportTicketMail({
        to,
        ticket,
        author: actor,
        company: { name: company.name, subdomain: company.subdomain },
        actingIn: host && !host.isPlatform ? { name: host.name, subdomain: host.subdomain } : undefined,
      }),
    );
  }

  /**
   * Stored (with its audit entry) first; the mail goes after the answer, so a mail server that is slow or down
   * never delays or loses the ticket (a failure is logged).
   */
  async function submitTicket(scope: Scope, input: SubmitSupportTicketInput): Promise<SupportTicket> {
    const { actor } = scope;
    const wait = await throttles.hit(supportTicketKey(actor), submissionsPerUser);
    if (wait > 0) throw tooManyAttempts(wait);
    const companyId = actor.companyId;
    const ticket = await database.withTenant(companyId, async (tx) => {
      const row = await insertSupportTicket(tx, { companyId, authorId: actor.id, ...input });
      await recordAudit(tx, {
        companyId,
        actorId: actor.id,
        actorEmail: actor.email,
        action: "support.submit_ticket",
        targetType: "support_ticket",
        targetId: row.id,
        changes: { subject: { from: null, to: row.subject }, category: { from: null, to: row.category } },
        ip: scope.ip,
      });
      return toSupportTicket(row);
    });
    mailTicket(scope, ticket).catch((error: unknown) =>
      log.error({ err: error, ticketId: ticket.id, companyId }, "support ticket mail failed"),
    );
    return ticket;
  }

  async function listOwnTickets(scope: Scope, query: SupportTicketListQuery): Promise<Paginated<SupportTicket>> {
    const { companyId, id } = scope.actor;
    const { total, rows } = await database.withTenant(companyId, async (tx) => ({
      total: await countAuthorTickets(tx, companyId, id),
      rows: await listAuthorTickets(tx, companyId, id, {
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
      }),
    }));
    return { data: rows.map(toSupportTicket), meta: pageMeta(total, query.page, query.per_page) };
  }

  return { submitTicket, listOwnTickets };
}

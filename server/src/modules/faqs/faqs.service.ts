import type { CompanyFaqsInput, Faq } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { diffChanges } from "../../lib/diff-changes.js";
import { notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { recordAudit } from "../audit/audit.service.js";
import { type Actor, actAsTenant, findTenantCompany } from "../companies/companies.service.js";
import { listFaqs, replaceFaqs } from "./faqs.repository.js";

export type FaqsService = ReturnType<typeof createFaqsService>;

/**
 * Each company's own FAQ (a tenant table). None is an empty list: the web app then shows its default, translated
 * FAQ, so no default prose lives in the server.
 */
export function createFaqsService(options: { database: Database; platformCompanyId: string }) {
  const { database, platformCompanyId } = options;

  /** The FAQ of the company the user acts in (the bare domain's platform has none). */
  async function listCompanyFaqs(scope: Scope): Promise<Faq[]> {
    return database.withTenant(scope.companyId, (tx) => listFaqs(tx, scope.companyId));
  }

  /** For platform staff editing a company; the platform row answers 404 like an unknown id. */
  async function getFaqsOf(companyId: string): Promise<Faq[]> {
    if (!isUuid(companyId) || !(await findTenantCompany(database.db, companyId))) throw notFound();
    return database.withTenant(companyId, (tx) => listFaqs(tx, companyId));
  }

  /**
   * Replaces the list in one transaction with its audit entry (in the platform's trail, like every company edit).
   * The company row is locked first, so two saves at once run one after the other and the last one wins whole.
   */
  async function replaceFaqsOf(actor: Actor, companyId: string, input: CompanyFaqsInput): Promise<Faq[]> {
    if (!isUuid(companyId)) throw notFound();
    return database.withTenant(companyId, async (tx) => {
      if (!(await findTenantCompany(tx, companyId, { forUpdate: true }))) throw notFound();
      const before = await listFaqs(tx, companyId);
      await replaceFaqs(tx, companyId, input.faqs);
      const after = await listFaqs(tx, companyId);
      const changes = diffChanges({ faqs: before }, { faqs: after });
      if (Object.keys(changes).length > 0) {
        await actAsTenant(tx, platformCompanyId);
        await recordAudit(tx, {
          companyId: platformCompanyId,
          actorId: actor.id,
          actorEmail: actor.email,
          action: "companies.faqs_update",
          targetType: "company",
          targetId: companyId,
          changes,
          ip: actor.ip,
        });
      }
      return after;
    });
  }

  return { listCompanyFaqs, getFaqsOf, replaceFaqsOf };
}

import { DEFAULT_PER_PAGE } from "@froyo/contracts";
import { type ListParams, type ListParamsSpec, PAGE_SIZE_OPTIONS, toApiQuery } from "../../../../lib/list-params";

/** The areas of the action filter; the filter's value is the prefix the server matches ("users." = every user change). */
export const AUDIT_AREAS = ["auth", "users", "roles", "companies", "products", "promocodes", "kiosks"] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
export const auditActionPrefix = (area: AuditArea) => `${area}.`;

/** What a datetime-local input holds: "2025-03-12T14:05" in the browser's time zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const isLocalDateTime = (value: string) => LOCAL_DATE_TIME.test(value) && !Number.isNaN(new Date(value).getTime());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AuditFilter = "action" | "from" | "to" | "company_id";

/**
 * ?page&per_page&actor&action&from&to of the Audit log tab, and company_id for platform staff on the bare domain
 * (who read every company's trail); newest first, no other order.
 */
export const AUDIT_LIST_SPEC: ListParamsSpec<AuditFilter> = {
  perPageOptions: PAGE_SIZE_OPTIONS,
  defaultPerPage: DEFAULT_PER_PAGE,
  searchKey: "actor",
  filters: {
    action: (value) => AUDIT_AREAS.some((area) => auditActionPrefix(area) === value),
    from: isLocalDateTime,
    to: isLocalDateTime,
    company_id: (value) => UUID.test(value),
  },
};

/**
 * A company's trail has no company filter: one left in the address (a link from the bare domain) would narrow it
 * to nothing, with no control on screen to clear it.
 */
export function withoutCompanyFilter(params: ListParams<AuditFilter>): ListParams<AuditFilter> {
  return { ...params, filters: { ...params.filters, company_id: "" } };
}

/** The API wants ISO date-times with an offset: the local times of the inputs are converted. */
export function auditApiQuery(params: ListParams<AuditFilter>, withPaging = true): URLSearchParams {
  const query = toApiQuery(params, AUDIT_LIST_SPEC);
  for (const key of ["from", "to"] as const) {
    if (params.filters[key]) query.set(key, new Date(params.filters[key]).toISOString());
  }
  if (!withPaging) {
    query.delete("page");
    query.delete("per_page");
  }
  return query;
}

import { DEFAULT_PER_PAGE } from "@froyo/contracts";
import { type ListParams, type ListParamsSpec, PAGE_SIZE_OPTIONS, toApiQuery } from "../../../../lib/list-params";

/** The action filter is a prefix the server matches ("users." = every user change). */
export const AUDIT_ACTION_OPTIONS = [
  { value: "auth.", label: "Sign-in and passwords" },
  { value: "users.", label: "Users" },
  { value: "roles.", label: "Roles" },
  { value: "companies.", label: "Companies" },
  { value: "products.", label: "Products" },
  { value: "promocodes.", label: "Promo codes" },
  { value: "kiosks.", label: "Kiosks" },
] as const;

/** What a datetime-local input holds: "2025-03-12T14:05" in the browser's time zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const isLocalDateTime = (value: string) => LOCAL_DATE_TIME.test(value) && !Number.isNaN(new Date(value).getTime());

export type AuditFilter = "action" | "from" | "to";

/** ?page&per_page&actor&action&from&to of the Audit log tab; newest first, no other order. */
export const AUDIT_LIST_SPEC: ListParamsSpec<AuditFilter> = {
  perPageOptions: PAGE_SIZE_OPTIONS,
  defaultPerPage: DEFAULT_PER_PAGE,
  searchKey: "actor",
  filters: {
    action: (value) => AUDIT_ACTION_OPTIONS.some((option) => option.value === value),
    from: isLocalDateTime,
    to: isLocalDateTime,
  },
};

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

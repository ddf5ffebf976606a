import type { Statement } from "@froyo/contracts";
import { type ListParams, type ListParamsSpec, PAGE_SIZE_OPTIONS } from "../../../lib/list-params";

export const STATEMENT_SORT_FIELDS = [
  "owner",
  "net_cents",
  "royalty_cents",
  "monthly_fee_cents",
  "adjustments",
  "amount_due_cents",
  "status",
] as const;

/** ?page&per_page&sort&order&search of the month's statements (?month is the page's own). */
export const STATEMENT_LIST_SPEC: ListParamsSpec = {
  perPageOptions: PAGE_SIZE_OPTIONS,
  defaultPerPage: 25,
  sort: { fields: STATEMENT_SORT_FIELDS, defaultField: "owner", defaultOrder: "asc" },
  searchKey: "search",
};

export const adjustmentsOf = (statement: Statement) =>
  statement.adjustments.reduce((sum, adjustment) => sum + adjustment.amount_cents, 0);

function sortValue(statement: Statement, field: string): number | string {
  if (field === "owner") return statement.owner.name;
  if (field === "status") return statement.status;
  if (field === "adjustments") return adjustmentsOf(statement);
  const value = statement[field as keyof Statement];
  return typeof value === "number" ? value : 0;
}

/**
 * A month's statements arrive whole (one per client who owned a kiosk): searched by the client's name or email,
 * sorted and paged here, in the address bar like every list's.
 */
export function pageOfStatements(
  statements: readonly Statement[],
  params: ListParams,
  language: string,
): { rows: Statement[]; total: number } {
  const search = params.search.trim().toLocaleLowerCase(language);
  const found = search
    ? statements.filter((statement) =>
        `${statement.owner.name} ${statement.owner.email}`.toLocaleLowerCase(language).includes(search),
      )
    : [...statements];
  const field = params.sort ?? "owner";
  const direction = params.order === "desc" ? -1 : 1;
  const collator = new Intl.Collator(language);
  found.sort((a, b) => {
    const left = sortValue(a, field);
    const right = sortValue(b, field);
    const order =
      typeof left === "number" && typeof right === "number"
        ? left - right
        : collator.compare(String(left), String(right));
    return direction * order || collator.compare(a.owner.name, b.owner.name);
  });
  const start = (params.page - 1) * params.perPage;
  return { rows: found.slice(start, start + params.perPage), total: found.length };
}

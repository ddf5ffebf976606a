import { DEFAULT_PER_PAGE, PROMO_CODE_SORT_FIELDS, PROMO_CODE_STATUSES } from "@froyo/contracts";
import { type ListParamsSpec, PAGE_SIZE_OPTIONS } from "../../../lib/list-params";

const statuses: readonly string[] = PROMO_CODE_STATUSES;

/** ?page&per_page&sort&order&search&status of the promo codes list; newest first by default, as the API sorts. */
export const PROMO_LIST_SPEC: ListParamsSpec<"status"> = {
  perPageOptions: PAGE_SIZE_OPTIONS,
  defaultPerPage: DEFAULT_PER_PAGE,
  sort: { fields: PROMO_CODE_SORT_FIELDS, defaultField: "created_at", defaultOrder: "desc" },
  searchKey: "search",
  filters: { status: (value) => statuses.includes(value) },
};

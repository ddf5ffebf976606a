import { DEFAULT_PER_PAGE, USER_SORT_FIELDS, USER_STATUSES } from "@froyo/contracts";
import { type ListParamsSpec, PAGE_SIZE_OPTIONS } from "../../../../lib/list-params";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?page&per_page&sort&order&search&role_id&status of the Users tab. */
export const USER_LIST_SPEC: ListParamsSpec<"role_id" | "status"> = {
  perPageOptions: PAGE_SIZE_OPTIONS,
  defaultPerPage: DEFAULT_PER_PAGE,
  sort: { fields: USER_SORT_FIELDS, defaultField: "name", defaultOrder: "asc" },
  searchKey: "search",
  filters: {
    role_id: (value) => UUID.test(value),
    status: (value) => (USER_STATUSES as readonly string[]).includes(value),
  },
};

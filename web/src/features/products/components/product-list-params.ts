import { DEFAULT_PER_PAGE, PRODUCT_CATEGORY_MAX, PRODUCT_SORT_FIELDS } from "@froyo/contracts";
import { type ListParamsSpec, PAGE_SIZE_OPTIONS } from "../../../lib/list-params";

/** ?page&per_page&sort&order&search&category&active of the products list (active: "true" or "false"). */
export const PRODUCT_LIST_SPEC: ListParamsSpec<"category" | "active"> = {
  perPageOptions: PAGE_SIZE_OPTIONS,
  defaultPerPage: DEFAULT_PER_PAGE,
  sort: { fields: PRODUCT_SORT_FIELDS, defaultField: "name", defaultOrder: "asc" },
  searchKey: "search",
  filters: {
    category: (value) => value.length <= PRODUCT_CATEGORY_MAX,
    active: (value) => value === "true" || value === "false",
  },
};

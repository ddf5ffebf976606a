import { DEFAULT_PER_PAGE } from "@froyo/contracts";
import { type ListParamsSpec, PAGE_SIZE_OPTIONS } from "../../../lib/list-params";

/** ?page&per_page (10 a page by default, as the seed's company list) and a search over name and subdomain. */
export const COMPANY_LIST_SPEC: ListParamsSpec<never> = {
  perPageOptions: PAGE_SIZE_OPTIONS,
  defaultPerPage: DEFAULT_PER_PAGE,
  searchKey: "search",
};

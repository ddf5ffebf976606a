import { DEFAULT_PER_PAGE } from "@froyo/contracts";
import { type ListParamsSpec, PAGE_SIZE_OPTIONS } from "../../../lib/list-params";
import { KIOSK_SORT_CHOICES, KIOSK_STATUS_CHOICES } from "./kiosk-choices";

/** ?page&per_page&sort&order&search&status&low of the fleet on the dashboard. */
export const KIOSK_LIST_SPEC: ListParamsSpec<"status" | "low"> = {
  perPageOptions: PAGE_SIZE_OPTIONS,
  defaultPerPage: DEFAULT_PER_PAGE,
  sort: { fields: KIOSK_SORT_CHOICES, defaultField: "name", defaultOrder: "asc" },
  searchKey: "search",
  filters: {
    status: (value) => (KIOSK_STATUS_CHOICES as readonly string[]).includes(value),
    low: (value) => value === "true",
  },
};

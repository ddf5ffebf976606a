import type { SupportCategory } from "@froyo/contracts";
import { isSupportCategory } from "./support-labels";

/** The category select's empty state; the shared schema refuses it ("The category field is required."). */
export const NO_CATEGORY = "" as SupportCategory;

/** `?category=…` when it names a known category (the upgrade banner links with "Upgrade to Pro"), else none. */
export function requestedCategory(searchParams: URLSearchParams): SupportCategory {
  const value = searchParams.get("category");
  return isSupportCategory(value) ? value : NO_CATEGORY;
}

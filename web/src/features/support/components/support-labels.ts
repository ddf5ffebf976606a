import { SUPPORT_CATEGORIES, type SupportCategory, type SupportTicketStatus } from "@froyo/contracts";
import { useCallback } from "react";
import { useSupportTranslation } from "../use-support-translation";

/** Translation key of each category; the value itself (English) is what the API stores and the email shows. */
const CATEGORY_KEYS = {
  "Technical issue": "technicalIssue",
  "Kiosk hardware": "kioskHardware",
  Billing: "billing",
  "Feature request": "featureRequest",
  "Upgrade to Pro": "upgradeToPro",
  Other: "other",
} as const satisfies Record<SupportCategory, string>;

export function isSupportCategory(value: unknown): value is SupportCategory {
  return SUPPORT_CATEGORIES.includes(value as SupportCategory);
}

/** The label of a category in the current language; a category retired since (tickets keep it) reads as stored. */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useSupportTranslation();
  return useCallback(
    (category: string) => (isSupportCategory(category) ? t(`categories.${CATEGORY_KEYS[category]}`) : category),
    [t],
  );
}

export function useStatusLabel(): (status: SupportTicketStatus) => string {
  const { t } = useSupportTranslation();
  return useCallback((status: SupportTicketStatus) => t(`statuses.${status}`), [t]);
}

import type { Faq } from "@froyo/contracts";
import { useMemo } from "react";
import { useFaqsTranslation } from "../use-faqs-translation";

/** The default FAQ's entries, in display order (texts under `defaultFaqs` of the training namespace). */
const DEFAULT_FAQ_IDS = [
  "signIn",
  "resetPassword",
  "kioskOffline",
  "lowTrays",
  "promoCodes",
  "exportOrders",
  "support",
] as const;

/** What a company without its own FAQ shows, in the current language. */
export function useDefaultFaqs(): Faq[] {
  const { t } = useFaqsTranslation();
  return useMemo(
    () =>
      DEFAULT_FAQ_IDS.map((id) => ({
        question: t(`defaultFaqs.${id}.question`),
        answer: t(`defaultFaqs.${id}.answer`),
      })),
    [t],
  );
}

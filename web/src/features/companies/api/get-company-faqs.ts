import type { Faq } from "@froyo/contracts";
import useSWR from "swr";

export const companyFaqsKey = (companyId: string) => `/api/companies/${encodeURIComponent(companyId)}/faqs`;

/**
 * GET /api/companies/{id}/faqs → { data: [{question, answer}…] } in display order. Read once per opening of the
 * editor: a refetch on focus would overwrite what is being edited.
 */
export function useCompanyFaqs(companyId: string) {
  return useSWR<{ data: Faq[] }>(companyFaqsKey(companyId), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}

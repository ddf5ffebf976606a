import type { CompanyFaqsInput, Faq } from "@froyo/contracts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { http } from "../../../lib/http";
import { companyFaqsKey } from "./get-company-faqs";

/** PUT /api/companies/{id}/faqs: replaces the company's whole list; 422 field errors are keyed like `faqs.3.answer`. */
export function useUpdateCompanyFaqs() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (companyId: string, input: CompanyFaqsInput): Promise<Faq[]> => {
      const response = await http.put<{ data: Faq[] }>(companyFaqsKey(companyId), input);
      mutate(companyFaqsKey(companyId), response.data, { revalidate: false }).catch(() => undefined);
      return response.data.data;
    },
    [mutate],
  );
}

import type { CompanyAdmin } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshCompanies } from "./refresh-companies";

/**
 * POST /api/companies as multipart/form-data (text fields, images, optional first admin). postForm sends the
 * FormData as it is; the browser writes the content type with its boundary, and the XSRF header is still added.
 */
export function useCreateCompany() {
  const refresh = useRefreshCompanies();
  return useCallback(
    async (form: FormData): Promise<CompanyAdmin> => {
      const response = await http.postForm<{ data: CompanyAdmin }>("/api/companies", form);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}

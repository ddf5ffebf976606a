import type { CompanyAdmin } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshCompanies } from "./refresh-companies";

/** POST /api/companies/{id} as multipart: an empty field clears it, remove_<image>=1 clears an image. */
export function useUpdateCompany() {
  const refresh = useRefreshCompanies();
  return useCallback(
    async (id: string, form: FormData): Promise<CompanyAdmin> => {
      const response = await http.postForm<{ data: CompanyAdmin }>(`/api/companies/${encodeURIComponent(id)}`, form);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}

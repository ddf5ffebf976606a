import type { CompanyPublic } from "@froyo/contracts";
import { earlyRequest } from "../../../lib/early-request";
import { http } from "../../../lib/http";

/** GET /check-subdomain: the company that owns the current host's subdomain (404 "Company not found" if none). */
export const checkSubdomainRequest = earlyRequest(async (): Promise<CompanyPublic> => {
  const response = await http.get<{ data: CompanyPublic }>("/check-subdomain");
  return response.data.data;
});

export function checkSubdomain(): Promise<CompanyPublic> {
  return checkSubdomainRequest.take();
}

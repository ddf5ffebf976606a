import type { CompanyPublic } from "@froyo/contracts";
import { earlyRequest } from "../../../lib/early-request";
import { startUpGet } from "../../../lib/start-up-get";

/** GET /check-subdomain: the company that owns the current host's subdomain (404 "Company not found" if none). */
export const checkSubdomainRequest = earlyRequest(async (): Promise<CompanyPublic> => {
  const body = await startUpGet<{ data: CompanyPublic }>("/check-subdomain");
  return body.data;
});

export function checkSubdomain(): Promise<CompanyPublic> {
  return checkSubdomainRequest.take();
}

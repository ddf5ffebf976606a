import { getAppDomain } from "../../lib/env";

/** "acme.example.com" is a tenant host of "example.com"; the bare domain itself and foreign hosts are not. */
export function isCompanySubdomain(hostname: string, appDomain: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const domain = appDomain.toLowerCase();
  return host !== domain && host.endsWith(`.${domain}`);
}

/** Whether this page runs on a company's subdomain (rather than the platform's bare domain). */
export function onCompanySubdomain(): boolean {
  return isCompanySubdomain(window.location.hostname, getAppDomain());
}

import { getAppDomain } from "../../../lib/env";

/** http(s)://{subdomain}.{app domain}:{port}, with the scheme and port this app is served on. */
export function companyUrl(subdomain: string, location: Pick<Location, "protocol" | "port"> = window.location): string {
  const port = location.port ? `:${location.port}` : "";
  return `${location.protocol}//${subdomain}.${getAppDomain()}${port}`;
}

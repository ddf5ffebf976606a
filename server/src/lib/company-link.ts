/**
 * Links in emails point at the user's company subdomain under the configured APP_URL, never at the request's
 * Host header (which an attacker controls).
 */
export function companyLink(appUrl: string, subdomain: string | null, pathname: string, query: Record<string, string>) {
  const url = new URL(appUrl);
  if (subdomain) url.hostname = `${subdomain}.${url.hostname}`;
  url.pathname = pathname;
  url.search = new URLSearchParams(query).toString();
  return url.toString();
}

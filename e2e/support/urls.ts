/** Where an unknown subdomain sends the browser (PUBLIC_SITE_URL is the bare app host plus this path). */
export const PUBLIC_SITE_PATH = "/public-site-test";

function port(): string {
  const value = process.env.E2E_PORT;
  if (!value) throw new Error("E2E_PORT is not set: run the tests with `npm test -w e2e` (the global setup sets it).");
  return value;
}

/** `appUrl("demo", "/users")` → http://demo.localhost:<port>/users; no subdomain is the bare (platform) host. */
export function appUrl(subdomain: string | null, pathname = "/"): string {
  return `http://${subdomain ? `${subdomain}.` : ""}localhost:${port()}${pathname}`;
}

export function publicSiteUrl(): string {
  return appUrl(null, PUBLIC_SITE_PATH);
}

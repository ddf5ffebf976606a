/**
 * Runtime configuration injected by the server into index.html as <meta> tags, so one build serves every
 * deployment. Read on demand (not at import time) so tests and late injections see the current value.
 */
const FALLBACK_APP_DOMAIN = "localhost";
const FALLBACK_PUBLIC_SITE_URL = "https://example.com";

function readMeta(name: string): string | undefined {
  const tags = document.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`);
  // index.html ships defaults; a server that appends its own tag instead of rewriting ours still wins.
  const content = tags[tags.length - 1]?.content.trim();
  return content || undefined;
}

/** The bare domain of the product (tenants live on its subdomains), lower-case, without port. */
export function getAppDomain(): string {
  return (readMeta("app-domain") ?? FALLBACK_APP_DOMAIN).toLowerCase();
}

/** Where visitors of an unknown subdomain are sent. */
export function getPublicSiteUrl(): string {
  return readMeta("public-site-url") ?? FALLBACK_PUBLIC_SITE_URL;
}

/** The third-party chat widget's script (off when the server sets none), and the container its script creates. */
export function getChatWidget(): { url: string; selector: string } | null {
  const url = readMeta("chat-widget-url");
  return url ? { url, selector: readMeta("chat-widget-selector") ?? "#chat-widget-container" } : null;
}

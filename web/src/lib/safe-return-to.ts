/**
 * The returnTo query parameter comes from the address bar, so it is untrusted: only a same-origin relative path
 * ("/orders?page=2") is followed; "//evil.example", "/\evil.example", absolute URLs and junk fall back.
 */
export function safeReturnTo(value: string | null | undefined, fallback = "/dashboard"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

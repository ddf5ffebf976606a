/**
 * The URL when it is an absolute http(s) link, else null: a company's links end up in `href` and `window.open`,
 * where a `javascript:` or `data:` URL would run code in our origin.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens `url` in a new tab; false when the browser blocked it. Not with the "noopener" feature: `window.open`
 * then always returns null and a blocked tab could not be told from an opened one; the opener is cut by hand
 * instead, while the new tab is still on about:blank (same origin, so this is allowed).
 */
export function openInNewTab(url: string): boolean {
  const opened = window.open(url, "_blank");
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // Already navigated cross-origin: nothing to cut from here.
  }
  return true;
}

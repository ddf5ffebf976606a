// jsdom has no Cookie Store API: document.cookie is the only way to set the cookies the HTTP client reads.

export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: test setup, see above
  document.cookie = `${name}=${value}; path=/`;
}

export function clearCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test setup, see above
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

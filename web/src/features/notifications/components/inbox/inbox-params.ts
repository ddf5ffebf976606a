/** The inbox's state in the address bar: `?page=2&unread=1` (beside the page's `tab`). */
export interface InboxParams {
  page: number;
  unreadOnly: boolean;
}

export const INBOX_PER_PAGE = 20;

export function readInboxParams(search: URLSearchParams): InboxParams {
  const page = Number(search.get("page"));
  return { page: Number.isInteger(page) && page > 1 ? page : 1, unreadOnly: search.get("unread") === "1" };
}

/** The address for `next`, keeping other parameters (the tab); defaults are left out. */
export function writeInboxParams(search: URLSearchParams, next: InboxParams): URLSearchParams {
  const result = new URLSearchParams(search);
  if (next.page > 1) result.set("page", String(next.page));
  else result.delete("page");
  if (next.unreadOnly) result.set("unread", "1");
  else result.delete("unread");
  return result;
}

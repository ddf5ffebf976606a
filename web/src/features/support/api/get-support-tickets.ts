import type { Paginated, SupportTicket } from "@froyo/contracts";
import useSWR from "swr";

export const SUPPORT_TICKETS_PER_PAGE = 10;
export const SUPPORT_TICKETS_KEY = "/api/support_tickets";

/** GET /api/support_tickets?page&per_page: the signed-in user's own tickets, newest first. */
export function useSupportTickets(page: number) {
  const query = new URLSearchParams({ page: String(page), per_page: String(SUPPORT_TICKETS_PER_PAGE) });
  return useSWR<Paginated<SupportTicket>>(`${SUPPORT_TICKETS_KEY}?${query}`, { keepPreviousData: true });
}

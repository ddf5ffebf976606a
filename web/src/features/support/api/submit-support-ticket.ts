import type { SubmitSupportTicketInput, SupportTicket } from "@froyo/contracts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { http } from "../../../lib/http";
import { SUPPORT_TICKETS_KEY } from "./get-support-tickets";

/** POST /api/submit_support_ticket → 201 {data: ticket}; every cached page of the ticket list is fetched again. */
export function useSubmitSupportTicket() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: SubmitSupportTicketInput): Promise<SupportTicket> => {
      const response = await http.post<{ data: SupportTicket }>("/api/submit_support_ticket", input);
      mutate((key) => typeof key === "string" && key.startsWith(`${SUPPORT_TICKETS_KEY}?`)).catch(() => undefined);
      return response.data.data;
    },
    [mutate],
  );
}

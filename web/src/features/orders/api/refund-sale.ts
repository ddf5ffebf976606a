import type { CreateRefundInput, Refund } from "@froyo/contracts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { http } from "../../../lib/http";

/**
 * What a refund changes: the order lists and the order (`/api/sales?…`, `/api/sales/group/{id}`), the analytics
 * (`/api/sales/data?…`) and Home's figures (`/api/dashboard`). Matched by address, as the dashboard and analytics
 * features own those reads.
 */
const SALES_FIGURES = /^\/api\/(sales|dashboard)([?/]|$)/;

/**
 * POST /api/sales/{id}/refunds → the refund (201, or 200 when `body.id` was already applied: a replay). Then every
 * cached figure it changes is fetched again.
 */
export function useRefundSale() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (saleId: string, body: CreateRefundInput): Promise<Refund> => {
      const response = await http.post<{ data: Refund }>(`/api/sales/${encodeURIComponent(saleId)}/refunds`, body);
      mutate((key) => typeof key === "string" && SALES_FIGURES.test(key)).catch(() => undefined);
      return response.data.data;
    },
    [mutate],
  );
}

import type { CreatePromoCodeInput, PromoCode, UpdatePromoCodeInput } from "@froyo/contracts";
import { useCallback } from "react";
import { http } from "../../../lib/http";
import { useRefreshPromoCodes } from "./refresh-promo-codes";

/** POST /api/promocodes → the new code. */
export function useCreatePromoCode() {
  const refresh = useRefreshPromoCodes();
  return useCallback(
    async (body: Partial<CreatePromoCodeInput>): Promise<PromoCode> => {
      const response = await http.post<{ data: PromoCode }>("/api/promocodes", body);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}

/** PATCH /api/promocodes/{id} with only the fields that change (`{active: false}` disables it). */
export function useUpdatePromoCode() {
  const refresh = useRefreshPromoCodes();
  return useCallback(
    async (id: string, body: UpdatePromoCodeInput): Promise<PromoCode> => {
      const response = await http.patch<{ data: PromoCode }>(`/api/promocodes/${encodeURIComponent(id)}`, body);
      refresh();
      return response.data.data;
    },
    [refresh],
  );
}

/** DELETE /api/promocodes/{id}: 204, or 422 when the code has been redeemed (disable it instead). */
export function useDeletePromoCode() {
  const refresh = useRefreshPromoCodes();
  return useCallback(
    async (id: string): Promise<void> => {
      await http.delete(`/api/promocodes/${encodeURIComponent(id)}`);
      refresh();
    },
    [refresh],
  );
}

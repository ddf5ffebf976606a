import { PROMO_CODE_MESSAGES, type PromoCode } from "@froyo/contracts";
import { useCallback } from "react";
import { translateMessage } from "../../../i18n/i18n";
import { failureMessage } from "../../../lib/failure-message";
import { showToast } from "../../../lib/toast";
import { useUpdatePromoCode } from "../api/save-promo-code";

/** Disables a code (how a used one is retired) or enables it again, with a toast either way. */
export function useToggleActive(): (promo: PromoCode) => Promise<void> {
  const updatePromoCode = useUpdatePromoCode();
  return useCallback(
    async (promo) => {
      try {
        await updatePromoCode(promo.id, { active: !promo.active });
        showToast(
          translateMessage(promo.active ? PROMO_CODE_MESSAGES.disabled : PROMO_CODE_MESSAGES.enabled),
          "success",
        );
      } catch (error) {
        showToast(failureMessage(error, translateMessage(PROMO_CODE_MESSAGES.saveFailed)), "error");
      }
    },
    [updatePromoCode],
  );
}

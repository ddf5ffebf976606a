import { PROMO_CODE_MESSAGES, type PromoCode } from "@froyo/contracts";
import { Trans } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { translateMessage } from "../../../i18n/i18n";
import { failureMessage } from "../../../lib/failure-message";
import { showToast } from "../../../lib/toast";
import { useDeletePromoCode } from "../api/save-promo-code";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";

/** Asks before deleting a code; the server refuses one that was ever redeemed, and the toast says to disable it. */
export function DeletePromoCodeDialog({ promo, onClose }: { promo: PromoCode; onClose: () => void }) {
  const { t } = usePromoCodesTranslation();
  const deletePromoCode = useDeletePromoCode();
  const confirm = async () => {
    try {
      await deletePromoCode(promo.id);
      showToast(translateMessage(PROMO_CODE_MESSAGES.deleted), "success");
    } catch (error) {
      showToast(failureMessage(error, translateMessage(PROMO_CODE_MESSAGES.deleteFailed)), "error");
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t("delete.title")}
      confirmLabel={t("delete.confirm")}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        <Trans t={t} i18nKey="delete.question" values={{ code: promo.code }} components={{ strong: <strong /> }} />
      </p>
      <p>{t("delete.note")}</p>
    </ConfirmDialog>
  );
}

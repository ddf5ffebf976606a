import { PRODUCT_MESSAGES, type Product } from "@froyo/contracts";
import { Trans } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { translateMessage } from "../../../i18n/i18n";
import { failureMessage } from "../../../lib/failure-message";
import { showToast } from "../../../lib/toast";
import { useDeleteProduct } from "../api/delete-product";
import { useProductsTranslation } from "../use-products-translation";

/**
 * Asks before deleting `product`, saying up front that a sold product is archived instead. The toast carries the
 * server's account of what happened (deleted, or archived because it was sold).
 */
export function DeleteProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useProductsTranslation();
  const deleteProduct = useDeleteProduct();
  const confirm = async () => {
    try {
      const { outcome, message } = await deleteProduct(product.id);
      showToast(translateMessage(message || PRODUCT_MESSAGES[outcome]), outcome === "archived" ? "info" : "success");
    } catch (error) {
      showToast(failureMessage(error, translateMessage(PRODUCT_MESSAGES.deleteFailed)), "error");
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
        <Trans
          t={t}
          i18nKey="delete.question"
          values={{ name: product.name, sku: product.sku }}
          components={{ strong: <strong /> }}
        />
      </p>
      <p>{t("delete.soldNote")}</p>
    </ConfirmDialog>
  );
}

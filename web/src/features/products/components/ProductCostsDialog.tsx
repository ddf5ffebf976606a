import type { Product } from "@froyo/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useProductsTranslation } from "../use-products-translation";
import { ProductCostHistory } from "./ProductCostHistory";

/** A product's cost history, read only: for those who see costs (`view sales`) but do not edit products. */
export function ProductCostsDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useProductsTranslation();
  const { t: common } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t("costs.dialogTitle", { name: product.name })}</DialogTitle>
      <DialogContent dividers>
        <ProductCostHistory product={product} canRead canAdd={false} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{common("actions.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

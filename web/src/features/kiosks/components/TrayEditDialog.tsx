import type { Tray } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, MenuItem, Typography } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { FormDialog } from "../../../components/form/FormDialog";
import { failureMessage } from "../../../lib/failure-message";
import { applyServerErrors } from "../../../lib/form-errors";
import { formatNumber } from "../../../lib/format-number";
import { showToast } from "../../../lib/toast";
import { useProductChoices } from "../api/get-product-choices";
import { useUpdateTray } from "../api/update-tray";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { type TrayFormValues, trayChanges, trayFormSchema, trayFormValues } from "./kiosk-form";

const FIELDS = ["product_id", "capacity", "level", "low_threshold", "par_level"] as const;

interface TrayEditDialogProps {
  kioskId: string;
  tray: Tray;
  onClose: () => void;
}

/** A tray's product (from the catalogue), capacity, level, low threshold and par level (what a visit fills to). Mounted per tray (key it by id). */
export function TrayEditDialog({ kioskId, tray, onClose }: TrayEditDialogProps) {
  const { t } = useKiosksTranslation();
  const updateTray = useUpdateTray();
  const products = useProductChoices();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(trayFormSchema),
    defaultValues: trayFormValues(tray),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const changes = trayChanges(tray, values);
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await updateTray(kioskId, tray.id, changes);
      showToast(t("toasts.trayUpdated"), "success");
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
      showToast(failureMessage(error, t("trayForm.failed")), "error");
    }
  });

  // The catalogue's active products, and the tray's own product even if it is no longer active.
  const choices = products.data?.data ?? [];
  const options =
    tray.product && !choices.some((product) => product.id === tray.product?.id) ? [tray.product, ...choices] : choices;
  const number = (name: Exclude<keyof TrayFormValues, "product_id">, label: string) => (
    <ControlledTextField
      name={name}
      control={control}
      label={label}
      type="number"
      slotProps={{ htmlInput: { min: name === "capacity" || name === "par_level" ? 1 : 0, inputMode: "numeric" } }}
      fullWidth
    />
  );

  return (
    <FormDialog
      open
      title={t("trayForm.title", { position: formatNumber(tray.position) })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("trayForm.save")}
      submitting={formState.isSubmitting}
      formError={formError}
    >
      {products.error ? (
        <Typography variant="body2" color="text.secondary">
          {t("trayForm.productsUnavailable")}
        </Typography>
      ) : (
        <ControlledTextField
          select
          name="product_id"
          control={control}
          label={t("trayForm.product")}
          disabled={!products.data}
          helperText={products.data ? undefined : t("trayForm.loadingProducts")}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <MenuItem value="">{t("trayForm.noProduct")}</MenuItem>
          {options.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {product.name}
            </MenuItem>
          ))}
        </ControlledTextField>
      )}
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {number("capacity", t("trayForm.capacity"))}
        {number("level", t("trayForm.level"))}
        {number("low_threshold", t("trayForm.lowThreshold"))}
        {number("par_level", t("trayForm.parLevel"))}
      </Box>
    </FormDialog>
  );
}

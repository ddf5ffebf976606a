import type { SaleDetail } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Typography } from "@mui/material";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { FormDialog } from "../../../components/form/FormDialog";
import { translateMessage } from "../../../i18n/i18n";
import { failureMessage } from "../../../lib/failure-message";
import { applyServerErrors } from "../../../lib/form-errors";
import { currencyDigits, formatMinor, minorToDecimal } from "../../../lib/money";
import { renameFieldErrors } from "../../../lib/split-field-errors";
import { showToast } from "../../../lib/toast";
import { useRefundSale } from "../api/refund-sale";
import { useOrdersTranslation } from "../use-orders-translation";
import { leftToRefund, refundableLines } from "./refund-figures";
import {
  FIELD_ALIASES,
  FORM_FIELDS,
  type RefundFormValues,
  refundBody,
  refundFormSchema,
  refundFormValues,
} from "./refund-form-values";

interface RefundFormDialogProps {
  sale: SaleDetail;
  language: string;
  onClose: () => void;
}

/**
 * Refunds part or all of what is left of an order: the amount, a reason, and optionally the units given back. Mount
 * one per refund: its id is made when it opens, so sending again after a lost answer replays the same refund.
 */
export function RefundFormDialog({ sale, language, onClose }: RefundFormDialogProps) {
  const { t } = useOrdersTranslation();
  const refundSale = useRefundSale();
  const [refundId] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const unitsId = useId();
  const digits = currencyDigits(sale.currency);
  const left = leftToRefund(sale);
  const money = (cents: number) => formatMinor(cents, sale.currency, language);
  const lines = useMemo(() => refundableLines(sale), [sale]);
  const schema = useMemo(
    () =>
      refundFormSchema(digits, left, lines, {
        amountInvalid: t("refund.amountInvalid", { example: minorToDecimal(450, digits) }),
        amountPositive: t("refund.amountPositive"),
        amountTooHigh: t("refund.amountTooHigh", { max: formatMinor(left, sale.currency, language) }),
        unitsInvalid: (max) => t("refund.unitsInvalid", { max }),
      }),
    [t, digits, left, lines, sale.currency, language],
  );
  const { control, handleSubmit, setError, formState } = useForm<RefundFormValues>({
    resolver: zodResolver(schema),
    defaultValues: refundFormValues(left, digits, lines),
  });
  const unitsError = formState.errors.units?.message;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = refundBody(refundId, values, digits, lines);
    try {
      await refundSale(sale.id, body);
      showToast(t("refund.done", { amount: money(body.amount_cents) }), "success");
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(renameFieldErrors(error, FIELD_ALIASES), FORM_FIELDS, setError));
      showToast(failureMessage(error, t("refund.failed")), "error");
    }
  });

  return (
    <FormDialog
      open
      title={t("refund.title", { orderId: sale.order_id })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("refund.submit")}
      submitting={formState.isSubmitting}
      formError={formError}
    >
      <Typography variant="body2">{t("refund.left", { amount: money(left) })}</Typography>
      <ControlledTextField
        name="amount"
        control={control}
        label={t("refund.amount", { currency: sale.currency })}
        helperText={t("refund.amountHelp", { max: money(left) })}
        required
        slotProps={{ htmlInput: { inputMode: "decimal", autoComplete: "off" } }}
      />
      <ControlledTextField name="reason" control={control} label={t("refund.reason")} required multiline minRows={2} />
      {lines.length > 0 && (
        <Box component="fieldset" aria-describedby={unitsError ? `${unitsId}-error` : undefined} sx={UNITS}>
          <Typography component="legend" variant="subtitle2">
            {t("refund.units")}
          </Typography>
          {lines.map((line, index) => (
            <ControlledTextField
              key={line.product_id}
              name={`units.${index}`}
              control={control}
              label={line.name}
              type="number"
              size="small"
              helperText={t("refund.unitsHelp", { max: line.left })}
              slotProps={{ htmlInput: { min: 0, max: line.left, inputMode: "numeric" } }}
            />
          ))}
          {unitsError && (
            <Typography id={`${unitsId}-error`} variant="caption" color="error" sx={{ gridColumn: "1 / -1" }}>
              {translateMessage(unitsError)}
            </Typography>
          )}
        </Box>
      )}
    </FormDialog>
  );
}

// A plain fieldset laid out as a grid: its legend on a line of its own, the units two to a row where there is room.
const UNITS = {
  m: 0,
  p: 0,
  border: 0,
  minWidth: 0,
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
  "& > legend": { p: 0, mb: 1 },
} as const;

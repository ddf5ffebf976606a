import { createProductCostSchema, PRODUCT_PRICE_MAX_CENTS } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, Typography } from "@mui/material";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { FormAlert } from "../../../components/form/FormAlert";
import { localToday, useCompanyTimezone } from "../../../lib/company-timezone";
import { applyServerErrors } from "../../../lib/form-errors";
import { formatCalendarDate } from "../../../lib/format-date";
import { currencyDigits, decimalToMinor, formatMinor, minorToDecimal } from "../../../lib/money";
import { renameFieldErrors } from "../../../lib/split-field-errors";
import { showToast } from "../../../lib/toast";
import { useCompanyCurrency } from "../../../lib/use-currency";
import { useCreateProductCost } from "../api/create-product-cost";
import { useProductsTranslation } from "../use-products-translation";
import { type AmountMessages, amountField } from "./product-form-values";

/** The shared schema's date rule, and the cost as people type it ("2.10") instead of the API's whole cents. */
function addCostSchema(digits: number, messages: AmountMessages & { required: string }) {
  return z.object({
    effective_from: createProductCostSchema.shape.effective_from,
    cost: amountField(digits, messages).refine((value) => value !== "", messages.required),
  });
}
type AddCostValues = z.infer<ReturnType<typeof addCostSchema>>;

const FIELDS = ["effective_from", "cost"] as const;

/**
 * A cost from a chosen local date on (the company's today to start with): POST /api/products/{id}/costs. Its fields
 * are a group inside the product's form, so Enter in them adds the cost here instead of submitting that form.
 */
export function AddCostForm({ productId }: { productId: string }) {
  const { t } = useProductsTranslation();
  const currency = useCompanyCurrency();
  const digits = currencyDigits(currency);
  const timeZone = useCompanyTimezone();
  const createCost = useCreateProductCost();
  const headingId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      addCostSchema(digits, {
        invalid: t("form.costInvalid", { example: minorToDecimal(210, digits) }),
        tooHigh: t("form.costTooHigh", { max: formatMinor(PRODUCT_PRICE_MAX_CENTS, currency) }),
        required: t("costs.amountRequired"),
      }),
    [t, digits, currency],
  );
  const { control, handleSubmit, setError, reset, formState } = useForm<AddCostValues>({
    resolver: zodResolver(schema),
    defaultValues: { effective_from: localToday(timeZone), cost: "" },
  });

  const add = handleSubmit(async ({ effective_from, cost }) => {
    setFormError(null);
    const cost_cents = decimalToMinor(cost, digits) ?? 0;
    try {
      await createCost(productId, { cost_cents, effective_from });
      const texts = { cost: formatMinor(cost_cents, currency), date: formatCalendarDate(effective_from) };
      showToast(t("costs.added", texts), "success");
      reset({ effective_from, cost: "" });
    } catch (error) {
      setFormError(applyServerErrors(renameFieldErrors(error, { cost_cents: "cost" }), FIELDS, setError));
      showToast(t("costs.addFailed"), "error");
    }
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void add();
  };

  return (
    <Box role="group" aria-labelledby={headingId} onKeyDown={onKeyDown} sx={{ display: "grid", gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {t("costs.add")}
      </Typography>
      {formError && <FormAlert severity="error">{formError}</FormAlert>}
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}>
        <ControlledTextField
          name="effective_from"
          control={control}
          type="date"
          size="small"
          label={t("costs.date")}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: "1 1 10rem" }}
        />
        <ControlledTextField
          name="cost"
          control={control}
          size="small"
          label={t("costs.amount", { currency })}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
          sx={{ flex: "1 1 8rem" }}
        />
        <Button variant="outlined" onClick={() => void add()} loading={formState.isSubmitting} sx={{ minHeight: 40 }}>
          {t("costs.submit")}
        </Button>
      </Box>
    </Box>
  );
}

import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Switch,
} from "@mui/material";
import { useId } from "react";
import { type Control, Controller, type UseFormSetValue, useWatch } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";
import { generateCode, type PromoFormValues } from "./promo-code-form-values";

interface PromoCodeFormFieldsProps {
  control: Control<PromoFormValues>;
  setValue: UseFormSetValue<PromoFormValues>;
  currency: string;
  /** A sample amount in the currency's format ("4.50"), for the hints. */
  amountExample: string;
  /** The code has been redeemed: its code and discount are frozen (the server refuses a change). */
  frozen: boolean;
}

const grid = { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

/** The code (with Generate), its description, the discount (a percentage or a fixed amount) and minimum order. */
export function PromoCodeFormFields({ control, setValue, currency, amountExample, frozen }: PromoCodeFormFieldsProps) {
  const { t } = usePromoCodesTranslation();
  const kindLabelId = useId();
  const kind = useWatch({ control, name: "discount_kind" });
  const generate = () => setValue("code", generateCode(), { shouldDirty: true, shouldValidate: true });
  return (
    <>
      {frozen && <FormHelperText sx={{ m: 0 }}>{t("form.frozen")}</FormHelperText>}
      <Box sx={grid}>
        <ControlledTextField
          name="code"
          control={control}
          label={t("form.code")}
          autoComplete="off"
          helperText={t("form.codeHelp")}
          disabled={frozen}
          fullWidth
          slotProps={{
            input: {
              endAdornment: frozen ? undefined : (
                <InputAdornment position="end">
                  <Button size="small" onClick={generate} aria-label={t("form.generateLabel")}>
                    {t("form.generate")}
                  </Button>
                </InputAdornment>
              ),
            },
          }}
        />
        <ControlledTextField name="description" control={control} label={t("form.description")} fullWidth />
      </Box>
      <Controller
        name="discount_kind"
        control={control}
        render={({ field }) => (
          <FormControl disabled={frozen}>
            <FormLabel id={kindLabelId}>{t("form.discountKind")}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={kindLabelId}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            >
              <FormControlLabel value="percent" control={<Radio />} label={t("form.percent")} />
              <FormControlLabel value="amount" control={<Radio />} label={t("form.amount")} />
            </RadioGroup>
          </FormControl>
        )}
      />
      <Box sx={grid}>
        {kind === "percent" ? (
          <ControlledTextField
            name="percent_off"
            control={control}
            label={t("form.percentValue")}
            autoComplete="off"
            disabled={frozen}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
            fullWidth
          />
        ) : (
          <ControlledTextField
            name="amount_off"
            control={control}
            label={t("form.amountValue", { currency })}
            autoComplete="off"
            helperText={t("form.amountHelp", { example: amountExample })}
            disabled={frozen}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            fullWidth
          />
        )}
        <ControlledTextField
          name="min_order"
          control={control}
          label={t("form.minOrder", { currency })}
          autoComplete="off"
          helperText={t("form.minOrderHelp")}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
          fullWidth
        />
      </Box>
    </>
  );
}

/** The active switch with what it means. */
export function PromoActiveField({ control }: { control: Control<PromoFormValues> }) {
  const { t } = usePromoCodesTranslation();
  const helpId = useId();
  return (
    <Controller
      name="active"
      control={control}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            label={t("form.active")}
            control={
              <Switch
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                slotProps={{ input: { "aria-describedby": helpId } }}
              />
            }
          />
          <FormHelperText id={helpId} sx={{ mt: 0 }}>
            {t("form.activeHelp")}
          </FormHelperText>
        </Box>
      )}
    />
  );
}

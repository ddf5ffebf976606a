import { Box, FormControlLabel, FormHelperText, Switch } from "@mui/material";
import { useId } from "react";
import { type Control, Controller } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { useProductsTranslation } from "../use-products-translation";
import { CategoryField } from "./CategoryField";
import type { ProductFormValues } from "./product-form-values";

interface ProductFormFieldsProps {
  control: Control<ProductFormValues>;
  categories: readonly string[] | undefined;
  currency: string;
  /** A sample price in the currency's format ("4.50"), for the price's hint. */
  priceExample: string;
  /** The cost field: for those who see costs (`view sales`); to others the API shows none to start from. */
  showCost: boolean;
}

const grid = { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

/**
 * The text fields of the product form (the cost for those who see costs) in two columns on wider screens, and the
 * active switch.
 */
export function ProductFormFields({ control, categories, currency, priceExample, showCost }: ProductFormFieldsProps) {
  const { t } = useProductsTranslation();
  const activeHelpId = useId();
  return (
    <>
      <Box sx={grid}>
        <ControlledTextField name="name" control={control} label={t("form.name")} autoComplete="off" fullWidth />
        <ControlledTextField
          name="sku"
          control={control}
          label={t("form.sku")}
          autoComplete="off"
          helperText={t("form.skuHelp")}
          fullWidth
        />
        <CategoryField control={control} categories={categories} />
        <ControlledTextField
          name="price"
          control={control}
          label={t("form.price", { currency })}
          autoComplete="off"
          helperText={t("form.priceHelp", { example: priceExample })}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
          fullWidth
        />
        {showCost && (
          <ControlledTextField
            name="cost"
            control={control}
            label={t("form.cost", { currency })}
            autoComplete="off"
            helperText={t("form.costHelp")}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            fullWidth
          />
        )}
      </Box>
      <ControlledTextField
        name="description"
        control={control}
        label={t("form.description")}
        multiline
        minRows={3}
        fullWidth
      />
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
                  slotProps={{ input: { "aria-describedby": activeHelpId } }}
                />
              }
            />
            <FormHelperText id={activeHelpId} sx={{ mt: 0 }}>
              {t("form.activeHelp")}
            </FormHelperText>
          </Box>
        )}
      />
    </>
  );
}

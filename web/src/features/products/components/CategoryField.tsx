import { Autocomplete, TextField } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { translateMessage } from "../../../i18n/i18n";
import { useProductsTranslation } from "../use-products-translation";
import type { ProductFormValues } from "./product-form-values";

interface CategoryFieldProps {
  control: Control<ProductFormValues>;
  /** The categories in use (GET /api/products/categories); undefined while they load. */
  categories: readonly string[] | undefined;
}

/** A free-text category with the company's existing ones suggested, so one category is not spelt two ways. */
export function CategoryField({ control, categories }: CategoryFieldProps) {
  const { t } = useProductsTranslation();
  return (
    <Controller
      name="category"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          options={categories ?? []}
          value={field.value}
          inputValue={field.value}
          onInputChange={(_event, text) => field.onChange(text)}
          onChange={(_event, choice) => field.onChange(choice ?? "")}
          clearText={t("form.categoryClear")}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              label={t("form.category")}
              inputRef={field.ref}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ? translateMessage(fieldState.error.message) : t("form.categoryHelp")
              }
            />
          )}
        />
      )}
    />
  );
}

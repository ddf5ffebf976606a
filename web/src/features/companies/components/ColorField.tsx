import { DEFAULT_PRIMARY_COLOR } from "@froyo/contracts";
import { Box, TextField } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { translateMessage } from "../../../i18n/i18n";
import { useCompaniesTranslation } from "../use-companies-translation";
import type { CompanyFormValues } from "./company-form-values";

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The primary colour: a native colour picker and the hex text, both bound to primary_color_hex. */
export function ColorField({ control }: { control: Control<CompanyFormValues> }) {
  const { t } = useCompaniesTranslation();
  return (
    <Controller
      name="primary_color_hex"
      control={control}
      render={({ field, fieldState }) => (
        <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
          <Box
            component="input"
            type="color"
            aria-label={t("form.colourPicker")}
            value={HEX.test(field.value ?? "") ? field.value : DEFAULT_PRIMARY_COLOR}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            sx={{ width: 56, height: 40, p: 0.25, border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "none" }}
          />
          <TextField
            label={t("form.colour")}
            size="small"
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message
                ? translateMessage(fieldState.error.message)
                : t("form.colourHelp", { example: DEFAULT_PRIMARY_COLOR })
            }
            slotProps={{ htmlInput: { maxLength: 7 } }}
            sx={{ flex: 1 }}
          />
        </Box>
      )}
    />
  );
}

import { Autocomplete, TextField } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { translateMessage } from "../../../i18n/i18n";
import { useTimezones } from "../api/get-timezones";
import { useCompaniesTranslation } from "../use-companies-translation";
import type { CompanyFormValues } from "./company-form-values";

/** The company's default timezone, chosen from GET /api/timezones. */
export function TimezoneField({ control }: { control: Control<CompanyFormValues> }) {
  const { t } = useCompaniesTranslation();
  const { data, isLoading } = useTimezones();
  return (
    <Controller
      name="default_timezone"
      control={control}
      render={({ field, fieldState }) => {
        const value = field.value || null;
        const zones = data?.data ?? [];
        // The current zone stays choosable while the list loads (or if the list no longer has it).
        const options = value && !zones.includes(value) ? [value, ...zones] : zones;
        return (
          <Autocomplete
            options={options}
            value={value}
            loading={isLoading}
            loadingText={t("form.timezonesLoading")}
            noOptionsText={t("form.timezonesNone")}
            openText={t("form.timezonesOpen")}
            closeText={t("form.timezonesClose")}
            clearText={t("form.timezonesClear")}
            onChange={(_event, next) => field.onChange(next ?? "")}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t("form.timezone")}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message && translateMessage(fieldState.error.message)}
              />
            )}
          />
        );
      }}
    />
  );
}

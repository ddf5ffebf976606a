import { Autocomplete, TextField } from "@mui/material";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/i18n";

interface TimezoneFieldProps<T extends FieldValues, R extends FieldValues = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, R>;
  label: string;
  /** The zones to choose from (GET /api/timezones, lib/use-timezones.ts); undefined while they load. */
  timezones: readonly string[] | undefined;
}

/** A searchable timezone picker bound to react-hook-form; the field's (English) error shows translated under it. */
export function TimezoneField<T extends FieldValues, R extends FieldValues = T>({
  name,
  control,
  label,
  timezones,
}: TimezoneFieldProps<T, R>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value: string | null = field.value || null;
        const zones = timezones ?? [];
        // The current zone stays choosable while the list loads (or if the list no longer has it).
        const options = value && !zones.includes(value) ? [value, ...zones] : zones;
        return (
          <Autocomplete
            options={options}
            value={value}
            loading={timezones === undefined}
            loadingText={t("timezone.loading")}
            noOptionsText={t("timezone.none")}
            openText={t("timezone.open")}
            closeText={t("timezone.close")}
            clearText={t("timezone.clear")}
            onChange={(_event, next) => field.onChange(next ?? "")}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label={label}
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

import { Autocomplete, TextField } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { useTimezones } from "../api/get-timezones";
import type { CompanyFormValues } from "./company-form-values";

/** The company's default timezone, chosen from GET /api/timezones. */
export function TimezoneField({ control }: { control: Control<CompanyFormValues> }) {
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
            onChange={(_event, next) => field.onChange(next ?? "")}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Default timezone"
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}

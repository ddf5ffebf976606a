import { Box, FormControlLabel, Switch, Typography } from "@mui/material";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { ControlledTextField } from "../../../../components/form/ControlledTextField";
import { TimezoneField } from "../../../../components/form/TimezoneField";
import { useTimezones } from "../../../../lib/use-timezones";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import type { SettingsControl } from "./settings-form-values";

interface QuietHoursFieldsProps {
  control: SettingsControl;
  disabled: boolean;
}

/** Quiet hours (on or off, from and until, local) and the timezone they and the daily digest are read in. */
export function QuietHoursFields({ control, disabled }: QuietHoursFieldsProps) {
  const { t } = useNotificationsTranslation();
  const headingId = useId();
  const on = useWatch({ control, name: "quiet_hours.on" });
  const timezone = useWatch({ control, name: "timezone" });
  const time = (name: "quiet_hours.start" | "quiet_hours.end", label: string) => (
    <ControlledTextField
      name={name}
      control={control}
      label={label}
      type="time"
      disabled={disabled || !on}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      sx={{ width: { xs: "100%", sm: 180 } }}
    />
  );
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: "grid", gap: 2 }}>
      <div>
        <Typography id={headingId} variant="h6" component="h2">
          {t("settings.quietHours")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("settings.quietHoursHint")}
        </Typography>
      </div>
      <Controller
        name="quiet_hours.on"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                inputRef={field.ref}
                disabled={disabled}
              />
            }
            label={t("settings.quietOn")}
          />
        )}
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        {time("quiet_hours.start", t("settings.quietStart"))}
        {time("quiet_hours.end", t("settings.quietEnd"))}
      </Box>
      {disabled ? (
        <Typography variant="body2">
          {t("settings.timezone")}: <strong>{timezone}</strong>
        </Typography>
      ) : (
        <TimezoneChoice control={control} />
      )}
    </Box>
  );
}

/** The zone picker; only mounted when the user may change it, so read-only users do not fetch the zones. */
function TimezoneChoice({ control }: { control: SettingsControl }) {
  const { t } = useNotificationsTranslation();
  const timezones = useTimezones().data?.data;
  return (
    <Box sx={{ maxWidth: 400 }}>
      <TimezoneField name="timezone" control={control} label={t("settings.timezone")} timezones={timezones} />
      <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5, mx: 1.75 }}>
        {t("settings.timezoneHint")}
      </Typography>
    </Box>
  );
}

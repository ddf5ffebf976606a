import {
  NO_SALES_HOURS_MAX,
  type NotificationChannel,
  type NotificationEvent,
  RESTOCK_WITHIN_HOURS_MAX,
} from "@froyo/contracts";
import { Checkbox } from "@mui/material";
import { Controller } from "react-hook-form";
import { ControlledTextField } from "../../../../components/form/ControlledTextField";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { type SettingsControl, THRESHOLDS, type ThresholdEvent } from "./settings-form-values";

interface ChannelCheckboxProps {
  control: SettingsControl;
  event: NotificationEvent;
  channel: NotificationChannel;
  disabled: boolean;
}

/** One box of the matrix, named by its event and channel ("Kiosk offline: Email") wherever it is drawn. */
export function ChannelCheckbox({ control, event, channel, disabled }: ChannelCheckboxProps) {
  const { t } = useNotificationsTranslation();
  const label = t("settings.cell", { event: t(`events.${event}.name`), channel: t(`settings.channels.${channel}`) });
  return (
    <Controller
      name={`events.${event}.${channel}`}
      control={control}
      render={({ field }) => (
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(changed) => field.onChange(changed.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          slotProps={{ input: { "aria-label": label } }}
        />
      )}
    />
  );
}

const LABELS = {
  kiosk_offline: "settings.minutes",
  tray_low: "settings.percent",
  no_sales: "settings.hours",
  restock_due: "settings.restockHours",
} as const;
const HINTS = {
  kiosk_offline: "settings.minutesHint",
  tray_low: "settings.percentHint",
  no_sales: "settings.hoursHint",
  restock_due: "settings.hoursHint",
} as const;
const MAXIMA: Partial<Record<ThresholdEvent, number>> = {
  no_sales: NO_SALES_HOURS_MAX,
  restock_due: RESTOCK_WITHIN_HOURS_MAX,
};

interface ThresholdFieldProps {
  control: SettingsControl;
  event: ThresholdEvent;
  disabled: boolean;
}

/** The event's threshold (offline minutes, low tray %, hours) as a small labelled number field. */
export function ThresholdField({ control, event, disabled }: ThresholdFieldProps) {
  const { t } = useNotificationsTranslation();
  const threshold = THRESHOLDS[event];
  return (
    <ControlledTextField
      // The pairs are fixed (THRESHOLDS); TypeScript cannot see that the event and its threshold go together.
      name={`events.${event}.${threshold}` as "events.kiosk_offline.minutes"}
      control={control}
      label={t(LABELS[event])}
      helperText={t(HINTS[event], { max: MAXIMA[event] })}
      disabled={disabled}
      size="small"
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: "numeric" } }}
      sx={{ width: { xs: "100%", md: 200 } }}
    />
  );
}

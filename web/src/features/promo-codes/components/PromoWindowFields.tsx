import { instantOfLocal } from "@froyo/contracts";
import { Box } from "@mui/material";
import { type Control, useWatch } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { TimezoneField } from "../../../components/form/TimezoneField";
import { useTimezones } from "../../../lib/use-timezones";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";
import type { PromoFormValues } from "./promo-code-form-values";
import { browserTimezone, formatInZone } from "./promo-format";

const grid = { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

/**
 * The window: a timezone from GET /api/timezones, and start and end as local times there. Under each time, the
 * instant it names in the user's own zone, computed as the server will store it (contracts' local-time).
 */
export function PromoWindowFields({ control, language }: { control: Control<PromoFormValues>; language: string }) {
  const { t } = usePromoCodesTranslation();
  const timezones = useTimezones().data?.data;
  const [zone, starts, ends] = useWatch({ control, name: ["timezone", "starts_at_local", "ends_at_local"] });
  const ownZone = browserTimezone();
  const inYourTime = (local: string) => {
    const instant = local && zone ? instantOfLocal(local, zone) : null;
    if (instant === null) return t("form.openEnded");
    return t("form.yourTime", { zone: ownZone, time: formatInZone(instant, ownZone, language) });
  };
  const timeField = (name: "starts_at_local" | "ends_at_local", label: string, local: string) => (
    <ControlledTextField
      name={name}
      control={control}
      label={label}
      type="datetime-local"
      helperText={inYourTime(local)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      fullWidth
    />
  );
  return (
    <>
      <TimezoneField name="timezone" control={control} label={t("form.timezone")} timezones={timezones} />
      <Box sx={grid}>
        {timeField("starts_at_local", t("form.startsAt"), starts)}
        {timeField("ends_at_local", t("form.endsAt"), ends)}
      </Box>
    </>
  );
}

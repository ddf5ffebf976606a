import type { Kiosk } from "@froyo/contracts";
import { Chip, Stack } from "@mui/material";
import { formatNumber } from "../../../lib/format-number";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { ErrorIcon, ThermometerIcon } from "./kiosk-icons";

export const formatTemperature = (celsius: number) =>
  formatNumber(celsius, { style: "unit", unit: "celsius", maximumFractionDigits: 1 });

/** What needs attention beyond the status: too warm (food safety), reported errors, a disabled kiosk. */
export function KioskBadges({ kiosk }: { kiosk: Kiosk }) {
  const { t } = useKiosksTranslation();
  const hasError = kiosk.reported_status === "error" || kiosk.error_codes.length > 0;
  if (!kiosk.too_warm && !hasError && kiosk.active) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
      {kiosk.too_warm && (
        <Chip
          size="small"
          color="error"
          icon={<ThermometerIcon />}
          label={
            kiosk.temperature_c === null
              ? t("badges.tooWarm")
              : t("badges.tooWarmAt", { temperature: formatTemperature(kiosk.temperature_c) })
          }
        />
      )}
      {hasError && (
        <Chip
          size="small"
          color="warning"
          icon={<ErrorIcon />}
          label={
            kiosk.error_codes.length > 0
              ? t("badges.errorCodes", { codes: kiosk.error_codes.join(", ") })
              : t("badges.error")
          }
        />
      )}
      {!kiosk.active && <Chip size="small" variant="outlined" label={t("badges.disabled")} />}
    </Stack>
  );
}

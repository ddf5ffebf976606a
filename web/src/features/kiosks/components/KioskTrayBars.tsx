import type { Kiosk } from "@froyo/contracts";
import { Box, Typography } from "@mui/material";
import { formatNumber } from "../../../lib/format-number";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { WarningIcon } from "./kiosk-icons";
import { LevelBar } from "./LevelBar";
import { trayMeterTexts } from "./tray-labels";

/** The list's view of a kiosk's trays: one small bar each, numbered, the low ones red with a warning sign. */
export function KioskTrayBars({ kiosk }: { kiosk: Kiosk }) {
  const { t } = useKiosksTranslation();
  if (kiosk.trays.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t("list.trays", { name: kiosk.name })}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, p: 0, m: 0, listStyle: "none" }}
    >
      {kiosk.trays.map((tray) => (
        <Box component="li" key={tray.id} sx={{ width: 40 }}>
          <Typography
            variant="caption"
            color="text.secondary"
            aria-hidden="true"
            sx={{ display: "flex", alignItems: "center", gap: 0.25, lineHeight: 1.6 }}
          >
            {formatNumber(tray.position)}
            {tray.is_low && <WarningIcon color="error" sx={{ fontSize: 12 }} />}
          </Typography>
          <LevelBar level={tray.level} capacity={tray.capacity} isLow={tray.is_low} {...trayMeterTexts(t, tray)} />
        </Box>
      ))}
    </Box>
  );
}

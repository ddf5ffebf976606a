import type { Tray } from "@froyo/contracts";
import { Box, Button, Chip, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { formatNumber } from "../../../lib/format-number";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { WarningIcon } from "./kiosk-icons";
import { LevelBar } from "./LevelBar";
import { trayMeterTexts } from "./tray-labels";

interface TrayRowProps {
  tray: Tray;
  /** Refill and edit need `edit kiosks`: without them the row only shows. */
  onRefill?: (tray: Tray) => Promise<void>;
  onEdit?: (tray: Tray) => void;
}

/** One tray in the panel: position, product, its level bar with numbers, the threshold and par level, the low marker, actions. */
export function TrayRow({ tray, onRefill, onEdit }: TrayRowProps) {
  const { t } = useKiosksTranslation();
  const [refilling, setRefilling] = useState(false);
  const position = formatNumber(tray.position);
  const meter = trayMeterTexts(t, tray);

  const refill = async () => {
    if (!onRefill) return;
    setRefilling(true);
    try {
      await onRefill(tray);
    } finally {
      setRefilling(false);
    }
  };

  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: "divider", listStyle: "none" }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 0.75 }}>
        <Typography variant="subtitle2" component="h4">
          {t("tray.name", { position })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
          {tray.product?.name ?? t("tray.noProduct")}
        </Typography>
        {tray.is_low && (
          <Chip size="small" color="error" variant="outlined" icon={<WarningIcon />} label={t("tray.low")} />
        )}
      </Box>
      <LevelBar level={tray.level} capacity={tray.capacity} isLow={tray.is_low} height={12} {...meter} />
      <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 1, mt: 0.75 }}>
        <Typography variant="body2">{meter.valueText}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t("tray.lowAtPar", { threshold: formatNumber(tray.low_threshold), par: formatNumber(tray.par_level) })}
        </Typography>
      </Box>
      {(onRefill || onEdit) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {onRefill && (
            <Button
              size="small"
              variant="outlined"
              onClick={refill}
              loading={refilling}
              disabled={tray.level >= tray.capacity}
              aria-label={t("tray.refillLabel", { position })}
            >
              {t("tray.refill")}
            </Button>
          )}
          {onEdit && (
            <Button size="small" onClick={() => onEdit(tray)} aria-label={t("tray.editLabel", { position })}>
              {t("tray.edit")}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

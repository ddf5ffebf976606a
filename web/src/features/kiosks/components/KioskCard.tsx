import type { Kiosk } from "@froyo/contracts";
import { Box, ButtonBase, Checkbox, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { KioskBadges } from "./KioskBadges";
import { KioskStatusLabel } from "./KioskStatusLabel";
import { KioskTrayBars } from "./KioskTrayBars";
import { WarningIcon } from "./kiosk-icons";
import { LastSeen } from "./LastSeen";

interface KioskCardProps {
  kiosk: Kiosk;
  /** Its trays are open in the panel. */
  selected: boolean;
  onSelect: () => void;
  /** The bulk-delete checkbox (only with `delete kiosks`). */
  checkbox?: { checked: boolean; onChange: (checked: boolean) => void };
  menu?: ReactNode;
}

/** One kiosk of the fleet as a card (one layout from phone to desktop): name, status, last seen, owner, trays. */
export function KioskCard({ kiosk, selected, onSelect, checkbox, menu }: KioskCardProps) {
  const { t } = useKiosksTranslation();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-current={selected || undefined}
      sx={{
        p: 2,
        listStyle: "none",
        borderColor: selected ? "primary.main" : "divider",
        boxShadow: (theme) => (selected ? `inset 0 0 0 1px ${theme.palette.primary.main}` : "none"),
      }}
    >
      <Stack spacing={1.25}>
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
          {checkbox && (
            <Checkbox
              size="small"
              checked={checkbox.checked}
              onChange={(event) => checkbox.onChange(event.target.checked)}
              slotProps={{ input: { "aria-label": t("list.select", { name: kiosk.name }) } }}
              sx={{ m: -1, mr: 0 }}
            />
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ButtonBase
              onClick={onSelect}
              aria-pressed={selected}
              sx={{ display: "block", textAlign: "start", borderRadius: 1, typography: "subtitle1", fontWeight: 600 }}
            >
              <Box component="span" sx={{ overflowWrap: "anywhere" }}>
                {kiosk.name}
              </Box>
            </ButtonBase>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: "anywhere" }}>
              {t("list.serial", { serial: kiosk.serial_number })}
            </Typography>
          </Box>
          <KioskStatusLabel status={kiosk.status} />
          {menu}
        </Box>
        <Box
          sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.5, typography: "body2" }}
          color="text.secondary"
        >
          <LastSeen value={kiosk.last_seen_at} />
          <span>{t("list.owner", { name: kiosk.owner.name })}</span>
          {kiosk.low_trays > 0 && (
            <Box
              component="span"
              sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, color: "text.primary" }}
            >
              <WarningIcon color="error" sx={{ fontSize: 16 }} />
              {t("list.lowTrays", { count: kiosk.low_trays })}
            </Box>
          )}
        </Box>
        <KioskBadges kiosk={kiosk} />
        <KioskTrayBars kiosk={kiosk} />
      </Stack>
    </Paper>
  );
}

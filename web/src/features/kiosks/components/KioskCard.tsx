import type { Kiosk } from "@froyo/contracts";
import { Box, ButtonBase, Checkbox, Paper, Stack, Typography } from "@mui/material";
import { memo } from "react";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { KioskBadges } from "./KioskBadges";
import { KioskRowMenu } from "./KioskRowMenu";
import { KioskStatusLabel } from "./KioskStatusLabel";
import { KioskTrayBars } from "./KioskTrayBars";
import { WarningIcon } from "./kiosk-icons";
import type { KioskAction } from "./kiosk-rights";
import { LastSeen } from "./LastSeen";

interface KioskCardProps {
  kiosk: Kiosk;
  /** Its trays are open in the panel. */
  selected: boolean;
  onSelect: (kiosk: Kiosk) => void;
  /** Ticked for the bulk delete. */
  checked: boolean;
  /** The bulk-delete checkbox (only with `delete kiosks`). */
  onCheck?: (kiosk: Kiosk, checked: boolean) => void;
  /** The kiosk's menu (none when empty). */
  actions: readonly KioskAction[];
  onAction: (action: KioskAction, kiosk: Kiosk) => void;
}

/**
 * One kiosk of the fleet as a card (one layout from phone to desktop): name, status, last seen, owner, trays. Memoised
 * with props that keep their identity (the fleet's callbacks take the kiosk): a fleet of cards with their tray meters
 * is drawn again only where something changed (issue 22: opening one kiosk's trays on a phone).
 */
export const KioskCard = memo(function KioskCard({
  kiosk,
  selected,
  onSelect,
  checked,
  onCheck,
  actions,
  onAction,
}: KioskCardProps) {
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
          {onCheck && (
            <Checkbox
              size="small"
              checked={checked}
              onChange={(event) => onCheck(kiosk, event.target.checked)}
              slotProps={{ input: { "aria-label": t("list.select", { name: kiosk.name }) } }}
              sx={{ m: -1, mr: 0 }}
            />
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ButtonBase
              onClick={() => onSelect(kiosk)}
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
          <KioskRowMenu kiosk={kiosk} actions={actions} onAction={onAction} />
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
});

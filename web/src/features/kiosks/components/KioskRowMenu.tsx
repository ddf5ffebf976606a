import type { Kiosk } from "@froyo/contracts";
import { IconButton, Menu, MenuItem } from "@mui/material";
import { useId, useState } from "react";
import { MoreIcon } from "../../../components/icons/list-icons";
import { useKiosksTranslation } from "../use-kiosks-translation";
import type { KioskAction } from "./kiosk-rights";

interface KioskRowMenuProps {
  kiosk: Kiosk;
  actions: readonly KioskAction[];
  onAction: (action: KioskAction, kiosk: Kiosk) => void;
}

/** A kiosk's actions behind one button, so a card stays narrow enough for a phone. */
export function KioskRowMenu({ kiosk, actions, onAction }: KioskRowMenuProps) {
  const { t } = useKiosksTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  const label = (action: KioskAction) => {
    if (action === "toggle-active") return kiosk.active ? t("actions.disable") : t("actions.enable");
    return action === "rotate" ? t("actions.rotateKey") : t(`actions.${action}`);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t("actions.more", { name: kiosk.name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mt: -0.5, mr: -0.5 }}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action, kiosk);
            }}
            sx={action === "delete" ? { color: "error.main" } : undefined}
          >
            {label(action)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

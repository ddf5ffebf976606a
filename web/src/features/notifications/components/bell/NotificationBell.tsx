import { Badge, IconButton, Popover, useTheme } from "@mui/material";
import { Suspense, useId, useState } from "react";
import { BellIcon } from "../../../../components/icons/nav-icons";
import { formatNumber } from "../../../../lib/format-number";
import { usePermissions } from "../../../../lib/permissions";
import { useUnreadCount } from "../../api/get-unread-count";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { BellPanel } from "./BellPanel";

/**
 * The top bar's bell, for users with `view notifications`: the unread count (polled, and refreshed on focus and after
 * reading), opening the latest items. Its own Suspense boundary: in Arabic, its texts arriving late must not blank
 * the whole shell.
 */
export function NotificationBell() {
  const { can } = usePermissions();
  if (!can("view notifications")) return null;
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}

/** The badge shows up to 99, then "99+", in the language's digits (a number given to MUI is written in Latin ones). */
const BADGE_MAX = 99;
const badgeText = (unread: number) => (unread > BADGE_MAX ? `${formatNumber(BADGE_MAX)}+` : formatNumber(unread));

function Bell() {
  const { t } = useNotificationsTranslation();
  const unread = useUnreadCount(true).data?.data.unread ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const headingId = useId();
  // The panel hangs from the bar's outer side, as the account menu does.
  const side = useTheme().direction === "rtl" ? "left" : "right";
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? t("bell.unread", { count: unread }) : t("bell.label")}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge
          badgeContent={unread > 0 ? badgeText(unread) : undefined}
          overlap="circular"
          // White on the company's colour, like the account avatar: readable on any brand colour.
          sx={{ "& .MuiBadge-badge": { bgcolor: "common.white", color: "grey.900", fontWeight: 700 } }}
        >
          <BellIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: side }}
        transformOrigin={{ vertical: "top", horizontal: side }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-labelledby": headingId,
            sx: { width: 380, maxWidth: "calc(100vw - 16px)", mt: 1 },
          },
        }}
      >
        <BellPanel headingId={headingId} unread={unread} onClose={close} />
      </Popover>
    </>
  );
}

import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  MenuItem,
  MenuList,
  Popover,
  Typography,
  useTheme,
} from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { LockIcon, LogoutIcon } from "../../components/icons/ui-icons";
import { useAuth } from "../../features/auth";

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}

/** Top-right account menu: who is signed in, their client id, password change and log out. */
export function UserMenu() {
  const { t } = useTranslation("shell");
  const { user, signOut } = useAuth();
  // The menu hangs from the bar's outer corner: the right one, or the left one right-to-left.
  const side = useTheme().direction === "rtl" ? "left" : "right";
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  if (!user) return null;
  const close = () => setAnchor(null);

  const handleLogOut = async () => {
    setSigningOut(true);
    await signOut(); // reloads the page, even when the server call failed
  };

  return (
    <>
      <IconButton
        aria-label={t("userMenu.account")}
        // The bar's text colour, so its focus ring (drawn in currentColor) shows on the company's colour.
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          sx={{ width: 36, height: 36, bgcolor: "common.white", color: "grey.900", fontSize: 15, fontWeight: 700 }}
        >
          {initialsOf(user.name || user.email)}
        </Avatar>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: side }}
        transformOrigin={{ vertical: "top", horizontal: side }}
        slotProps={{ paper: { sx: { width: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: "block", mt: 0.5, wordBreak: "break-all" }}
          >
            {t("userMenu.clientId", { id: user.id || t("userMenu.notAvailable") })}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem aria-label={t("userMenu.account")} sx={{ p: 1 }}>
          <MenuItem component={RouterLink} to="/change-password" onClick={close} sx={{ borderRadius: 1 }}>
            <ListItemIcon>
              <LockIcon fontSize="small" />
            </ListItemIcon>
            {t("userMenu.resetPassword")}
          </MenuItem>
          <MenuItem onClick={handleLogOut} disabled={signingOut} sx={{ borderRadius: 1, color: "error.main" }}>
            <ListItemIcon sx={{ color: "inherit" }}>
              {/* The arrow points out of the page: mirrored right-to-left. */}
              <LogoutIcon fontSize="small" sx={{ transform: side === "left" ? "scaleX(-1)" : undefined }} />
            </ListItemIcon>
            {t("userMenu.logOut")}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}

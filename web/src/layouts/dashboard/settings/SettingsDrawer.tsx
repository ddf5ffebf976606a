import { Box, Button, Divider, Drawer, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon, FullscreenExitIcon, FullscreenIcon, RestartIcon } from "../../../components/icons/ui-icons";
import { useSettings } from "../../../settings/settings-context";
import { AppearanceOptions } from "./AppearanceOptions";
import { LanguageOptions } from "./LanguageOptions";
import { NavigationOptions } from "./NavigationOptions";
import { SettingSwitch } from "./SettingSwitch";
import { useFullscreen } from "./use-fullscreen";

/** Seed section 9: the settings drawer is 360 px wide; its animation matches the nav drawer's 300 ms. */
export const SETTINGS_DRAWER_WIDTH = 360;
const TRANSITION_MS = 300;

interface SettingsDrawerProps {
  open: boolean;
  onClose(): void;
}

/**
 * The display settings (seed section 2), applied as they change and remembered by the settings provider. A modal
 * drawer: focus stays inside while it is open and returns to the settings button when it closes (close button,
 * Escape, backdrop).
 */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation("shell");
  const { settings, update, reset, isDefault } = useSettings();
  const fullscreen = useFullscreen();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      transitionDuration={TRANSITION_MS}
      slotProps={{
        paper: {
          sx: { width: SETTINGS_DRAWER_WIDTH, maxWidth: "100%" },
          role: "dialog",
          "aria-modal": true,
          "aria-labelledby": titleId,
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: "center", gap: 1, px: 2.5, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t("settings.title")}
        </Typography>
        <Tooltip title={t("settings.reset")}>
          {/* A disabled button fires no events: the span lets the tooltip still explain it. */}
          <span>
            <IconButton aria-label={t("settings.reset")} onClick={reset} disabled={isDefault}>
              <RestartIcon />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label={t("settings.close")} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ px: 2.5, py: 3, overflowY: "auto" }}>
        <Stack spacing={1.5} component="section" aria-label={t("settings.display")}>
          <SettingSwitch
            label={t("settings.darkMode")}
            checked={settings.colorScheme === "dark"}
            onChange={(on) => update("colorScheme", on ? "dark" : "light")}
          />
          <SettingSwitch
            label={t("settings.highContrast")}
            hint={t("settings.highContrastHint")}
            checked={settings.contrast === "high"}
            onChange={(on) => update("contrast", on ? "high" : "default")}
          />
          <SettingSwitch
            label={t("settings.rightToLeft")}
            checked={settings.direction === "rtl"}
            onChange={(on) => update("direction", on ? "rtl" : "ltr")}
          />
          <SettingSwitch
            label={t("settings.compactLayout")}
            hint={t("settings.compactLayoutHint")}
            checked={settings.compactLayout}
            onChange={(on) => update("compactLayout", on)}
          />
        </Stack>
        <AppearanceOptions />
        <NavigationOptions />
        <LanguageOptions />
        {fullscreen.supported && (
          <Box>
            <Button
              variant="outlined"
              color="inherit"
              fullWidth
              onClick={fullscreen.toggle}
              startIcon={fullscreen.isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
            >
              {fullscreen.isFullscreen ? t("settings.exitFullscreen") : t("settings.fullscreen")}
            </Button>
          </Box>
        )}
      </Stack>
    </Drawer>
  );
}

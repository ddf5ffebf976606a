import { Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { NAV_COLORS, NAV_LAYOUTS, type NavColor, type NavLayout } from "../../../settings/settings";
import { useSettings } from "../../../settings/settings-context";
import { type Option, OptionGroup } from "./OptionGroup";
import { NavColorPictogram, NavLayoutPictogram } from "./pictograms";

/** The nav layout (vertical, horizontal, mini) and the nav colour (integrate, apparent), with small pictograms. */
export function NavigationOptions() {
  const { t } = useTranslation("shell");
  const { settings, update } = useSettings();
  const layouts: Option<NavLayout>[] = NAV_LAYOUTS.map((layout) => ({
    value: layout,
    label: t(`settings.layout.${layout}`),
    preview: <NavLayoutPictogram layout={layout} />,
  }));
  const colors: Option<NavColor>[] = NAV_COLORS.map((navColor) => ({
    value: navColor,
    label: t(`settings.navColorOption.${navColor}`),
    preview: <NavColorPictogram navColor={navColor} />,
  }));
  return (
    <Stack spacing={2} component="section" aria-label={t("settings.navigation")}>
      <OptionGroup
        legend={t("settings.navLayout")}
        name="nav-layout"
        value={settings.navLayout}
        options={layouts}
        onChange={(value) => update("navLayout", value)}
      />
      <OptionGroup
        legend={t("settings.navColor")}
        name="nav-color"
        value={settings.navColor}
        options={colors}
        columns={2}
        onChange={(value) => update("navColor", value)}
      />
    </Stack>
  );
}

import { Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  FONT_FAMILIES,
  type FontFamily,
  PRESET_COLORS,
  PRIMARY_COLOR_PRESETS,
  type PrimaryColorPreset,
} from "../../../settings/settings";
import { useSettings } from "../../../settings/settings-context";
import { useBrandCompany } from "../../../theme/brand-context";
import { fontStack } from "../../../theme/create-app-theme";
import { resolvePrimaryColor } from "../../../theme/primary-color";
import { type Option, OptionGroup } from "./OptionGroup";
import { Swatch } from "./pictograms";

/** "Public Sans Variable" → "Public Sans": the variable build is a detail. */
const fontName = (font: FontFamily) => font.replace(/ Variable$/, "");

/** The colour presets ("default" is the company's own colour) and the fonts, each shown in its own face. */
export function AppearanceOptions() {
  const { t } = useTranslation("shell");
  const { settings, update } = useSettings();
  const companyColor = resolvePrimaryColor(useBrandCompany()?.primary_color_hex);

  const presets: Option<PrimaryColorPreset>[] = PRIMARY_COLOR_PRESETS.map((preset) => ({
    value: preset,
    label: t(`settings.preset.${preset}`),
    preview: <Swatch color={preset === "default" ? companyColor : PRESET_COLORS[preset]} />,
  }));
  const fonts: Option<FontFamily>[] = FONT_FAMILIES.map((font) => ({
    value: font,
    label: fontName(font),
    lang: "en",
    preview: (
      <span aria-hidden style={{ fontFamily: fontStack(font), fontSize: 22, fontWeight: 600, lineHeight: 1.2 }}>
        Aa
      </span>
    ),
  }));

  return (
    <Stack spacing={3}>
      <OptionGroup
        legend={t("settings.presets")}
        name="primary-color"
        value={settings.primaryColor}
        options={presets}
        onChange={(value) => update("primaryColor", value)}
      />
      <OptionGroup
        legend={t("settings.font")}
        name="font-family"
        value={settings.fontFamily}
        options={fonts}
        columns={2}
        onChange={(value) => update("fontFamily", value)}
      />
    </Stack>
  );
}

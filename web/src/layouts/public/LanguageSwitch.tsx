import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../i18n/languages";
import { useSettings } from "../../settings/settings-context";

/**
 * The signed-out visitor's language choice: a plain button naming the other language in itself ("العربية" /
 * "English"). A native button, not MUI's: the sign-in page's first load stays light.
 */
export function LanguageSwitch() {
  const { t } = useTranslation("shell");
  const { language, setLanguage } = useSettings();
  const other = LANGUAGES.find((entry) => entry.code !== language) ?? LANGUAGES[0];
  return (
    <Box
      component="button"
      type="button"
      lang={other.code}
      title={t("language.label")}
      onClick={() => setLanguage(other.code)}
      sx={{
        font: "inherit",
        fontSize: 14,
        fontWeight: 600,
        color: "inherit",
        bgcolor: "transparent",
        border: 1,
        borderColor: "currentColor",
        borderRadius: 1,
        px: 1.5,
        py: 0.75,
        cursor: "pointer",
        "&:hover": { bgcolor: "rgba(255, 255, 255, 0.12)" },
        "&:focus-visible": { outline: "2px solid currentColor", outlineOffset: 2 },
      }}
    >
      {other.name}
    </Box>
  );
}

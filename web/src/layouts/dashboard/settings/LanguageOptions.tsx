import { useTranslation } from "react-i18next";
import { LANGUAGES, type LanguageCode } from "../../../i18n/languages";
import { useSettings } from "../../../settings/settings-context";
import { type Option, OptionGroup } from "./OptionGroup";

/** The interface language, each named in itself; Arabic also turns the page right-to-left. */
export function LanguageOptions() {
  const { t } = useTranslation("shell");
  const { language, setLanguage } = useSettings();
  const options: Option<LanguageCode>[] = LANGUAGES.map((entry) => ({
    value: entry.code,
    label: entry.name,
    lang: entry.code,
  }));
  return (
    <OptionGroup
      legend={t("settings.language")}
      name="language"
      value={language}
      options={options}
      columns={2}
      onChange={setLanguage}
    />
  );
}

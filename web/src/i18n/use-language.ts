import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "./languages";

/**
 * The interface's language; the component re-renders when it changes. For components that format dates or numbers
 * (lib/format-date.ts, lib/format-number.ts) without otherwise reading a text.
 */
export function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

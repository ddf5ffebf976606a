import { i18n } from "./i18n";
import { DEFAULT_LANGUAGE, isLanguageCode, languageDirection } from "./languages";

export { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl-formats";

/**
 * The language Intl formats in: the interface's, so dates and numbers read like the texts around them. The formatters
 * (intl-formats.ts) take a language code and format in its locale (languages.ts), so Arabic gets its own digits.
 */
export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE;
}

const RIGHT_TO_LEFT_ISOLATE = "\u2067";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

/**
 * A date, number or amount formatted for a right-to-left language, isolated as one right-to-left unit. Intl writes
 * Arabic dates with right-to-left marks between their Latin digits ("24‏/11‏/2026، 7:41 م"): placed as they are in a
 * left-to-right cell or beside Latin text, the bidirectional algorithm scrambles them ("/24 2026/11، 7:41 م"). The
 * isolate makes them read the same wherever they land. Left-to-right languages' values need none.
 */
export function isolated(text: string, language: string): string {
  const rightToLeft = isLanguageCode(language) && languageDirection(language) === "rtl";
  return rightToLeft ? `${RIGHT_TO_LEFT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

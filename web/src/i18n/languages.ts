import type { Direction } from "../settings/settings";

/**
 * The languages the interface is translated into; the first is the default and the fallback. `locale` is what Intl
 * formats the language's dates and numbers in: a bare "ar" gets Latin digits from Node's and Chromium's ICU, while
 * Arabic text is written with Arabic-Indic ones (١٢٣), so the numbering system is named.
 */
export const LANGUAGES = [
  { code: "en", name: "English", direction: "ltr", locale: "en" },
  { code: "ar", name: "العربية", direction: "rtl", locale: "ar-u-nu-arab" },
] as const satisfies readonly { code: string; name: string; direction: Direction; locale: string }[];

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const DEFAULT_LANGUAGE: LanguageCode = "en";
export const LANGUAGE_STORAGE_KEY = "app-language";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function languageDirection(code: LanguageCode): Direction {
  return LANGUAGES.find((language) => language.code === code)?.direction ?? "ltr";
}

/** The Intl locale of a language ("ar" → "ar-u-nu-arab"); a tag we do not translate into is taken as it is. */
export function intlLocale(language: string): string {
  return LANGUAGES.find((entry) => entry.code === language)?.locale ?? language;
}

/** The remembered choice; otherwise the browser's first preferred language we have (en-GB → en), else English. */
export function readStoredLanguage(
  storage: Pick<Storage, "getItem"> | null,
  preferred: readonly string[] = [],
): LanguageCode {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguageCode(stored)) return stored;
  const match = preferred.map((tag) => tag.toLowerCase().split("-")[0]).find(isLanguageCode);
  return match ?? DEFAULT_LANGUAGE;
}

import type { Direction } from "../settings/settings";

/** The languages the interface is translated into; the first is the default and the fallback. */
export const LANGUAGES = [
  { code: "en", name: "English", direction: "ltr" },
  { code: "ar", name: "العربية", direction: "rtl" },
] as const satisfies readonly { code: string; name: string; direction: Direction }[];

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const DEFAULT_LANGUAGE: LanguageCode = "en";
export const LANGUAGE_STORAGE_KEY = "app-language";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function languageDirection(code: LanguageCode): Direction {
  return LANGUAGES.find((language) => language.code === code)?.direction ?? "ltr";
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

import { i18n } from "./i18n";
import { DEFAULT_LANGUAGE, isLanguageCode, languageDirection } from "./languages";

/** The language Intl formats in: the interface's, so dates and numbers read like the texts around them. */
export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE;
}

// Building an Intl formatter is costly (a list of 50 rows formats hundreds of cells): one per language and options.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, create: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, `${language}|${JSON.stringify(options)}`, () => {
    return new Intl.DateTimeFormat(language, options);
  });
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );
}

export function relativeTimeFormat(
  language: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached(
    relativeTimeFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(language, options),
  );
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

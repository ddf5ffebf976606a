import { intlLocale } from "./languages";

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
    return new Intl.DateTimeFormat(intlLocale(language), options);
  });
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale(language), options),
  );
}

export function relativeTimeFormat(
  language: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached(
    relativeTimeFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(intlLocale(language), options),
  );
}

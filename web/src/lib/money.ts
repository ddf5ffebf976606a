import { currentLanguage, isolated, numberFormat } from "../i18n/intl";

/*
 * Amounts travel as integers in the currency's minor unit (`price_cents`: 450 is 4.50 USD). They are converted to
 * and from decimal text by string arithmetic, never through floating point, so "0.10" is 10 and not 9.999….
 */

export const DEFAULT_CURRENCY = "USD";

/** Digits of the minor unit as ISO 4217 (and Intl) has them: 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  return numberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** 450 → "4.50" (2 digits); exact for any safe integer. */
export function minorToDecimal(minor: number, digits: number): `${number}` {
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, "0");
  if (digits === 0) return `${sign}${text}` as `${number}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}` as `${number}`;
}

// People type prices with Arabic-Indic digits (٤٫٥٠) or Persian ones as readily as with ASCII digits.
const NON_ASCII_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const asciiDigit = (digit: string) => {
  const code = digit.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
};
/** Digits, then optionally one decimal separator (".", "," or the Arabic "٫") and digits; no signs, no grouping. */
const DECIMAL = /^(\d*)(?:[.,\u066B](\d*))?$/;
const MAX_WHOLE_DIGITS = 12;

/**
 * "4.5" → 450, "0.10" → 10, "4" → 400 (2 digits); null for anything that is not a plain non-negative amount
 * with at most `digits` decimals ("4.555", "-1", "1e3", "1,000.00", "").
 */
export function decimalToMinor(input: string, digits: number): number | null {
  const match = DECIMAL.exec(input.trim().replace(NON_ASCII_DIGIT, asciiDigit));
  if (!match) return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if ((whole === "" && fraction === "") || whole.length > MAX_WHOLE_DIGITS || fraction.length > digits) return null;
  return Number(`${whole}${fraction.padEnd(digits, "0")}`);
}

/** 450 USD → "$4.50" in English, "‏4.50 US$" in Arabic: Intl formats the exact decimal text, not a float. */
export function formatMinor(minor: number, currency: string, language = currentLanguage()): string {
  const text = numberFormat(language, { style: "currency", currency }).format(
    minorToDecimal(minor, currencyDigits(currency)),
  );
  return isolated(text, language);
}

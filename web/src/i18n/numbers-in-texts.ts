import type { FormatterModule } from "i18next";
import { numberFormat } from "./intl-formats";

/**
 * Numbers put into texts ("Tray {{position}}", "{{count}} kiosks") are written as the language writes them: with
 * Arabic-Indic digits in Arabic, thousands grouped in every language. i18next calls it for every placeholder
 * (`alwaysFormat`); anything but a number (names, codes, serials, amounts formatted already) passes untouched.
 */
export const numbersInTexts: FormatterModule = {
  type: "formatter",
  init() {},
  add() {},
  addCached() {},
  format(value: unknown, _format, language) {
    return typeof value === "number" && Number.isFinite(value) && language
      ? numberFormat(language).format(value)
      : (value as string);
  },
};

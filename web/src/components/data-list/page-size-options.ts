import { currentLanguage } from "../../i18n/intl";
import { formatNumber } from "../../lib/format-number";
import { PAGE_SIZE_OPTIONS } from "../../lib/list-params";

type PageSizeOption = { value: number; label: string };
// One array per language: the grid is given the same options on every render.
const optionsByLanguage = new Map<string, PageSizeOption[]>();

/** The rows-per-page choices labelled in the language's digits (a bare number would show Latin ones in Arabic). */
export function pageSizeOptions(language = currentLanguage()): PageSizeOption[] {
  let options = optionsByLanguage.get(language);
  if (!options) {
    options = PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: formatNumber(size, {}, language) }));
    optionsByLanguage.set(language, options);
  }
  return options;
}

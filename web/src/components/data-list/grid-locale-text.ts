import type { GridLocaleText } from "@mui/x-data-grid";
import type { LanguageCode } from "../../i18n/languages";

type LoadLocaleText = () => Promise<Partial<GridLocaleText>>;

/** The grid's own texts (pagination, column menu, "more") per language; English is the grid's built-in default. */
const LOADERS: Partial<Record<LanguageCode, LoadLocaleText>> = {
  ar: async () => (await import("@mui/x-data-grid/locales")).arSD.components.MuiDataGrid.defaultProps.localeText,
};

const loaded = new Map<LanguageCode, Promise<Partial<GridLocaleText>>>();

/**
 * A promise of the grid's texts in `language` (one download per language, shared by every list), or null for
 * English. Fetched on demand: English users never download the translations of the grid.
 */
export function gridLocaleText(language: LanguageCode): Promise<Partial<GridLocaleText>> | null {
  const load = LOADERS[language];
  if (!load) return null;
  let texts = loaded.get(language);
  if (!texts) {
    texts = load();
    loaded.set(language, texts);
  }
  return texts;
}

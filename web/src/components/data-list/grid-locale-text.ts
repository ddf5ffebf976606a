import type { GridLocaleText } from "@mui/x-data-grid";
import { useEffect, useState } from "react";
import type { LanguageCode } from "../../i18n/languages";

type LocaleText = Partial<GridLocaleText>;

/** The grid's own texts (pagination, column menu, "more") per language; English is the grid's built-in default. */
const LOADERS: Partial<Record<LanguageCode, () => Promise<LocaleText>>> = {
  ar: async () => (await import("@mui/x-data-grid/locales")).arSD.components.MuiDataGrid.defaultProps.localeText,
};

const loaded = new Map<LanguageCode, LocaleText>();
const loading = new Map<LanguageCode, Promise<LocaleText>>();

function load(language: LanguageCode, loader: () => Promise<LocaleText>): Promise<LocaleText> {
  let texts = loading.get(language);
  if (!texts) {
    texts = loader().then(
      (result) => {
        loaded.set(language, result);
        return result;
      },
      (error: unknown) => {
        loading.delete(language); // a failed chunk download is tried again by the next list
        throw error;
      },
    );
    loading.set(language, texts);
  }
  return texts;
}

/**
 * The grid's texts in `language`: fetched on demand (English users never download them) and shared by every list.
 * Until they arrive (once per language) the grid keeps its English texts rather than hiding the page.
 */
export function useGridLocaleText(language: LanguageCode): LocaleText | undefined {
  const loader = LOADERS[language];
  const [, setArrived] = useState<LocaleText>();
  useEffect(() => {
    if (!loader || loaded.has(language)) return;
    let active = true;
    load(language, loader).then(
      (texts) => active && setArrived(texts),
      () => undefined, // the English texts stay
    );
    return () => {
      active = false;
    };
  }, [language, loader]);
  return loaded.get(language);
}

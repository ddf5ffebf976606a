import type { GridLocaleText } from "@mui/x-data-grid";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LanguageCode } from "../../i18n/languages";

type LocaleText = Partial<GridLocaleText>;
/** The grid's texts with the range of rows always ours. */
export type ListLocaleText = LocaleText & {
  paginationDisplayedRows: (range: { from: number; to: number; count: number }) => string;
};

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
 * Until they arrive (once per language) the grid keeps its English texts rather than hiding the page. The range of
 * rows ("1–50 of 1,234") is ours in every language: the grid's Arabic one writes Latin digits.
 */
export function useGridLocaleText(language: LanguageCode): ListLocaleText {
  const { t } = useTranslation();
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
  const gridTexts = loaded.get(language);
  return useMemo(
    () => ({
      ...gridTexts,
      paginationDisplayedRows: ({ from, to, count }) =>
        t("list.displayedRows", { from, to, count: count === -1 ? to : count }),
    }),
    [gridTexts, t],
  );
}

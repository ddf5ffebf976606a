import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { i18n } from "../i18n/i18n";
import { LANGUAGE_STORAGE_KEY, type LanguageCode, languageDirection } from "../i18n/languages";
import { logger } from "../lib/logger";
import { loadRtlCache, rtlCacheIfLoaded } from "../theme/direction-cache";
import { readStoredSettings, type Settings, safeLocalStorage, writeStoredSettings } from "./settings";
import { SettingsContext, type SettingsContextValue } from "./settings-context";
import { isDefaultSettings, settingsReducer } from "./settings-reducer";

interface SettingsProviderProps {
  /** The language i18n was started in (main.tsx reads it from storage before the first render). */
  language: LanguageCode;
  /** Start-up settings; read from local storage when absent. */
  initialSettings?: Settings;
  children: ReactNode;
}

/**
 * Holds the settings of the drawer and the language, remembers them in local storage and applies what belongs to the
 * document itself (`dir`, `lang`, the colour scheme and contrast index.html's styles read). The theme is built from them above.
 */
export function SettingsProvider({ language: initialLanguage, initialSettings, children }: SettingsProviderProps) {
  const [settings, dispatch] = useReducer(
    settingsReducer,
    initialSettings,
    (given) => given ?? readStoredSettings(safeLocalStorage() ?? emptyStorage),
  );
  const [language, setLanguageState] = useState(initialLanguage);

  useEffect(() => {
    const storage = safeLocalStorage();
    if (storage) writeStoredSettings(storage, settings, languageDirection(language));
  }, [settings, language]);

  useEffect(() => {
    const root = document.documentElement;
    root.dir = settings.direction;
    root.lang = language;
    root.dataset.colorScheme = settings.colorScheme;
    root.dataset.contrast = settings.contrast;
  }, [settings.direction, settings.colorScheme, settings.contrast, language]);

  const update = useCallback<SettingsContextValue["update"]>((key, value) => {
    const apply = () => dispatch({ type: "set", key, value } as Parameters<typeof dispatch>[0]);
    // The right-to-left styles arrive first: switching before would suspend the whole page behind the loader.
    if (key === "direction" && value === "rtl" && !rtlCacheIfLoaded()) {
      loadRtlCache().then(apply, (error: unknown) => logger.warn("right-to-left styles failed to load", error));
    } else {
      apply();
    }
  }, []);

  const setLanguage = useCallback((code: LanguageCode) => {
    safeLocalStorage()?.setItem(LANGUAGE_STORAGE_KEY, code);
    const direction = languageDirection(code);
    // The texts (and right-to-left styles) of the new language arrive first, so the page never shows them
    // half-switched nor suspends behind the loader.
    Promise.all([i18n.changeLanguage(code), direction === "rtl" ? loadRtlCache() : undefined]).then(
      () => {
        setLanguageState(code);
        dispatch({ type: "set", key: "direction", value: direction });
      },
      (error: unknown) => logger.warn(`the ${code} interface failed to load`, error),
    );
  }, []);

  const value = useMemo<SettingsContextValue>(() => {
    const keep = { direction: languageDirection(language) };
    return {
      settings,
      update,
      reset: () => dispatch({ type: "reset", keep }),
      isDefault: isDefaultSettings(settings, keep),
      language,
      setLanguage,
    };
  }, [settings, update, language, setLanguage]);

  return <SettingsContext value={value}>{children}</SettingsContext>;
}

const emptyStorage = { getItem: () => null };

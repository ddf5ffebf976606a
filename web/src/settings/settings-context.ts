import { createContext, use } from "react";
import type { LanguageCode } from "../i18n/languages";
import type { Settings } from "./settings";

export interface SettingsContextValue {
  settings: Settings;
  update<K extends keyof Settings>(key: K, value: Settings[K]): void;
  /** Back to the defaults; the direction stays that of the language. */
  reset(): void;
  /** True when reset would change nothing. */
  isDefault: boolean;
  language: LanguageCode;
  /** Switches the language of the interface and the direction that goes with it (Arabic: right-to-left). */
  setLanguage(code: LanguageCode): void;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const context = use(SettingsContext);
  if (!context) throw new Error("useSettings must be used within SettingsProvider");
  return context;
}

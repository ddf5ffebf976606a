import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { initI18n } from "../i18n/i18n";
import type { LanguageCode } from "../i18n/languages";
import type { Settings } from "../settings/settings";
import { loadRtlCache } from "../theme/direction-cache";
import { App } from "./App";

/** Starts i18n in the stored language and renders the app with the stored settings (see main.tsx). */
export function mountApp(container: HTMLElement, language: LanguageCode, settings: Settings): void {
  void initI18n(language);
  if (settings.direction === "rtl") void loadRtlCache();
  // A transition lets React yield while it builds the first tree, so the main thread is never blocked for long.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App language={language} settings={settings} />
      </StrictMode>,
    );
  });
}

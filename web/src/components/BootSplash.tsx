import { i18n } from "../i18n/i18n";

/**
 * The splash of index.html (styled there, so it needs neither the theme nor the fonts): shown while the first texts
 * or the right-to-left styles of a stored setting are still on their way.
 */
export function BootSplash() {
  // Not useTranslation: this is the fallback shown while a language's texts load (English until they arrive).
  return (
    <div className="boot-splash">
      <svg viewBox="0 0 50 50" role="progressbar" aria-label={i18n.t("loading")}>
        <circle cx="25" cy="25" r="20" />
      </svg>
    </div>
  );
}

/**
 * The display settings of the settings drawer (seed sections 2, 3 and 9). They live in local storage under
 * `app-settings`; the theme mode is mirrored under `theme-mode`. index.html's boot script reads the same keys before
 * the first paint (keep the two in step; settings.test.ts checks they agree).
 */
export const SETTINGS_STORAGE_KEY = "app-settings";
export const THEME_MODE_STORAGE_KEY = "theme-mode";
export const FAVICON_STORAGE_KEY = "faviconUrl";

export const COLOR_SCHEMES = ["light", "dark"] as const;
export const DIRECTIONS = ["ltr", "rtl"] as const;
export const CONTRASTS = ["default", "high"] as const;
export const NAV_LAYOUTS = ["vertical", "horizontal", "mini"] as const;
export const NAV_COLORS = ["integrate", "apparent"] as const;
export const PRIMARY_COLOR_PRESETS = ["default", "cyan", "purple", "blue", "orange", "red"] as const;
/** Self-hosted variable fonts (imported in main.tsx); the first is the default. */
export const FONT_FAMILIES = [
  "Public Sans Variable",
  "Inter Variable",
  "DM Sans Variable",
  "Nunito Sans Variable",
] as const;

export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type Contrast = (typeof CONTRASTS)[number];
export type NavLayout = (typeof NAV_LAYOUTS)[number];
export type NavColor = (typeof NAV_COLORS)[number];
export type PrimaryColorPreset = (typeof PRIMARY_COLOR_PRESETS)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];

export interface Settings {
  colorScheme: ColorScheme;
  direction: Direction;
  contrast: Contrast;
  navLayout: NavLayout;
  primaryColor: PrimaryColorPreset;
  navColor: NavColor;
  compactLayout: boolean;
  fontFamily: FontFamily;
}

/** Seed section 3: light, ltr, default, vertical, default, integrate, compact on, Public Sans Variable. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  colorScheme: "light",
  direction: "ltr",
  contrast: "default",
  navLayout: "vertical",
  primaryColor: "default",
  navColor: "integrate",
  compactLayout: true,
  fontFamily: "Public Sans Variable",
});

/** The main colour of each preset; "default" is the company's own primary colour. */
export const PRESET_COLORS: Readonly<Record<Exclude<PrimaryColorPreset, "default">, string>> = {
  cyan: "#078DEE",
  purple: "#7635DC",
  blue: "#0C68E9",
  orange: "#FDA92D",
  red: "#FF3030",
};

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === "string" && (values as readonly string[]).includes(value);

const VALIDATORS: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  colorScheme: isOneOf(COLOR_SCHEMES),
  direction: isOneOf(DIRECTIONS),
  contrast: isOneOf(CONTRASTS),
  navLayout: isOneOf(NAV_LAYOUTS),
  primaryColor: isOneOf(PRIMARY_COLOR_PRESETS),
  navColor: isOneOf(NAV_COLORS),
  compactLayout: (value): value is boolean => typeof value === "boolean",
  fontFamily: isOneOf(FONT_FAMILIES),
};

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The stored settings, field by field: a missing or unknown value (an older version, a hand edit) falls back to its
 * default instead of discarding the rest. Without a stored colour scheme, `theme-mode` decides. (`defaults` lets the
 * direction follow the language when none was chosen.)
 */
export function readStoredSettings(
  storage: Pick<Storage, "getItem">,
  defaults: Readonly<Settings> = DEFAULT_SETTINGS,
): Settings {
  const stored = parseJson(storage.getItem(SETTINGS_STORAGE_KEY));
  const record = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  const settings = { ...defaults };
  for (const key of Object.keys(VALIDATORS) as (keyof Settings)[]) {
    if (key === "direction" && record[FOLLOWS_LANGUAGE] === true) continue;
    const value = record[key];
    if (VALIDATORS[key](value)) Object.assign(settings, { [key]: value });
  }
  const themeMode = storage.getItem(THEME_MODE_STORAGE_KEY);
  if (!VALIDATORS.colorScheme(record.colorScheme) && VALIDATORS.colorScheme(themeMode)) {
    settings.colorScheme = themeMode;
  }
  return settings;
}

/**
 * Marks a stored direction that only mirrors the language's (nobody chose it). Spec section 3 lists `direction`
 * among the stored settings, so it is always written; but read back as a choice, an "ltr" remembered from an English
 * visit would outlive a later choice of Arabic made elsewhere (the sign-in page, another tab, the browser's language)
 * and keep an Arabic page left-to-right. With the mark it follows the language; without it (set by the switch, or
 * stored before the mark existed, when only a chosen direction was written) it stays as chosen.
 */
export const FOLLOWS_LANGUAGE = "directionFollowsLanguage";

/** Writes the settings, `direction` included from the first visit (spec section 3's fields). */
export function writeStoredSettings(
  storage: Pick<Storage, "setItem">,
  settings: Settings,
  languageDirection: Direction = DEFAULT_SETTINGS.direction,
): void {
  const stored = settings.direction === languageDirection ? { ...settings, [FOLLOWS_LANGUAGE]: true } : settings;
  storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(stored));
  storage.setItem(THEME_MODE_STORAGE_KEY, settings.colorScheme);
}

/** A custom page icon from local storage: an http(s) URL or a same-origin path, nothing else. */
export function readStoredFaviconUrl(storage: Pick<Storage, "getItem">): string | null {
  const value = storage.getItem(FAVICON_STORAGE_KEY)?.trim();
  return value && /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : null;
}

/** Local storage, or nothing when the browser refuses it (private modes, disabled storage). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { languageDirection, readStoredLanguage } from "../i18n/languages";
import {
  DEFAULT_SETTINGS,
  readStoredFaviconUrl,
  readStoredSettings,
  SETTINGS_STORAGE_KEY,
  THEME_MODE_STORAGE_KEY,
  writeStoredSettings,
} from "./settings";

function storageWith(entries: Record<string, string>): Pick<Storage, "getItem"> {
  return { getItem: (key) => entries[key] ?? null };
}

describe("stored settings", () => {
  it("defaults to the seed's values: light, ltr, default, vertical, default, integrate, compact, Public Sans", () => {
    expect(readStoredSettings(storageWith({}))).toEqual({
      colorScheme: "light",
      direction: "ltr",
      contrast: "default",
      navLayout: "vertical",
      primaryColor: "default",
      navColor: "integrate",
      compactLayout: true,
      fontFamily: "Public Sans Variable",
    });
  });

  it("reads each valid field and falls back field by field for the rest", () => {
    const stored = {
      colorScheme: "dark",
      navLayout: "mini",
      primaryColor: "purple",
      compactLayout: "yes",
      fontFamily: "Comic Sans",
    };
    expect(readStoredSettings(storageWith({ [SETTINGS_STORAGE_KEY]: JSON.stringify(stored) }))).toEqual({
      ...DEFAULT_SETTINGS,
      colorScheme: "dark",
      navLayout: "mini",
      primaryColor: "purple",
    });
  });

  it.each(["not json", "null", "42", '"dark"', "[]"])("survives a broken value: %s", (text) => {
    expect(readStoredSettings(storageWith({ [SETTINGS_STORAGE_KEY]: text }))).toEqual(DEFAULT_SETTINGS);
  });

  it("takes the colour scheme from theme-mode when the settings have none", () => {
    expect(readStoredSettings(storageWith({ [THEME_MODE_STORAGE_KEY]: "dark" })).colorScheme).toBe("dark");
    const both = { [SETTINGS_STORAGE_KEY]: '{"colorScheme":"light"}', [THEME_MODE_STORAGE_KEY]: "dark" };
    expect(readStoredSettings(storageWith(both)).colorScheme).toBe("light");
  });

  it("writes app-settings and mirrors the mode under theme-mode", () => {
    const written: Record<string, string> = {};
    writeStoredSettings(
      {
        setItem: (key, value) => {
          written[key] = value;
        },
      },
      { ...DEFAULT_SETTINGS, colorScheme: "dark" },
    );
    // Spec section 3's fields, direction included (issue 21, part 9), marked as the language's own.
    expect(JSON.parse(written[SETTINGS_STORAGE_KEY] ?? "")).toEqual({
      ...DEFAULT_SETTINGS,
      colorScheme: "dark",
      directionFollowsLanguage: true,
    });
    expect(written[THEME_MODE_STORAGE_KEY]).toBe("dark");
  });

  it("stores the direction, and follows the language unless it was chosen against it, so Arabic later reads right to left", () => {
    const written: Record<string, string> = {};
    const storage = {
      setItem: (key: string, value: string) => {
        written[key] = value;
      },
      getItem: (key: string) => written[key] ?? null,
    };
    writeStoredSettings(storage, { ...DEFAULT_SETTINGS, direction: "ltr" }, "ltr");
    // Arabic chosen later, elsewhere: the language's direction applies.
    expect(readStoredSettings(storage, { ...DEFAULT_SETTINGS, direction: "rtl" }).direction).toBe("rtl");
    // English with the switch turned to right-to-left is a choice, and stays.
    writeStoredSettings(storage, { ...DEFAULT_SETTINGS, direction: "rtl" }, "ltr");
    expect(readStoredSettings(storage, { ...DEFAULT_SETTINGS, direction: "ltr" }).direction).toBe("rtl");
    // Stored before the mark existed, a direction was always a choice.
    const older = storageWith({ [SETTINGS_STORAGE_KEY]: '{"direction":"ltr"}' });
    expect(readStoredSettings(older, { ...DEFAULT_SETTINGS, direction: "rtl" }).direction).toBe("ltr");
  });

  it("accepts only http(s) URLs and same-origin paths as a custom favicon", () => {
    expect(readStoredFaviconUrl(storageWith({ faviconUrl: "https://cdn.example.com/icon.png" }))).toBe(
      "https://cdn.example.com/icon.png",
    );
    expect(readStoredFaviconUrl(storageWith({ faviconUrl: "/uploads/icon.png" }))).toBe("/uploads/icon.png");
    for (const value of ["javascript:alert(1)", "//evil.example.com/x.png", "data:image/png;base64,AAAA", ""]) {
      expect(readStoredFaviconUrl(storageWith({ faviconUrl: value }))).toBeNull();
    }
  });
});

/** index.html applies the same settings before the first paint; this runs its script and compares. */
describe("index.html's boot script", () => {
  const html = readFileSync(path.join(import.meta.dirname, "../../index.html"), "utf8");
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";
  const originalLanguages = navigator.languages;

  afterEach(() => {
    Object.defineProperty(navigator, "languages", { value: originalLanguages, configurable: true });
    document.head.innerHTML = "";
    for (const name of ["lang", "dir", "data-color-scheme", "data-contrast"])
      document.documentElement.removeAttribute(name);
  });

  const cases: { name: string; storage: Record<string, string>; languages: string[] }[] = [
    { name: "nothing stored", storage: {}, languages: ["en-US"] },
    { name: "an Arabic browser", storage: {}, languages: ["ar-EG", "en"] },
    { name: "a French browser", storage: {}, languages: ["fr-FR", "de"] },
    {
      name: "Arabic chosen, direction stored ltr",
      storage: { "app-language": "ar", [SETTINGS_STORAGE_KEY]: '{"direction":"ltr"}' },
      languages: ["en"],
    },
    {
      name: "Arabic chosen after an English visit",
      storage: { "app-language": "ar", [SETTINGS_STORAGE_KEY]: '{"direction":"ltr","directionFollowsLanguage":true}' },
      languages: ["en"],
    },
    {
      name: "dark, high contrast",
      storage: { [SETTINGS_STORAGE_KEY]: '{"colorScheme":"dark","contrast":"high"}' },
      languages: ["en"],
    },
    { name: "theme-mode only", storage: { [THEME_MODE_STORAGE_KEY]: "dark" }, languages: ["en"] },
    {
      name: "garbage",
      storage: { [SETTINGS_STORAGE_KEY]: "{oops", "app-language": "xx", [THEME_MODE_STORAGE_KEY]: "blue" },
      languages: [],
    },
  ];

  it.each(cases)("agrees with the app for $name", ({ storage, languages }) => {
    expect(script).toContain("app-settings");
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    Object.defineProperty(navigator, "languages", { value: languages, configurable: true });
    new Function(script)();

    const language = readStoredLanguage(localStorage, languages);
    const settings = readStoredSettings(localStorage, { ...DEFAULT_SETTINGS, direction: languageDirection(language) });
    const root = document.documentElement;
    expect(root.lang).toBe(language);
    expect(root.dir).toBe(settings.direction);
    expect(root.dataset.colorScheme).toBe(settings.colorScheme);
    expect(root.dataset.contrast).toBe(settings.contrast);
  });

  it("puts a stored favicon on the page icon, and ignores an unsafe one", () => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
    localStorage.setItem("faviconUrl", "/uploads/custom.png");
    new Function(script)();
    const link = document.querySelector<HTMLLinkElement>("link[rel='icon']");
    expect(link?.getAttribute("href")).toBe("/uploads/custom.png");
    expect(link?.hasAttribute("type")).toBe(false);

    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" />';
    localStorage.setItem("faviconUrl", "javascript:alert(1)");
    new Function(script)();
    expect(document.querySelector("link[rel='icon']")?.getAttribute("href")).toBe("/favicon.svg");
  });
});

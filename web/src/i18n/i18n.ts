import i18next, { type BackendModule, type ReadCallback, type ResourceStore } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from "./languages";
import { numbersInTexts } from "./numbers-in-texts";
import { englishResources, type LateNamespace, NAMESPACES } from "./resources";

type Loader = () => Promise<{ default: Record<string, unknown> }>;
/** Every translation but English, one lazy chunk per language and namespace. */
const translations = import.meta.glob<{ default: Record<string, unknown> }>(["../locales/*/*.ts", "!../locales/en/*"]);

/** An i18next backend over the lazy chunks above (English never reaches it: it is bundled). */
const lazyTranslations: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load: Loader | undefined = translations[`../locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

/** English of late namespaces registered before i18next started (kept for its init). */
const earlyRegistered: Record<string, object> = {};

/**
 * Adds the English texts of a late namespace (resources.ts): called by the feature module that imports them, so
 * they arrive with the feature's chunk and are in place before any of its components renders.
 */
export function registerEnglish(namespace: LateNamespace, texts: object): void {
  // The store exists from the moment init() is called (main.tsx calls it before rendering anything).
  if ((i18n.store as ResourceStore | undefined) === undefined) earlyRegistered[namespace] = texts;
  else i18n.addResourceBundle("en", namespace, texts, true, true);
}

/**
 * Starts i18next in the given language. English is ready at once; another language's texts arrive as chunks, and
 * components reading them suspend until then (the app's Suspense boundary shows the loader).
 */
export function initI18n(language: LanguageCode = DEFAULT_LANGUAGE): Promise<unknown> {
  return i18n
    .use(lazyTranslations)
    .use(numbersInTexts)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((entry) => entry.code),
      ns: NAMESPACES,
      defaultNS: "common",
      // A copy: i18next writes late bundles into the object it is given.
      resources: { en: { ...englishResources, ...earlyRegistered } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes what it renders
      returnNull: false,
      react: { useSuspense: true },
    });
}

/**
 * A message of the shared schemas or the API (English text, e.g. "The email field is required.") in the current
 * language, or as it came when no translation is known.
 */
export function translateMessage(message: string): string {
  return i18n.t(message as never, {
    ns: "validation",
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  }) as string;
}

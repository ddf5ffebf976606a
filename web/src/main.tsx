import "@fontsource-variable/public-sans";
import "@fontsource-variable/inter";
import "@fontsource-variable/dm-sans";
import "@fontsource-variable/nunito-sans";
import "@fontsource-variable/noto-sans-arabic";
import { preloadCurrentPage } from "./app/preload-current-page";
import { currentUserRequest } from "./features/auth/start-up";
import { checkSubdomainRequest, isCompanySubdomain } from "./features/tenancy/start-up";
import { languageDirection, readStoredLanguage } from "./i18n/languages";
import { getAppDomain } from "./lib/env";
import { DEFAULT_SETTINGS, readStoredSettings, safeLocalStorage } from "./settings/settings";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// Everything the first screen waits for starts now, in parallel: its code, the session and the tenant.
preloadCurrentPage(window.location.pathname);
currentUserRequest.start();
if (isCompanySubdomain(window.location.hostname, getAppDomain())) checkSubdomainRequest.start();

// The stored settings and language apply to the very first render, so nothing switches after it.
const storage = safeLocalStorage();
const language = readStoredLanguage(storage, navigator.languages);
const settings = readStoredSettings(storage ?? { getItem: () => null }, {
  ...DEFAULT_SETTINGS,
  direction: languageDirection(language),
});

// The app itself (React, MUI, i18n) is a chunk of its own: its evaluation runs as a task after this one, so the
// requests above are on their way before the main thread is busy.
void import("./app/mount").then(({ mountApp }) => mountApp(container, language, settings));

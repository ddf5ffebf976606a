import auth from "../locales/en/auth";
import common from "../locales/en/common";
import companies from "../locales/en/companies";
import shell from "../locales/en/shell";
import support from "../locales/en/support";
import training from "../locales/en/training";
import users from "../locales/en/users";

/**
 * The English texts, bundled with the app: English is the default and every other language falls back to it.
 * Other languages are separate chunks (locales/<code>/<namespace>.ts), fetched when chosen. One namespace per
 * feature, named as the feature; `validation` (messages of the shared schemas and the API) is translated by text.
 */
export const englishResources = { common, shell, auth, users, companies, support, training };

export type Namespace = keyof typeof englishResources | "validation";
export const NAMESPACES = [...Object.keys(englishResources), "validation"] as Namespace[];

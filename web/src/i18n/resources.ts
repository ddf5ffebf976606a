import type analytics from "../locales/en/analytics";
import auth from "../locales/en/auth";
import common from "../locales/en/common";
import type companies from "../locales/en/companies";
import type dashboard from "../locales/en/dashboard";
import type kiosks from "../locales/en/kiosks";
import type notifications from "../locales/en/notifications";
import type orders from "../locales/en/orders";
import type products from "../locales/en/products";
import type promoCodes from "../locales/en/promoCodes";
import type restock from "../locales/en/restock";
import shell from "../locales/en/shell";
import type statements from "../locales/en/statements";
import type support from "../locales/en/support";
import type training from "../locales/en/training";
import type users from "../locales/en/users";
import type visits from "../locales/en/visits";

/**
 * The English texts bundled with the app: English is the default and every other language falls back to it.
 * Other languages are separate chunks (locales/<code>/<namespace>.ts), fetched when chosen. One namespace per
 * feature, named as the feature; `validation` (messages of the shared schemas and the API) is translated by text.
 */
export const englishResources = { common, shell, auth };

/**
 * Namespaces of pages opened only once signed in: their English travels with the feature's own chunk (it registers
 * them with `registerEnglish`), so the sign-in page does not download them.
 */
export const LATE_NAMESPACES = [
  "users",
  "companies",
  "support",
  "training",
  "kiosks",
  "products",
  "analytics",
  "dashboard",
  "orders",
  "promoCodes",
  "notifications",
  "restock",
  "visits",
  "statements",
] as const;
export type LateNamespace = (typeof LATE_NAMESPACES)[number];

/** Every English namespace, bundled or late: the source of the typed keys (i18next.d.ts). */
export type EnglishResources = typeof englishResources & {
  users: typeof users;
  companies: typeof companies;
  support: typeof support;
  training: typeof training;
  kiosks: typeof kiosks;
  products: typeof products;
  analytics: typeof analytics;
  dashboard: typeof dashboard;
  orders: typeof orders;
  promoCodes: typeof promoCodes;
  notifications: typeof notifications;
  restock: typeof restock;
  visits: typeof visits;
  statements: typeof statements;
};

export type Namespace = keyof EnglishResources | "validation";
export const NAMESPACES = [...Object.keys(englishResources), ...LATE_NAMESPACES, "validation"] as Namespace[];

/**
 * Spec section 1: a company without a colour of its own is shown in this one. Kept apart from the zod schemas: the web
 * app's first chunk needs this constant, and a module is bundled whole, schemas (and zod) included.
 */
export const DEFAULT_PRIMARY_COLOR = "#DF7F8C";

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";

/**
 * The shape a translation must have: every key of the English original, each a string. TypeScript refuses a
 * translation that misses a key, so a language is complete or the build fails. Plural forms the original lacks
 * (Arabic has six: zero, one, two, few, many, other) may be added to any plural key.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & {
  [key: `${string}_${PluralSuffix}`]: string;
};

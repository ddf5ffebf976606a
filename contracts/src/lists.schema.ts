import { z } from "zod";

/** Paging every list endpoint accepts (`?page&per_page`), defaults as the seed's company list (10 a page). */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: "The page must be a number." })
    .int("The page must be a whole number.")
    .min(1, "The page must be at least 1.")
    .max(1_000_000, "The page is too large.")
    .default(1),
  per_page: z.coerce
    .number({ error: "The per page must be a number." })
    .int("The per page must be a whole number.")
    .min(1, "The per page must be at least 1.")
    .max(MAX_PER_PAGE, `The per page must not be greater than ${MAX_PER_PAGE}.`)
    .default(DEFAULT_PER_PAGE),
});

export const sortOrderSchema = z.enum(["asc", "desc"], { error: "The order must be asc or desc." });

export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

export function pageMeta(total: number, page: number, perPage: number): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage };
}

/** A free-text search box: trimmed, bounded. */
export const searchSchema = z
  .string()
  .trim()
  .max(200, "The search must not be greater than 200 characters.")
  .optional();

/** The API's answer envelopes: one record or a list under `data`, and a page of a list with its `meta`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });

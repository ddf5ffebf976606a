import { z } from "zod";
import { isQueryDay } from "./calendar.js";
import { COMPANY_IMAGE_ACCEPT, imageRefSchema, MAX_IMAGE_BYTES } from "./companies.schema.js";
import { pageQuerySchema, searchSchema, sortOrderSchema } from "./lists.schema.js";
import { isSingleLine } from "./text.js";
import { uploadFormSchema } from "./uploads.schema.js";

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_SKU_MAX = 64;
export const PRODUCT_CATEGORY_MAX = 60;
export const PRODUCT_DESCRIPTION_MAX = 2000;
/** 100,000.00 in the company's currency: far above any cup of frozen yogurt, far below integer limits. */
export const PRODUCT_PRICE_MAX_CENTS = 10_000_000;

/** A SKU: letters, digits, dots, hyphens and underscores, starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const productSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  sku: z.string(),
  category: z.string(),
  description: z.string(),
  price_cents: z.number().int(),
  /**
   * The cost in force today in the company's timezone (decision 043); null when none is set, or for a caller
   * without `view sales`, who sees no costs.
   */
  cost_cents: z.number().int().nullable(),
  active: z.boolean(),
  image: imageRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_SORT_FIELDS = ["name", "sku", "category", "price_cents", "created_at"] as const;

/** A yes/no filter as a query string carries it. */
const booleanFilter = (message: string) =>
  z
    .enum(["true", "false", "1", "0"], { error: message })
    .transform((value) => value === "true" || value === "1")
    .optional();

/** `GET /api/products`: paging, sorting, a search over name and SKU, category and active filters. */
export const productListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(PRODUCT_SORT_FIELDS, { error: "The sort field is invalid." }).default("name"),
  order: sortOrderSchema.default("asc"),
  search: searchSchema,
  category: z.string().trim().max(PRODUCT_CATEGORY_MAX, "The category filter is too long.").optional(),
  active: booleanFilter("The active filter must be true or false."),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

const singleLine = (label: string, max: number, required: boolean) => {
  const base = z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .max(max, `The ${label} must not be greater than ${max} characters.`)
    .refine(isSingleLine, `The ${label} must be a single line of text.`);
  return required ? base.min(1, `The ${label} field is required.`) : base;
};

/** Multipart text fields arrive as strings: whole cents, as digits. */
const priceCents = z
  .string({ error: "The price field is required." })
  .trim()
  .min(1, "The price field is required.")
  .regex(/^\d+$/, "The price must be a whole number of cents.")
  .transform(Number)
  .pipe(
    z.number().max(PRODUCT_PRICE_MAX_CENTS, `The price must not be greater than ${PRODUCT_PRICE_MAX_CENTS} cents.`),
  );

/** A cost from the form: set from today on when it differs from the one in force (decision 043). */
const costCents = z
  .string({ error: "The cost must be a whole number of cents." })
  .trim()
  .regex(/^\d+$/, "The cost must be a whole number of cents.")
  .transform(Number)
  .pipe(z.number().max(PRODUCT_PRICE_MAX_CENTS, `The cost must not be greater than ${PRODUCT_PRICE_MAX_CENTS} cents.`));

const activeFlag = z
  .enum(["1", "0", "true", "false"], { error: "The active field must be 1 or 0." })
  .transform((value) => value === "1" || value === "true");

/**
 * The text fields of the multipart create/edit form (`POST /api/products`, `POST /api/products/{id}`); the image
 * (field `image`) is checked by the server from its bytes, `remove_image=1` clears it. Unknown fields are refused.
 */
export const productFieldsSchema = z.strictObject({
  name: singleLine("name", PRODUCT_NAME_MAX, true),
  sku: singleLine("SKU", PRODUCT_SKU_MAX, true).refine(
    (value) => value === "" || SKU_PATTERN.test(value),
    "The SKU may only contain letters, digits, dots, hyphens and underscores.",
  ),
  category: singleLine("category", PRODUCT_CATEGORY_MAX, false).optional(),
  description: z
    .string()
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, `The description must not be greater than ${PRODUCT_DESCRIPTION_MAX} characters.`)
    .refine((value) => !value.includes("\u0000"), "The description must not contain null characters.")
    .optional(),
  price_cents: priceCents,
  cost_cents: costCents.optional(),
  active: activeFlag.optional(),
});

/** Editing: every field optional; a field left out keeps its value. */
export const productUpdateFieldsSchema = productFieldsSchema.partial();
export type ProductUpdateFields = z.infer<typeof productUpdateFieldsSchema>;

export const PRODUCT_IMAGE_FIELD = "image";

export const PRODUCT_MESSAGES = {
  skuTaken: "The SKU has already been taken.",
  created: "Product created successfully",
  updated: "Product updated successfully",
  deleted: "Product deleted successfully",
  archived: "The product has sales, so it was archived: its sales keep their name and price.",
  deleteFailed: "Failed to delete product",
  saveFailed: "Failed to save product",
} as const;

/** `DELETE /api/products/{id}` answers how the product went: erased, or archived because it was sold. */
export const productDeletionSchema = z.object({ outcome: z.enum(["deleted", "archived"]), message: z.string() });
export type ProductDeletion = z.infer<typeof productDeletionSchema>;

/** The create and edit forms as the API documents them: the fields and the picture (see uploadFormSchema). */
const productImageRules = { accept: COMPANY_IMAGE_ACCEPT, maxBytes: MAX_IMAGE_BYTES };
export const productCreateFormSchema = uploadFormSchema(productFieldsSchema, [PRODUCT_IMAGE_FIELD], productImageRules);
export const productUpdateFormSchema = uploadFormSchema(
  productUpdateFieldsSchema,
  [PRODUCT_IMAGE_FIELD],
  productImageRules,
);

/** One cost of a product's history (`GET /api/products/{id}/costs`): from `effective_from` (a local date) on. */
export const productCostSchema = z.object({
  cost_cents: z.number().int(),
  effective_from: z.string(),
  /** When it was set (UTC, ISO-8601). */
  created_at: z.string(),
});
export type ProductCost = z.infer<typeof productCostSchema>;

/** `POST /api/products/{id}/costs`: a cost from a local date on (the same date again replaces that day's cost). */
export const createProductCostSchema = z.object({
  cost_cents: z
    .number({ error: "The cost must be a number." })
    .int("The cost must be a whole number of cents.")
    .min(0, "The cost must not be negative.")
    .max(PRODUCT_PRICE_MAX_CENTS, `The cost must not be greater than ${PRODUCT_PRICE_MAX_CENTS} cents.`),
  effective_from: z
    .string({ error: "The effective from field is required." })
    .refine(isQueryDay, "The effective from date must be a day as YYYY-MM-DD."),
});
export type CreateProductCostInput = z.infer<typeof createProductCostSchema>;

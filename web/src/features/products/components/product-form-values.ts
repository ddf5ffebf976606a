import { PRODUCT_IMAGE_FIELD, PRODUCT_PRICE_MAX_CENTS, type Product, productFieldsSchema } from "@froyo/contracts";
import { z } from "zod";
import type { ImageChoice } from "../../../components/form/image-choice";
import { decimalToMinor, minorToDecimal } from "../../../lib/money";

const { name, sku, category, description } = productFieldsSchema.shape;

/**
 * The shared schema's rules for the text fields (every one filled in the form, empty when unused), with the price
 * as people type it ("4.50", in the currency's `digits`) instead of the API's whole cents. `messages` are the
 * price's own refusals, already in the interface's language.
 */
export function productFormSchema(digits: number, messages: { invalid: string; tooHigh: string }) {
  return z.object({
    name,
    sku,
    category: category.unwrap(),
    description: description.unwrap(),
    price: z
      .string()
      .trim()
      .min(1, "The price field is required.")
      .refine((value) => decimalToMinor(value, digits) !== null, messages.invalid)
      .refine((value) => (decimalToMinor(value, digits) ?? 0) <= PRODUCT_PRICE_MAX_CENTS, messages.tooHigh),
    active: z.boolean(),
  });
}
export type ProductFormValues = z.infer<ReturnType<typeof productFormSchema>>;

export const TEXT_FIELDS = ["name", "sku", "category", "description", "price"] as const;
/** The server names the price by its cents; the form holds it as a decimal. */
export const FIELD_ALIASES = { price_cents: "price" } as const;

export function productFormValues(product: Product | null, digits: number): ProductFormValues {
  return {
    name: product?.name ?? "",
    sku: product?.sku ?? "",
    category: product?.category ?? "",
    description: product?.description ?? "",
    price: product ? minorToDecimal(product.price_cents, digits) : "",
    active: product?.active ?? true,
  };
}

/** The API's text fields: the price in whole cents as digits, active as 1/0. */
function apiFields(values: ProductFormValues, digits: number): Record<string, string> {
  return {
    name: values.name,
    sku: values.sku,
    category: values.category,
    description: values.description,
    price_cents: String(decimalToMinor(values.price, digits)),
    active: values.active ? "1" : "0",
  };
}

/**
 * The multipart body. Creating: every field. Editing (`product` given): only what changed, so a field someone else
 * changed meanwhile is not overwritten; null when nothing changed. Then the picture, or its removal.
 */
export function productFormData(
  values: ProductFormValues,
  image: ImageChoice,
  digits: number,
  product: Product | null,
): FormData | null {
  const form = new FormData();
  const before = product ? apiFields(productFormValues(product, digits), digits) : {};
  for (const [field, value] of Object.entries(apiFields(values, digits))) {
    if (before[field] !== value) form.append(field, value);
  }
  if (image.file) form.append(PRODUCT_IMAGE_FIELD, image.file);
  else if (product && image.remove) form.append(`remove_${PRODUCT_IMAGE_FIELD}`, "1");
  return product && [...form.keys()].length === 0 ? null : form;
}

/** Server errors of the picture (or its removal flag) belong under the picture, not a text field. */
export const imageErrorOf = (key: string) =>
  key === PRODUCT_IMAGE_FIELD || key === `remove_${PRODUCT_IMAGE_FIELD}` ? PRODUCT_IMAGE_FIELD : undefined;

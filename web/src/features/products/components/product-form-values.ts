import { PRODUCT_IMAGE_FIELD, PRODUCT_PRICE_MAX_CENTS, type Product, productFieldsSchema } from "@froyo/contracts";
import { z } from "zod";
import type { ImageChoice } from "../../../components/form/image-choice";
import { decimalToMinor, minorToDecimal } from "../../../lib/money";

const { name, sku, category, description } = productFieldsSchema.shape;

/** An amount's own refusals, already in the interface's language. */
export interface AmountMessages {
  invalid: string;
  tooHigh: string;
}

/** An amount as people type it ("4.50", in the currency's `digits`); "" passes (the caller decides if it may). */
export function amountField(digits: number, messages: AmountMessages) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || decimalToMinor(value, digits) !== null, messages.invalid)
    .refine((value) => (decimalToMinor(value, digits) ?? 0) <= PRODUCT_PRICE_MAX_CENTS, messages.tooHigh);
}

/**
 * The shared schema's rules for the text fields (every one filled in the form, empty when unused), with the price
 * and the cost as people type them instead of the API's whole cents. The cost is optional: left empty, the cost in
 * force stays.
 */
export function productFormSchema(digits: number, messages: { price: AmountMessages; cost: AmountMessages }) {
  return z.object({
    name,
    sku,
    category: category.unwrap(),
    description: description.unwrap(),
    price: z.string().trim().min(1, "The price field is required.").pipe(amountField(digits, messages.price)),
    cost: amountField(digits, messages.cost),
    active: z.boolean(),
  });
}
export type ProductFormValues = z.infer<ReturnType<typeof productFormSchema>>;

export const TEXT_FIELDS = ["name", "sku", "category", "description", "price", "cost"] as const;
/** The server names the amounts by their cents; the form holds them as decimals. */
export const FIELD_ALIASES = { price_cents: "price", cost_cents: "cost" } as const;

export function productFormValues(product: Product | null, digits: number): ProductFormValues {
  return {
    name: product?.name ?? "",
    sku: product?.sku ?? "",
    category: product?.category ?? "",
    description: product?.description ?? "",
    price: product ? minorToDecimal(product.price_cents, digits) : "",
    cost: product?.cost_cents == null ? "" : minorToDecimal(product.cost_cents, digits),
    active: product?.active ?? true,
  };
}

/**
 * The API's text fields: the amounts in whole cents as digits, active as 1/0. An empty cost is left out: the API
 * keeps the cost in force (a cost history has no "none from today").
 */
function apiFields(values: ProductFormValues, digits: number): Record<string, string> {
  const cost = values.cost.trim() === "" ? null : decimalToMinor(values.cost, digits);
  return {
    name: values.name,
    sku: values.sku,
    category: values.category,
    description: values.description,
    price_cents: String(decimalToMinor(values.price, digits)),
    ...(cost === null ? {} : { cost_cents: String(cost) }),
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

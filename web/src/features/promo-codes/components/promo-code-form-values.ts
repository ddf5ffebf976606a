import {
  type CreatePromoCodeInput,
  createPromoCodeSchema,
  endInstantOfLocal,
  instantOfLocal,
  isLocalDateTime,
  localDateTimeAt,
  localEndAt,
  PROMO_CODE_MESSAGES,
  type PromoCode,
  type UpdatePromoCodeInput,
  WINDOW_LAST_MINUTE_MS,
} from "@froyo/contracts";
import { z } from "zod";
import { decimalToMinor, minorToDecimal } from "../../../lib/money";

const { code, description, timezone } = createPromoCodeSchema.shape;

/** The form's own refusals, already in the interface's language (the shared schema's come in English). */
export interface PromoFormMessages {
  percentRange: string;
  amountInvalid: string;
  wholeNumber: string;
}

const isWholeAtLeastOne = (value: string) => /^\d{1,8}$/.test(value.trim()) && Number(value) >= 1;

/**
 * The shared schema's rules, with amounts as people type them ("4.50" in the currency's `digits`) and limits and
 * times as text (empty: none). Local times are checked in the chosen zone as the server checks them.
 */
export function promoFormSchema(digits: number, messages: PromoFormMessages) {
  const limit = z.string().refine((value) => value.trim() === "" || isWholeAtLeastOne(value), messages.wholeNumber);
  const local = (message: string) => z.string().refine((value) => value === "" || isLocalDateTime(value), message);
  return z
    .object({
      code,
      description: description.unwrap(),
      discount_kind: z.enum(["percent", "amount"]),
      percent_off: z.string(),
      amount_off: z.string(),
      min_order: z
        .string()
        .refine((value) => value.trim() === "" || decimalToMinor(value, digits) !== null, messages.amountInvalid),
      timezone,
      starts_at_local: local("The start must be a date and time as YYYY-MM-DDTHH:mm between 2000 and 2099."),
      ends_at_local: local("The end must be a date and time as YYYY-MM-DDTHH:mm between 2000 and 2099."),
      max_uses: limit,
      max_uses_per_kiosk: limit,
      kiosk_ids: z.array(z.string()),
      active: z.boolean(),
    })
    .superRefine((values, context) => {
      const problem = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
      if (values.discount_kind === "percent") {
        const percent = Number(values.percent_off);
        if (!/^\d{1,3}$/.test(values.percent_off.trim()) || percent < 1 || percent > 100) {
          problem("percent_off", messages.percentRange);
        }
      } else if ((decimalToMinor(values.amount_off, digits) ?? 0) < 1) {
        problem("amount_off", messages.amountInvalid);
      }
      const starts = values.starts_at_local && instantOfLocal(values.starts_at_local, values.timezone);
      const ends = values.ends_at_local && endInstantOfLocal(values.ends_at_local, values.timezone);
      if (starts === null) problem("starts_at_local", PROMO_CODE_MESSAGES.timeSkipped);
      if (ends === null) problem("ends_at_local", PROMO_CODE_MESSAGES.timeSkipped);
      if (typeof starts === "number" && typeof ends === "number" && ends - WINDOW_LAST_MINUTE_MS <= starts) {
        problem("ends_at_local", PROMO_CODE_MESSAGES.endBeforeStart);
      }
    });
}
export type PromoFormValues = z.infer<ReturnType<typeof promoFormSchema>>;

export const FORM_FIELDS = [
  "code",
  "description",
  "percent_off",
  "amount_off",
  "min_order",
  "timezone",
  "starts_at_local",
  "ends_at_local",
  "max_uses",
  "max_uses_per_kiosk",
  "kiosk_ids",
] as const;
/** The server names amounts by their cents; the form holds them as decimals. */
export const FIELD_ALIASES = { amount_off_cents: "amount_off", min_order_cents: "min_order" } as const;

const localOf = (instant: string | null, zone: string) => (instant ? localDateTimeAt(instant, zone) : "");
/** The end's last minute, which the form shows (the stored end is the minute after it). */
const localEndOf = (instant: string | null, zone: string) => (instant ? localEndAt(instant, zone) : "");
const limitText = (value: number | null) => (value === null ? "" : String(value));

export function promoFormValues(promo: PromoCode | null, digits: number, defaultTimezone: string): PromoFormValues {
  const zone = promo?.timezone ?? defaultTimezone;
  return {
    code: promo?.code ?? "",
    description: promo?.description ?? "",
    discount_kind: promo?.amount_off_cents != null ? "amount" : "percent",
    percent_off: promo?.percent_off != null ? String(promo.percent_off) : "",
    amount_off: promo?.amount_off_cents != null ? minorToDecimal(promo.amount_off_cents, digits) : "",
    min_order: promo ? minorToDecimal(promo.min_order_cents, digits) : "",
    timezone: zone,
    starts_at_local: localOf(promo?.starts_at ?? null, zone),
    ends_at_local: localEndOf(promo?.ends_at ?? null, zone),
    max_uses: limitText(promo?.max_uses ?? null),
    max_uses_per_kiosk: limitText(promo?.max_uses_per_kiosk ?? null),
    kiosk_ids: promo ? [...promo.kiosk_ids] : [],
    active: promo?.active ?? true,
  };
}

const limitOf = (text: string) => (text.trim() === "" ? null : Number(text));

/** The API's body for the values: every field (a create). */
export function promoBody(values: PromoFormValues, digits: number): CreatePromoCodeInput {
  const isPercent = values.discount_kind === "percent";
  return {
    code: values.code.trim(),
    description: values.description.trim(),
    percent_off: isPercent ? Number(values.percent_off) : null,
    amount_off_cents: isPercent ? null : decimalToMinor(values.amount_off, digits),
    min_order_cents: values.min_order.trim() === "" ? 0 : (decimalToMinor(values.min_order, digits) ?? 0),
    starts_at_local: values.starts_at_local || null,
    ends_at_local: values.ends_at_local || null,
    timezone: values.timezone,
    max_uses: limitOf(values.max_uses),
    max_uses_per_kiosk: limitOf(values.max_uses_per_kiosk),
    kiosk_ids: [...values.kiosk_ids].sort(),
    active: values.active,
  };
}

/**
 * An edit's body: only what changed, so a field someone else changed meanwhile is not overwritten; the discount as
 * a pair (one replaces the other). Null when nothing changed.
 */
export function promoChanges(values: PromoFormValues, promo: PromoCode, digits: number): UpdatePromoCodeInput | null {
  const before = promoBody(promoFormValues(promo, digits, promo.timezone), digits) as Record<string, unknown>;
  const after = promoBody(values, digits) as Record<string, unknown>;
  const changed = Object.keys(after).filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
  if (changed.includes("percent_off") || changed.includes("amount_off_cents")) {
    changed.push(...["percent_off", "amount_off_cents"].filter((key) => !changed.includes(key)));
  }
  if (changed.length === 0) return null;
  return Object.fromEntries(changed.map((key) => [key, after[key]])) as UpdatePromoCodeInput;
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I: read aloud at a counter, typed at a kiosk

/** A random code of `length` characters customers can read and type without confusing any two. */
export function generateCode(length = 8): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

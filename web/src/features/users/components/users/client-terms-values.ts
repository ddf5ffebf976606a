import { type ClientTerms, MONTHLY_FEE_MAX_CENTS, updateUserSchema } from "@froyo/contracts";
import { z } from "zod";
import { decimalToMinor, minorToDecimal } from "../../../../lib/money";

/*
 * A client's terms as the edit form holds them: the royalty as a percentage typed with up to two decimals ("6.25") and
 * the fee as an amount in the currency's digits ("250.00"), both converted to the API's numbers by string arithmetic
 * (lib/money.ts), never through floating point. Arabic-Indic digits and a decimal comma are accepted.
 */

/** Basis points in a percent: 6.25 % is 625. */
const PERCENT_DIGITS = 2;
const MAX_BASIS_POINTS = 100 * 10 ** PERCENT_DIGITS;

export interface TermsFormValues {
  royalty_percent: string;
  monthly_fee: string;
}

export const TERMS_FIELDS = ["royalty_percent", "monthly_fee"] as const;
/** The server names the fee by its cents; the form holds it as an amount. */
export const TERMS_FIELD_ALIASES = { monthly_fee_cents: "monthly_fee" } as const;

export function termsFormValues(terms: ClientTerms, digits: number): TermsFormValues {
  return {
    royalty_percent: minorToDecimal(Math.round(terms.royalty_percent * 10 ** PERCENT_DIGITS), PERCENT_DIGITS),
    monthly_fee: minorToDecimal(terms.monthly_fee_cents, digits),
  };
}

/** The API's terms from valid form values (the schema below has checked them). */
export function termsOf(values: TermsFormValues, digits: number): ClientTerms {
  return {
    royalty_percent: (decimalToMinor(values.royalty_percent, PERCENT_DIGITS) ?? 0) / 10 ** PERCENT_DIGITS,
    monthly_fee_cents: decimalToMinor(values.monthly_fee, digits) ?? 0,
  };
}

export const sameTerms = (a: ClientTerms, b: ClientTerms) =>
  a.royalty_percent === b.royalty_percent && a.monthly_fee_cents === b.monthly_fee_cents;

/** "-5" is a negative number, not a malformed one: it gets its own message. */
const isNegative = (text: string) => /^\s*-/.test(text) && decimalToMinor(text.replace(/^\s*-/, ""), 12) !== null;

export interface FeeMessages {
  invalid: string;
  tooHigh: string;
}

/**
 * The edit dialog's values: name and role as the shared schema checks them, and the terms (a client's only; absent
 * for staff) with the shared schema's messages where they fit and the fee's own (already translated) otherwise.
 */
export function editUserFormSchema(digits: number, fee: FeeMessages) {
  const { name, role_id } = updateUserSchema.shape;
  const royalty = z.string().superRefine((text, context) => {
    const basisPoints = decimalToMinor(text, PERCENT_DIGITS);
    let message: string | null = null;
    if (isNegative(text)) message = "The royalty percent must not be negative.";
    else if (basisPoints === null)
      message =
        decimalToMinor(text, 12) === null
          ? "The royalty percent must be a number."
          : "The royalty percent may have at most two decimals.";
    else if (basisPoints > MAX_BASIS_POINTS) message = "The royalty percent must not be greater than 100.";
    if (message) context.addIssue({ code: "custom", message });
  });
  const monthlyFee = z.string().superRefine((text, context) => {
    const cents = decimalToMinor(text, digits);
    let message: string | null = null;
    if (isNegative(text)) message = "The monthly fee must not be negative.";
    else if (cents === null) message = fee.invalid;
    else if (cents > MONTHLY_FEE_MAX_CENTS) message = fee.tooHigh;
    if (message) context.addIssue({ code: "custom", message });
  });
  return z.object({ name, role_id, royalty_percent: royalty.optional(), monthly_fee: monthlyFee.optional() });
}
export type EditUserFormValues = z.infer<ReturnType<typeof editUserFormSchema>>;

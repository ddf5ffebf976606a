import { z } from "zod";

/**
 * Franchise statements (issue 25 part 3, decision 043): each client's month, in the company's timezone, over the
 * kiosks they own: per kiosk gross sales, discounts, refunds and net (a sale counts in its kiosk's local day), the
 * royalty and monthly fee of the client's terms, adjustments for earlier months, and the amount due. Money is in
 * integer cents of the company's currency. A statement is a draft while its month runs and until it is issued on
 * the 2nd of the next month; an issued statement never changes, and what arrives later for its month is an
 * adjustment on the next one.
 */

/** `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month statements may name: `YYYY-MM` from 1970-01 to 9999-11 (the next month must exist too). */
export const isStatementMonth = (month: string) =>
  MONTH_PATTERN.test(month) && month >= "1970-01" && month <= "9999-11";
export const STATEMENT_STATUSES = ["draft", "issued"] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** The most a monthly fee may be: 10,000,000.00 in the company's currency. */
export const MONTHLY_FEE_MAX_CENTS = 1_000_000_000;

export const statementKioskSchema = z.object({
  kiosk_id: z.string().uuid(),
  name: z.string(),
  /** Paid and refunded sales before discounts (the subtotals). */
  gross_cents: z.number().int(),
  discount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  /** gross − discounts − refunds: the kiosk's revenue net of refunds. */
  net_cents: z.number().int(),
});
export type StatementKiosk = z.infer<typeof statementKioskSchema>;

export const statementAdjustmentSchema = z.object({
  /** The earlier month it corrects, `YYYY-MM`. */
  month: z.string(),
  description: z.string(),
  /** Added to the amount due (negative: owed back to the client). */
  amount_cents: z.number().int(),
});
export type StatementAdjustment = z.infer<typeof statementAdjustmentSchema>;

export const statementSchema = z.object({
  /** Stable for a client and a month, draft or issued. */
  id: z.string(),
  month: z.string(),
  owner: z.object({ id: z.string().uuid(), name: z.string(), email: z.string() }),
  status: z.enum(STATEMENT_STATUSES),
  currency: z.string(),
  kiosks: z.array(statementKioskSchema),
  net_cents: z.number().int(),
  royalty_percent: z.number(),
  /** net × royalty_percent ÷ 100, rounded half away from zero to a cent. */
  royalty_cents: z.number().int(),
  monthly_fee_cents: z.number().int(),
  adjustments: z.array(statementAdjustmentSchema),
  /** What the client owes the company for the month: royalty + fee + adjustments. */
  amount_due_cents: z.number().int(),
  /** When it was issued (UTC, ISO-8601); null for a draft. */
  issued_at: z.string().nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementsQuerySchema = z.object({
  month: z
    .string({ error: "The month field is required." })
    .refine(isStatementMonth, "The month must be a month as YYYY-MM."),
  owner_id: z.string().uuid("The owner must be a valid id.").optional(),
});
export type StatementsQuery = z.infer<typeof statementsQuerySchema>;

/** A client's terms (`GET`/`PUT /api/users/{id}/terms`): what their statements charge. */
export const clientTermsSchema = z.object({
  /** Percent of net revenue, 0 to 100 with at most two decimals (6.25). */
  royalty_percent: z
    .number({ error: "The royalty percent must be a number." })
    .min(0, "The royalty percent must not be negative.")
    .max(100, "The royalty percent must not be greater than 100.")
    .refine(
      (percent) =>
        Number.isInteger(Math.round(percent * 100)) && Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6,
      "The royalty percent may have at most two decimals.",
    ),
  monthly_fee_cents: z
    .number({ error: "The monthly fee must be a number." })
    .int("The monthly fee must be a whole number of cents.")
    .min(0, "The monthly fee must not be negative.")
    .max(MONTHLY_FEE_MAX_CENTS, `The monthly fee must not be greater than ${MONTHLY_FEE_MAX_CENTS}.`),
});
export type ClientTerms = z.infer<typeof clientTermsSchema>;

import { z } from "zod";
import { pageQuerySchema } from "./lists.schema.js";

/** What a ticket is about. "Upgrade to Pro" is the one the upgrade banner pre-selects (seed section 2). */
export const SUPPORT_CATEGORIES = [
  "Technical issue",
  "Kiosk hardware",
  "Billing",
  "Feature request",
  "Upgrade to Pro",
  "Other",
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** A new ticket is `open`; support staff move it on. */
export const SUPPORT_TICKET_STATUSES = ["open", "in_progress", "resolved"] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5000;

/** Submissions per user per hour; the next one answers 429 with Retry-After. */
export const SUPPORT_TICKETS_PER_HOUR = 10;

/**
 * `POST /api/submit_support_ticket`. The company, author and status come from the session, never the body:
 * unknown fields are refused. The subject is one line (it becomes the email's subject).
 */
export const submitSupportTicketSchema = z.strictObject({
  subject: z
    .string({ error: "The subject field is required." })
    .trim()
    .min(1, "The subject field is required.")
    .max(SUPPORT_SUBJECT_MAX, `The subject must not be greater than ${SUPPORT_SUBJECT_MAX} characters.`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), "The subject must be a single line of text."),
  category: z.enum(SUPPORT_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? "The category field is required."
        : "The selected category is invalid.",
  }),
  message: z
    .string({ error: "The message field is required." })
    .trim()
    .min(1, "The message field is required.")
    .max(SUPPORT_MESSAGE_MAX, `The message must not be greater than ${SUPPORT_MESSAGE_MAX} characters.`)
    .refine((value) => !value.includes("\u0000"), "The message must not contain null characters."),
});
export type SubmitSupportTicketInput = z.infer<typeof submitSupportTicketSchema>;

/**
 * A ticket as its author sees it (`{data: ticket}` from the submit, `{data: [ticket…], meta}` from the list).
 * `category` is any string so tickets filed under a category retired later still read.
 */
export const supportTicketSchema = z.object({
  id: z.string().uuid(),
  subject: z.string(),
  category: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** `GET /api/support_tickets`: the signed-in user's own tickets, newest first, 10 a page by default. */
export const supportTicketListQuerySchema = pageQuerySchema;
export type SupportTicketListQuery = z.infer<typeof supportTicketListQuerySchema>;

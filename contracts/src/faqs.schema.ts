import { z } from "zod";

export const FAQS_MAX = 50;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;

/** One question and its answer, as `GET /api/faqs` and `GET|PUT /api/companies/{id}/faqs` answer them, in order. */
export const faqSchema = z.object({ question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

const text = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} must not be greater than ${max} characters.`)
    .refine((value) => !value.includes("\u0000"), `The ${field} must not contain null characters.`);

export const faqInputSchema = z.strictObject({
  question: text("question", FAQ_QUESTION_MAX),
  answer: text("answer", FAQ_ANSWER_MAX),
});

/**
 * `PUT /api/companies/{id}/faqs`: the company's whole list, in display order (it replaces the one stored). An
 * empty list means "none of its own": `GET /api/faqs` then answers `[]` and the web app shows its default FAQ.
 * Field errors are keyed like `faqs.3.answer`.
 */
export const companyFaqsInputSchema = z.strictObject({
  faqs: z
    .array(faqInputSchema, { error: "The faqs field is required." })
    .max(FAQS_MAX, `The faqs must not have more than ${FAQS_MAX} items.`),
});
export type CompanyFaqsInput = z.infer<typeof companyFaqsInputSchema>;

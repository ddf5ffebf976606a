import type { CompanyFaqsInput, Faq } from "@froyo/contracts";
import type { Path } from "react-hook-form";

export type FaqFormValues = CompanyFaqsInput;
export type FaqFieldPath = Path<FaqFormValues>;

export const EMPTY_FAQ: Faq = { question: "", answer: "" };

/** The inputs a list of `count` questions shows, named as the API keys its field errors ("faqs.3.answer"). */
export function faqFieldPaths(count: number): FaqFieldPath[] {
  return Array.from(
    { length: count },
    (_, index) => [`faqs.${index}.question`, `faqs.${index}.answer`] as const,
  ).flat();
}

/** Where focus goes once question `index` of `count` is removed: the one now in its place, else the one before. */
export function focusAfterRemoval(index: number, count: number): FaqFieldPath | null {
  const remaining = count - 1;
  if (remaining === 0) return null;
  return `faqs.${Math.min(index, remaining - 1)}.question`;
}

import type { CompanyFaqsInput } from "@froyo/contracts";

export type FaqField = "question" | "answer";

/** A question being edited: a stable key (the list reorders) and the English messages of its fields' errors. */
export interface FaqDraft {
  key: number;
  question: string;
  answer: string;
  errors: Partial<Record<FaqField, string>>;
}

export type FaqMove = "up" | "down";

/** The payload of PUT /api/companies/{id}/faqs, in the order shown. */
export function toFaqsInput(drafts: readonly FaqDraft[]): CompanyFaqsInput {
  return { faqs: drafts.map(({ question, answer }) => ({ question, answer })) };
}

export function moveDraft(drafts: readonly FaqDraft[], index: number, move: FaqMove): FaqDraft[] {
  const target = move === "up" ? index - 1 : index + 1;
  const moved = drafts[index];
  if (!moved || target < 0 || target >= drafts.length) return [...drafts];
  const next = drafts.filter((_, position) => position !== index);
  next.splice(target, 0, moved);
  return next;
}

const FIELD_KEY = /^faqs\.(\d+)\.(question|answer)$/;

/**
 * Puts errors keyed like the API's (`faqs.3.answer`, the first message of each) on the drafts they name; the rest
 * (`faqs` itself: too many items) come back for the form's alert. Earlier errors are cleared.
 */
export function placeFaqErrors(
  drafts: readonly FaqDraft[],
  errors: Readonly<Record<string, readonly string[]>>,
): { drafts: FaqDraft[]; unplaced: string[] } {
  const placed = drafts.map((draft) => ({ ...draft, errors: {} as FaqDraft["errors"] }));
  const unplaced: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const [, index, field] = FIELD_KEY.exec(key) ?? [];
    const draft = index === undefined ? undefined : placed[Number(index)];
    if (draft && field) draft.errors[field as FaqField] ??= message;
    else unplaced.push(message);
  }
  return { drafts: placed, unplaced };
}

/** zod's issues as the API keys its field errors ("faqs.0.question"). */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

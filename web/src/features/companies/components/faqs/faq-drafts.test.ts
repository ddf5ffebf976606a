import { describe, expect, it } from "vitest";
import { type FaqDraft, issuesByPath, moveDraft, placeFaqErrors, toFaqsInput } from "./faq-drafts";

const draft = (key: number): FaqDraft => ({ key, question: `Q${key}`, answer: `A${key}`, errors: {} });
const keys = (drafts: FaqDraft[]) => drafts.map((entry) => entry.key);

describe("FAQ drafts", () => {
  it("moves a question up or down, and not past either end", () => {
    const list = [draft(1), draft(2), draft(3)];
    expect(keys(moveDraft(list, 2, "up"))).toEqual([1, 3, 2]);
    expect(keys(moveDraft(list, 0, "down"))).toEqual([2, 1, 3]);
    expect(keys(moveDraft(list, 0, "up"))).toEqual([1, 2, 3]);
    expect(keys(moveDraft(list, 2, "down"))).toEqual([1, 2, 3]);
  });

  it("sends the questions alone, in order", () => {
    expect(toFaqsInput([draft(2), draft(1)])).toEqual({
      faqs: [
        { question: "Q2", answer: "A2" },
        { question: "Q1", answer: "A1" },
      ],
    });
  });

  it("puts errors keyed like faqs.1.answer on that question and returns the others", () => {
    const list = [{ ...draft(1), errors: { question: "Old." } }, draft(2)];
    const { drafts, unplaced } = placeFaqErrors(list, {
      "faqs.1.answer": ["Too long.", "Second."],
      "faqs.7.question": ["No such question."],
      faqs: ["Too many."],
    });
    expect(drafts.map((entry) => entry.errors)).toEqual([{}, { answer: "Too long." }]);
    expect(unplaced).toEqual(["No such question.", "Too many."]);
  });

  it("keys zod's issues as the API keys its errors", () => {
    expect(
      issuesByPath([
        { path: ["faqs", 0, "question"], message: "Required." },
        { path: ["faqs"], message: "Too many." },
      ]),
    ).toEqual({ "faqs.0.question": ["Required."], faqs: ["Too many."] });
  });
});

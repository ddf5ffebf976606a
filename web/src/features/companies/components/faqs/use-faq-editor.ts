import type { Faq } from "@froyo/contracts";
import { useEffect, useMemo, useRef, useState } from "react";
import { type FaqDraft, type FaqField, type FaqMove, moveDraft, placeFaqErrors } from "./faq-drafts";

type Focusable = HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement;
/** What should have focus after the next render: a field or move button of a question, or the add button. */
type FocusTarget = { key: number; part: FaqField | FaqMove } | "add" | null;

export interface FaqEditorActions {
  add(): void;
  change(key: number, field: FaqField, value: string): void;
  move(key: number, move: FaqMove): void;
  remove(key: number): void;
  /** Lets the editor focus an input or a move button of a question. */
  register(key: number, part: FaqField | FaqMove): (element: Focusable | null) => void;
}

/**
 * The FAQ being edited: the stored list once loaded (later answers do not overwrite the edits), the operations on
 * it, and where focus goes after each (a removed or moved question must not leave focus on nothing). The actions
 * are stable, so a keystroke re-renders one question, not all fifty.
 */
export function useFaqEditor(stored: readonly Faq[] | undefined) {
  const nextKey = useRef(0);
  const [drafts, setDrafts] = useState<FaqDraft[] | null>(null);
  const newDraft = (faq: Faq): FaqDraft => ({ ...faq, key: nextKey.current++, errors: {} });
  if (drafts === null && stored) setDrafts(stored.map(newDraft));
  const latest = useRef(drafts);
  latest.current = drafts;

  const elements = useRef(new Map<string, Focusable>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    setFocusTarget(null);
    if (focusTarget === "add") return addButton.current?.focus();
    const element = elements.current.get(`${focusTarget.key}.${focusTarget.part}`);
    // A move button at the list's edge is disabled: its twin takes focus.
    const twin = focusTarget.part === "up" ? "down" : focusTarget.part === "down" ? "up" : null;
    const fallback = twin ? elements.current.get(`${focusTarget.key}.${twin}`) : undefined;
    (element && !(element as HTMLButtonElement).disabled ? element : fallback)?.focus();
  }, [focusTarget]);

  const actions = useMemo<FaqEditorActions>(() => {
    const update = (change: (list: FaqDraft[]) => FaqDraft[]) => setDrafts((list) => change(list ?? []));
    const indexOf = (list: FaqDraft[], key: number) => list.findIndex((draft) => draft.key === key);
    return {
      add() {
        const key = nextKey.current++;
        update((list) => [...list, { key, question: "", answer: "", errors: {} }]);
        setFocusTarget({ key, part: "question" });
      },
      change(key, field, value) {
        update((list) =>
          list.map((draft) =>
            draft.key === key ? { ...draft, [field]: value, errors: { ...draft.errors, [field]: undefined } } : draft,
          ),
        );
      },
      move(key, move) {
        update((list) => moveDraft(list, indexOf(list, key), move));
        setFocusTarget({ key, part: move });
      },
      remove(key) {
        const list = latest.current ?? [];
        const next = list.filter((draft) => draft.key !== key);
        const neighbour = next[Math.min(indexOf(list, key), next.length - 1)];
        update((current) => current.filter((draft) => draft.key !== key));
        setFocusTarget(neighbour ? { key: neighbour.key, part: "question" } : "add");
      },
      register: (key, part) => (element) => {
        if (element) elements.current.set(`${key}.${part}`, element);
        else elements.current.delete(`${key}.${part}`);
      },
    };
  }, []);

  /** Shows errors keyed like `faqs.3.answer` under their fields, focusing the first; returns the others. */
  const showErrors = (errors: Readonly<Record<string, readonly string[]>>): string[] => {
    const { drafts: placed, unplaced } = placeFaqErrors(drafts ?? [], errors);
    setDrafts(placed);
    const first = placed.find((draft) => draft.errors.question || draft.errors.answer);
    if (first) setFocusTarget({ key: first.key, part: first.errors.question ? "question" : "answer" });
    return unplaced;
  };

  return { drafts, addButton, actions, showErrors };
}

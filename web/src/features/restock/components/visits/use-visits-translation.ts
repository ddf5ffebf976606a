import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../../../i18n/i18n";
import en from "../../../../locales/en/visits";
import { type DraftError, errorValues } from "./visit-form";

// The visits namespace's English ships with the restock feature's chunks, not with the sign-in page (resources.ts).
registerEnglish("visits", en);

/** `t` of the visits namespace; importing this module is what puts its English texts in place. */
export function useVisitsTranslation() {
  return useTranslation("visits");
}

/** The text of a draft's problem (visit-form.ts), its numbers in the interface's digits. */
export function useDraftErrorText(): (error: DraftError | undefined) => string | undefined {
  const { t } = useVisitsTranslation();
  // The key is one of `errors.*` (DraftError's key union); i18next's types cannot pair a union of keys with values.
  const text = t as unknown as (key: string, values: Record<string, string>) => string;
  return (error) => (error ? text(`errors.${error.key}`, errorValues(error)) : undefined);
}

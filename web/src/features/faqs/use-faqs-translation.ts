import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../i18n/i18n";
import en from "../../locales/en/training";

// The FAQ page's texts (and the default FAQ) live in the training namespace; features do not import each other,
// so this chunk registers that English itself (registering it twice is harmless).
registerEnglish("training", en);

/** `t` of the training namespace for the FAQ page; importing this module puts its English texts in place. */
export function useFaqsTranslation() {
  return useTranslation("training");
}

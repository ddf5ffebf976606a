import type { UpdateKioskInput } from "@froyo/contracts";
import type { TFunction } from "i18next";

/** The toast after an edit: enabling or disabling alone says which; anything else is "Kiosk updated". */
export function kioskUpdated(t: TFunction<"kiosks">, changes: UpdateKioskInput): string {
  if (Object.keys(changes).length === 1 && changes.active !== undefined) {
    return changes.active ? t("edit.enabled") : t("edit.disabled");
  }
  return t("toasts.updated");
}

import { DIGEST_HOUR, type NotificationEvent, OPENING_HOURS } from "@froyo/contracts";
import type { TFunction } from "i18next";

const hour = (value: number) => `${String(value).padStart(2, "0")}:00`;

/** What each event means, with the fixed hours it depends on (opening hours, the digest's hour) filled in. */
export function eventHint(t: TFunction<"notifications">, event: NotificationEvent): string {
  return t(`events.${event}.hint`, {
    open: hour(OPENING_HOURS.open),
    close: hour(OPENING_HOURS.close),
    time: hour(DIGEST_HOUR),
  });
}

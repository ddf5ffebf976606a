import type { PromoCode } from "@froyo/contracts";
import type { TFunction } from "i18next";
import { dateTimeFormat, isolated, numberFormat } from "../../../i18n/intl";
import { formatMinor } from "../../../lib/money";

/** How a code's figures read on screen, in the interface's language. */

/** "10% off" or "$1.50 off". */
export function formatDiscount(
  t: TFunction<"promoCodes">,
  code: Pick<PromoCode, "percent_off" | "amount_off_cents">,
  currency: string,
  language: string,
): string {
  if (code.percent_off !== null) {
    return t("format.percent", { value: isolated(numberFormat(language).format(code.percent_off), language) });
  }
  return t("format.amount", { value: formatMinor(code.amount_off_cents ?? 0, currency, language) });
}

/** "3 / 100", or "3 / no limit". */
export function formatUses(t: TFunction<"promoCodes">, uses: number, limit: number | null, language: string): string {
  const count = (value: number) => isolated(numberFormat(language).format(value), language);
  return t("format.uses", { uses: count(uses), limit: limit === null ? t("format.noLimit") : count(limit) });
}

/** An instant as the wall clock reads it in `timeZone`: "May 1, 2027, 12:00 AM". */
export function formatInZone(instant: string | number, timeZone: string, language: string): string {
  const format = dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone });
  return isolated(format.format(new Date(instant)), language);
}

/** The window in the code's own timezone, with the zone named: "May 1, 2027, 12:00 AM – … (Asia/Tokyo)". */
export function formatWindow(
  t: TFunction<"promoCodes">,
  code: Pick<PromoCode, "starts_at" | "ends_at" | "timezone">,
  language: string,
): string {
  const start = code.starts_at && formatInZone(code.starts_at, code.timezone, language);
  // The window's last minute, as it was written: a code "to 23:59" ends at 00:00.
  const end = code.ends_at && formatInZone(Date.parse(code.ends_at) - 60_000, code.timezone, language);
  if (!start && !end) return t("format.always");
  const window =
    start && end
      ? t("format.between", { start, end })
      : start
        ? t("format.from", { start })
        : t("format.until", { end });
  return t("format.inZone", { window, zone: code.timezone });
}

/** The zone this browser runs in: "the user's own zone" the form shows instants in. */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

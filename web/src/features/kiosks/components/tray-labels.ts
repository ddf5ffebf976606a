import type { Tray } from "@froyo/contracts";
import type { TFunction } from "i18next";
import { formatNumber } from "../../../lib/format-number";

/** A tray's meter texts in the interface's language: "Tray 2: 12 of 50, low" and "12 of 50". */
export function trayMeterTexts(t: TFunction<"kiosks">, tray: Tray): { label: string; valueText: string } {
  const values = {
    position: formatNumber(tray.position),
    level: formatNumber(tray.level),
    capacity: formatNumber(tray.capacity),
  };
  return {
    label: tray.is_low ? t("tray.meterLow", values) : t("tray.meter", values),
    valueText: t("tray.level", values),
  };
}

import { expectedEmptyHours } from "./demand-model.js";
import type { ForecastKiosk } from "./forecast.js";

/** Hours a kiosk's trays are expected to stand empty over the next day, summed (its lost selling time). */
const emptyHoursOfDay = (kiosk: ForecastKiosk) =>
  kiosk.trays.reduce((total, tray) => total + expectedEmptyHours(tray.level, tray.rates, kiosk.projection, 24), 0);

/**
 * Soonest `visit_by` first; the kiosks already due (a tray empty or as good as empty now) by the hours their trays
 * would stand empty over the next day, most first: they are all as late, and what they lose tells them apart. The
 * restock bench's simulated rounds rank the same way (sorting them by name starved some kiosks).
 */
export function byUrgency(kiosks: ForecastKiosk[], now: Date): ForecastKiosk[] {
  const nowIso = now.toISOString();
  const late = new Map(
    kiosks.filter((kiosk) => (kiosk.visitBy as string) <= nowIso).map((kiosk) => [kiosk.id, emptyHoursOfDay(kiosk)]),
  );
  return kiosks.sort((a, b) => {
    const lateA = late.get(a.id);
    const lateB = late.get(b.id);
    if (lateA !== undefined && lateB !== undefined && lateA !== lateB) return lateB - lateA;
    return (a.visitBy as string).localeCompare(b.visitBy as string) || a.name.localeCompare(b.name);
  });
}

import type { Visit } from "@froyo/contracts";

/** A visit's totals over its trays, as the lists show them. */
export function visitFigures(visit: Visit) {
  let added = 0;
  let shrinkage = 0;
  let waste = 0;
  for (const tray of visit.trays) {
    added += tray.added;
    shrinkage += tray.shrinkage;
    waste += tray.removed;
  }
  return { trays: visit.trays.length, added, shrinkage, waste };
}

/** A local calendar date (YYYY-MM-DD) `daysAgo` days before today, in the browser's time zone. */
export function localDate(daysAgo = 0, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  const month = String(day.getMonth() + 1).padStart(2, "0");
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, "0")}`;
}

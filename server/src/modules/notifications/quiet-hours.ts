import { instantOfLocal, localClock } from "@froyo/contracts";

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The first instant at or after the local time `minutes` past midnight of `date` (minutes may pass 1440: the next
 * day): that time's instant, or, when the clocks skip it (02:30 on a spring-forward night), the instant they jump.
 */
function instantAtOrAfter(date: string, minutes: number, timezone: string): number {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  for (let late = 0; late <= 180; late++) {
    const local = new Date(midnight + (minutes + late) * 60_000).toISOString().slice(0, 16);
    const instant = instantOfLocal(local, timezone);
    if (instant !== null) return instant;
  }
  throw new Error(`No local time near ${date} +${minutes} min in ${timezone}`);
}

/**
 * Inside quiet hours (`start` to `end`, local, possibly across midnight): the instant they end, the end time read
 * on the right local day in the user's zone (so on the nights the clocks change they end at that wall time, not an
 * hour off); null outside them.
 */
export function quietUntil(quiet: { start: string; end: string } | null, timezone: string, now: Date): Date | null {
  if (!quiet) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const local = localClock(now, timezone);
  const inside =
    start < end ? local.minutes >= start && local.minutes < end : local.minutes >= start || local.minutes < end;
  if (!inside) return null;
  // Before midnight in a span across it, the end is tomorrow's.
  const endMinutes = local.minutes >= end ? end + 1440 : end;
  return new Date(instantAtOrAfter(local.date, endMinutes, timezone));
}

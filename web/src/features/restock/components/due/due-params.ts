import { RESTOCK_WITHIN_HOURS } from "@froyo/contracts";

/** The due list's horizons: the rest of the viewer's day, or a fixed number of hours (the contract's). */
export const HORIZONS = ["today", ...RESTOCK_WITHIN_HOURS.map(String)] as ["today", "24", "48", "168"];
export type Horizon = (typeof HORIZONS)[number];
export const DEFAULT_HORIZON: Horizon = "24";

export function parseHorizon(value: string | null): Horizon {
  return HORIZONS.find((horizon) => horizon === value) ?? DEFAULT_HORIZON;
}

/** "Today" is the hours left until the viewer's local midnight, rounded up and at least 1 (the API's lower bound). */
export function horizonHours(horizon: Horizon, now: Date = new Date()): number {
  if (horizon !== "today") return Number(horizon);
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 3_600_000));
}

/** The query of GET /api/restock/due for a horizon and an owner ("" = every owner). */
export function toDueQuery(horizon: Horizon, ownerId: string, now: Date = new Date()): URLSearchParams {
  const query = new URLSearchParams({ within_hours: String(horizonHours(horizon, now)) });
  if (ownerId) query.set("owner_id", ownerId);
  return query;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A date as a `datetime-local` field's value, in the viewer's zone: "2026-12-02T15:00". */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The planned visit's default: the next full hour on the viewer's clock. */
export function nextFullHour(now: Date = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  return toDateTimeLocal(next);
}

/** A `datetime-local` value (the viewer's wall clock) as the instant the API takes, or null when it is not one. */
export function toVisitAt(value: string): string | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

import { ANALYTICS_GRANULARITIES, type AnalyticsGranularity } from "@froyo/contracts";
import {
  allowedGranularities,
  type DateRange,
  DEFAULT_PRESET,
  daysBetween,
  defaultGranularity,
  isIsoDate,
  MAX_RANGE_DAYS,
  PRESETS,
  type Preset,
  presetRange,
} from "./date-presets";

/**
 * The analytics page's state as it lives in the address bar (?range=7d&granularity=day&kiosk_id=…&product_id=…, and
 * from/to for a custom range), so a view survives a reload and can be shared. Parsing never fails: anything missing
 * or not allowed falls back to the default, and defaults stay out of the URL.
 */
export interface AnalyticsParams {
  preset: Preset;
  range: DateRange;
  granularity: AnalyticsGranularity;
  granularities: AnalyticsGranularity[];
  kioskId: string;
  productId: string;
}

const ID = /^[0-9a-f-]{36}$/i;

function customRange(query: URLSearchParams): DateRange | null {
  const from = query.get("from") ?? "";
  const to = query.get("to") ?? "";
  if (!isIsoDate(from) || !isIsoDate(to) || from > to) return null;
  return daysBetween({ from, to }) <= MAX_RANGE_DAYS ? { from, to } : null;
}

export function parseAnalyticsParams(query: URLSearchParams, timeZone: string, now = new Date()): AnalyticsParams {
  const asked = query.get("range");
  let preset: Preset = PRESETS.includes(asked as Preset) ? (asked as Preset) : DEFAULT_PRESET;
  let range = preset === "custom" ? customRange(query) : presetRange(preset, timeZone, now);
  if (!range) {
    preset = DEFAULT_PRESET;
    range = presetRange(DEFAULT_PRESET, timeZone, now) as DateRange;
  }
  const granularities = allowedGranularities(range);
  const chosen = query.get("granularity") as AnalyticsGranularity;
  const granularity =
    ANALYTICS_GRANULARITIES.includes(chosen) && granularities.includes(chosen) ? chosen : defaultGranularity(range);
  const id = (key: string) => {
    const value = query.get(key) ?? "";
    return ID.test(value) ? value : "";
  };
  return { preset, range, granularity, granularities, kioskId: id("kiosk_id"), productId: id("product_id") };
}

export interface AnalyticsChange {
  preset?: Preset;
  /** For a custom range. */
  range?: DateRange;
  granularity?: AnalyticsGranularity;
  kioskId?: string;
  productId?: string;
}

/** Writes a change over the current query; a new range drops a granularity it no longer allows. */
export function writeAnalyticsParams(
  current: URLSearchParams,
  params: AnalyticsParams,
  change: AnalyticsChange,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined, fallback = "") => {
    if (!value || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  const preset = change.preset ?? params.preset;
  set("range", preset, DEFAULT_PRESET);
  const range = preset === "custom" ? (change.range ?? params.range) : undefined;
  set("from", range?.from);
  set("to", range?.to);
  if (change.preset !== undefined || change.range !== undefined) next.delete("granularity");
  if (change.granularity !== undefined) set("granularity", change.granularity);
  if (change.kioskId !== undefined) set("kiosk_id", change.kioskId);
  if (change.productId !== undefined) set("product_id", change.productId);
  return next;
}

/** The query of GET /api/sales/data for these params. */
export function toAnalyticsQuery(params: AnalyticsParams): URLSearchParams {
  const query = new URLSearchParams({
    from: params.range.from,
    to: params.range.to,
    granularity: params.granularity,
  });
  if (params.kioskId) query.set("kiosk_id", params.kioskId);
  if (params.productId) query.set("product_id", params.productId);
  return query;
}

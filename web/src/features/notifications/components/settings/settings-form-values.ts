import {
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationSettings,
  notificationSettingsSchema,
} from "@froyo/contracts";
import { toNestErrors } from "@hookform/resolvers";
import type { Control, FieldError, FieldErrors, Resolver } from "react-hook-form";

/**
 * The events with a threshold, and its name: offline minutes, low tray percent, hours without a sale, hours ahead a
 * restock is due.
 */
export const THRESHOLDS = {
  kiosk_offline: "minutes",
  tray_low: "percent",
  no_sales: "hours",
  restock_due: "hours",
} as const;
export type ThresholdEvent = keyof typeof THRESHOLDS;

export const isThresholdEvent = (event: NotificationEvent): event is ThresholdEvent => event in THRESHOLDS;

type Channels = Record<NotificationChannel, boolean>;

/** The settings as the form holds them: thresholds as typed text, quiet hours with an on/off switch of their own. */
export interface SettingsFormValues {
  events: Record<Exclude<NotificationEvent, ThresholdEvent>, Channels> & {
    kiosk_offline: Channels & { minutes: string };
    tray_low: Channels & { percent: string };
    no_sales: Channels & { hours: string };
    restock_due: Channels & { hours: string };
  };
  quiet_hours: { on: boolean; start: string; end: string };
  timezone: string;
}

/** The form's control: values as typed in, the contract's settings once validated. */
export type SettingsControl = Control<SettingsFormValues, unknown, NotificationSettings>;

/** What a fresh quiet-hours switch proposes: the night. */
const DEFAULT_QUIET = { start: "22:00", end: "07:00" };

export function settingsFormValues(settings: NotificationSettings): SettingsFormValues {
  const { events, quiet_hours } = settings;
  return {
    events: {
      ...events,
      kiosk_offline: { ...events.kiosk_offline, minutes: String(events.kiosk_offline.minutes) },
      tray_low: {
        ...events.tray_low,
        percent: events.tray_low.percent === null ? "" : String(events.tray_low.percent),
      },
      no_sales: { ...events.no_sales, hours: String(events.no_sales.hours) },
      restock_due: { ...events.restock_due, hours: String(events.restock_due.hours) },
    },
    quiet_hours: { on: quiet_hours !== null, ...(quiet_hours ?? DEFAULT_QUIET) },
    timezone: settings.timezone,
  };
}

// People type digits the way their keyboard writes them: Arabic-Indic (٣٠) and Persian ones are read as 0–9.
const toAsciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });

/** Typed text → a number for the schema to judge; text that is no number stays NaN ("must be a number"). */
function numberOf(text: string): number {
  const trimmed = toAsciiDigits(text.trim());
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The body of PUT /api/settings/notifications (not yet validated: the schema does that, on both sides). */
export function settingsBody(values: SettingsFormValues): unknown {
  const { events } = values;
  return {
    events: {
      ...events,
      kiosk_offline: { ...events.kiosk_offline, minutes: numberOf(events.kiosk_offline.minutes) },
      // Empty = each tray's own low threshold.
      tray_low: {
        ...events.tray_low,
        percent: events.tray_low.percent.trim() ? numberOf(events.tray_low.percent) : null,
      },
      no_sales: { ...events.no_sales, hours: numberOf(events.no_sales.hours) },
      restock_due: { ...events.restock_due, hours: numberOf(events.restock_due.hours) },
    },
    quiet_hours: values.quiet_hours.on ? { start: values.quiet_hours.start, end: values.quiet_hours.end } : null,
    timezone: values.timezone,
  };
}

/** Restocking is heard of only with `view restock` (as the server decides): the others are not offered it. */
export const visibleEvents = (can: (permission: "view restock") => boolean): readonly NotificationEvent[] =>
  NOTIFICATION_EVENTS.filter((event) => event !== "restock_due" || can("view restock"));

/**
 * The API's error keys that name no field of the form (lib/split-field-errors.ts renames them): "start and end are
 * the same" is about the pair, shown under the end; a missing event's entry, under its first box.
 */
export const FIELD_ALIASES: Readonly<Record<string, string>> = {
  quiet_hours: "quiet_hours.end",
  ...Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [`events.${event}`, `events.${event}.inbox`])),
};

/** Every field the server's 422 may name, as the form calls them (lib/form-errors.ts). */
export const FORM_FIELDS = [
  ...NOTIFICATION_EVENTS.flatMap((event) => {
    const channels = (["inbox", "email", "push"] as const).map((channel) => `events.${event}.${channel}`);
    return isThresholdEvent(event) ? [...channels, `events.${event}.${THRESHOLDS[event]}`] : channels;
  }),
  "quiet_hours.start",
  "quiet_hours.end",
  "timezone",
] as never[];

/**
 * Validates with the contract's own schema, so the form shows the very messages the server would send (translated
 * like them), each under its field.
 */
export const settingsResolver: Resolver<SettingsFormValues, unknown, NotificationSettings> = (
  values,
  _context,
  options,
) => {
  const parsed = notificationSettingsSchema.safeParse(settingsBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".");
    const field = FIELD_ALIASES[key] ?? key;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
};

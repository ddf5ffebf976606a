import {
  type CreateVisitInput,
  type RemovedReason,
  type Tray,
  VISIT_NOTES_MAX,
  VISIT_TEMPERATURE_MAX,
  VISIT_TEMPERATURE_MIN,
} from "@froyo/contracts";
import { formatNumber } from "../../../../lib/format-number";

/** One tray as typed on the phone: numbers as text (a blank is "not counted" / 0), the reason once units go. */
export interface TrayDraft {
  counted: string;
  added: string;
  removed: string;
  reason: RemovedReason | "";
}

export interface VisitDraft {
  trays: Record<string, TrayDraft>;
  cleaned: boolean;
  temperature: string;
  notes: string;
}

/** A message of the visits namespace (its key under `errors`) with its values. */
export interface DraftError {
  key: "wholeNumber" | "countFirst" | "aboveCapacity" | "belowZero" | "reasonRequired" | "temperature" | "notesTooLong";
  values?: Record<string, number>;
}

export type TrayErrors = Partial<Record<keyof TrayDraft | "after", DraftError>>;

export interface DraftErrors {
  trays: Record<string, TrayErrors>;
  temperature?: DraftError;
  notes?: DraftError;
}

export const EMPTY_TRAY: TrayDraft = { counted: "", added: "", removed: "", reason: "" };

export function emptyDraft(): VisitDraft {
  return { trays: {}, cleaned: false, temperature: "", notes: "" };
}

/** A count typed as text: null when blank, NaN when not a whole number of at least 0. */
function count(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The tray's level after the visit (counted + added − removed), or null until it is counted. */
export function levelAfter(draft: TrayDraft): number | null {
  const counted = count(draft.counted);
  const added = count(draft.added) ?? 0;
  const removed = count(draft.removed) ?? 0;
  if (counted === null || [counted, added, removed].some(Number.isNaN)) return null;
  return counted + added - removed;
}

/** A tray the technician touched: any of its fields filled. Untouched trays are not part of the visit. */
export function isTouched(draft: TrayDraft | undefined): draft is TrayDraft {
  return Boolean(draft && (draft.counted.trim() || draft.added.trim() || draft.removed.trim()));
}

export function trayErrors(tray: Tray, draft: TrayDraft): TrayErrors {
  const errors: TrayErrors = {};
  for (const field of ["counted", "added", "removed"] as const) {
    if (Number.isNaN(count(draft[field]))) errors[field] = { key: "wholeNumber" };
  }
  if (!errors.counted && count(draft.counted) === null && (draft.added.trim() || draft.removed.trim())) {
    errors.counted = { key: "countFirst" };
  }
  if (!errors.counted && (count(draft.counted) ?? 0) > tray.capacity) {
    errors.counted = { key: "aboveCapacity", values: { capacity: tray.capacity } };
  }
  if ((count(draft.removed) ?? 0) > 0 && !draft.reason) errors.reason = { key: "reasonRequired" };
  const after = levelAfter(draft);
  if (after !== null && after > tray.capacity) {
    errors.after = { key: "aboveCapacity", values: { capacity: tray.capacity } };
  }
  if (after !== null && after < 0) errors.after = { key: "belowZero" };
  return errors;
}

function temperature(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? null : Number(trimmed);
}

/** Every problem of the draft, checked as the server will (the contract's bounds and the trays' capacities). */
export function draftErrors(trays: Tray[], draft: VisitDraft): DraftErrors {
  const errors: DraftErrors = { trays: {} };
  for (const tray of trays) {
    const each = draft.trays[tray.id];
    if (!isTouched(each)) continue;
    const found = trayErrors(tray, each);
    if (Object.keys(found).length > 0) errors.trays[tray.id] = found;
  }
  const reading = temperature(draft.temperature);
  if (reading !== null && !(reading >= VISIT_TEMPERATURE_MIN && reading <= VISIT_TEMPERATURE_MAX)) {
    errors.temperature = { key: "temperature", values: { min: VISIT_TEMPERATURE_MIN, max: VISIT_TEMPERATURE_MAX } };
  }
  if (draft.notes.trim().length > VISIT_NOTES_MAX) {
    errors.notes = { key: "notesTooLong", values: { max: VISIT_NOTES_MAX } };
  }
  return errors;
}

export function hasErrors(errors: DraftErrors): boolean {
  return Boolean(errors.temperature || errors.notes || Object.keys(errors.trays).length > 0);
}

/** The request body: the touched trays in position order, the reason only when units were removed. */
export function toVisitInput(
  trays: Tray[],
  draft: VisitDraft,
  visit: { id: string; startedAt: string; finishedAt: string },
): CreateVisitInput {
  const touched = trays.filter((tray) => isTouched(draft.trays[tray.id]));
  return {
    id: visit.id,
    started_at: visit.startedAt,
    finished_at: visit.finishedAt,
    trays: touched.map((tray) => {
      const each = draft.trays[tray.id] ?? EMPTY_TRAY;
      const removed = count(each.removed) ?? 0;
      return {
        tray_id: tray.id,
        counted: count(each.counted) ?? 0,
        added: count(each.added) ?? 0,
        removed,
        removed_reason: removed > 0 && each.reason ? each.reason : null,
      };
    }),
    checklist: { cleaned: draft.cleaned, temperature_c: temperature(draft.temperature) },
    notes: draft.notes.trim(),
  };
}

/** A message's numbers in the interface's digits, for `t`. */
export function errorValues(error: DraftError): Record<string, string> {
  return Object.fromEntries(Object.entries(error.values ?? {}).map(([key, value]) => [key, formatNumber(value)]));
}

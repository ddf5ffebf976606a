import { createHash } from "node:crypto";
import {
  type CreateVisitInput,
  VISIT_AGE_MAX_DAYS,
  VISIT_DURATION_MAX_HOURS,
  type Visit,
  type VisitTrayInput,
} from "@froyo/contracts";
import { addError, type FieldErrors } from "../../lib/field-errors.js";
import type { NewVisitTray, VisitRow, VisitTrayRow, VisitTrayState } from "./visits.repository.js";

/** A phone's clock may run a little ahead of ours: a visit may end this far in the future. */
export const VISIT_FUTURE_SLACK_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * The visit as the server understands it, whatever the order of its trays, the case of its ids or the offset its
 * times were written with: two bodies with the same hash are the same visit (a replay answers 200), others 409.
 */
export function payloadHashOf(kioskId: string, input: CreateVisitInput): string {
  const trays = input.trays
    .map((tray) => ({
      tray_id: tray.tray_id.toLowerCase(),
      counted: tray.counted,
      added: tray.added,
      removed: tray.removed,
      removed_reason: tray.removed_reason ?? null,
    }))
    .sort((a, b) => (a.tray_id < b.tray_id ? -1 : a.tray_id > b.tray_id ? 1 : 0));
  const canonical = {
    kiosk_id: kioskId.toLowerCase(),
    id: input.id.toLowerCase(),
    started_at: new Date(input.started_at).toISOString(),
    finished_at: new Date(input.finished_at).toISOString(),
    trays,
    checklist: { cleaned: input.checklist.cleaned, temperature_c: input.checklist.temperature_c },
    notes: input.notes,
  };
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

export const levelAfterOf = (tray: Pick<VisitTrayInput, "counted" | "added" | "removed">) =>
  tray.counted + tray.added - tray.removed;

/** The visit's times: it ends after it starts, within a day, not (much) in the future, not too long ago. */
export function checkVisitTimes(input: CreateVisitInput, now: number, errors: FieldErrors): void {
  const started = Date.parse(input.started_at);
  const finished = Date.parse(input.finished_at);
  if (finished < started) addError(errors, "finished_at", "The end must not be before the start.");
  else if (finished - started > VISIT_DURATION_MAX_HOURS * HOUR_MS) {
    addError(errors, "finished_at", `A visit must not last more than ${VISIT_DURATION_MAX_HOURS} hours.`);
  }
  if (finished > now + VISIT_FUTURE_SLACK_MS) addError(errors, "finished_at", "The end must not be in the future.");
  if (started < now - VISIT_AGE_MAX_DAYS * 24 * HOUR_MS) {
    addError(errors, "started_at", `A visit must not be older than ${VISIT_AGE_MAX_DAYS} days.`);
  }
}

/**
 * Each listed tray against the kiosk's trays: known, listed once, counts within its capacity, a reason exactly
 * when something was removed. Answers the rows to store, with `expected` the level the back office has now.
 */
export function checkVisitTrays(
  input: CreateVisitInput,
  kioskTrays: VisitTrayState[],
  errors: FieldErrors,
): Omit<NewVisitTray, "companyId" | "visitId">[] {
  const byId = new Map(kioskTrays.map((tray) => [tray.id.toLowerCase(), tray]));
  const seen = new Set<string>();
  const rows: Omit<NewVisitTray, "companyId" | "visitId">[] = [];
  for (const [index, entry] of input.trays.entries()) {
    const at = (field: string) => `trays.${index}.${field}`;
    const id = entry.tray_id.toLowerCase();
    const tray = byId.get(id);
    if (!tray) {
      addError(errors, at("tray_id"), "The tray is not one of this kiosk's trays.");
      continue;
    }
    if (seen.has(id)) {
      addError(errors, at("tray_id"), "The tray is listed more than once.");
      continue;
    }
    seen.add(id);
    const reason = entry.removed_reason ?? null;
    if (entry.removed > 0 && reason === null) addError(errors, at("removed_reason"), "Say why units were removed.");
    if (entry.removed === 0 && reason !== null) {
      addError(errors, at("removed_reason"), "A reason is given only when units were removed.");
    }
    const levelAfter = levelAfterOf(entry);
    // A count above the capacity is the mistake to name; the level after it would only repeat it.
    if (entry.counted > tray.capacity) {
      addError(errors, at("counted"), "The counted level must not be greater than the tray's capacity.");
    } else if (levelAfter < 0) {
      addError(errors, at("removed"), "More units cannot be removed than the tray held with those added.");
    } else if (levelAfter > tray.capacity) {
      addError(errors, at("added"), "The level after the visit must not be greater than the tray's capacity.");
    }
    rows.push({
      trayId: tray.id,
      position: tray.position,
      productId: tray.productId,
      productName: tray.productName,
      expected: tray.level,
      counted: entry.counted,
      added: entry.added,
      removed: entry.removed,
      removedReason: reason,
      levelAfter,
      shrinkage: tray.level - entry.counted,
    });
  }
  return rows;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toVisit(row: VisitRow, trays: VisitTrayRow[]): Visit {
  return {
    id: row.id,
    kiosk: { id: row.kioskId, name: row.kioskName },
    technician: row.technicianId ? { id: row.technicianId, name: row.technicianName } : null,
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    trays: trays.map((tray) => ({
      tray_id: tray.trayId,
      position: Number(tray.position),
      product_id: tray.productId,
      product_name: tray.productName,
      expected: Number(tray.expected),
      counted: Number(tray.counted),
      added: Number(tray.added),
      removed: Number(tray.removed),
      removed_reason: tray.removedReason,
      level_after: Number(tray.levelAfter),
      shrinkage: Number(tray.shrinkage),
    })),
    checklist: { cleaned: row.cleaned, temperature_c: row.temperatureC === null ? null : Number(row.temperatureC) },
    notes: row.notes,
    created_at: iso(row.createdAt),
  };
}

import {
  type CreatePromoCodeInput,
  endInstantOfLocal,
  instantOfLocal,
  localDateTimeAt,
  localEndAt,
  PROMO_CODE_MESSAGES,
  type UpdatePromoCodeInput,
  WINDOW_LAST_MINUTE_MS,
} from "@froyo/contracts";
import { addError, type FieldErrors } from "../../lib/field-errors.js";
import type { PromoCodeRow, PromoCodeValues } from "./promo-codes.repository.js";

/**
 * The rules of a code's values, apart from the database: local window times become instants, and an edit that
 * would contradict the code's history is refused (decision 021). Problems are gathered, answered as one 422.
 */

type WindowEnd = "starts_at_local" | "ends_at_local";

/**
 * The instant of a window's local start, or the instant its local last minute ends, in `timezone`; a time the clocks
 * skip is a field error.
 */
function instantOf(local: string | null, timezone: string, field: WindowEnd, errors: FieldErrors): Date | null {
  if (local === null) return null;
  const instant = field === "ends_at_local" ? endInstantOfLocal(local, timezone) : instantOfLocal(local, timezone);
  if (instant === null) addError(errors, field, PROMO_CODE_MESSAGES.timeSkipped);
  return instant === null ? null : new Date(instant);
}

/** The end's last minute must come after the start (the contract's own check of the local times, as instants). */
function checkOrder(startsAt: Date | null, endsAt: Date | null, errors: FieldErrors): void {
  if (startsAt && endsAt && endsAt.getTime() - WINDOW_LAST_MINUTE_MS <= startsAt.getTime()) {
    addError(errors, "ends_at_local", PROMO_CODE_MESSAGES.endBeforeStart);
  }
}

/** The columns of a new code. */
export function createValues(input: CreatePromoCodeInput, errors: FieldErrors): PromoCodeValues & { code: string } {
  const startsAt = instantOf(input.starts_at_local, input.timezone, "starts_at_local", errors);
  const endsAt = instantOf(input.ends_at_local, input.timezone, "ends_at_local", errors);
  checkOrder(startsAt, endsAt, errors);
  return {
    code: input.code,
    description: input.description,
    percentOff: input.percent_off,
    amountOffCents: input.amount_off_cents,
    minOrderCents: input.min_order_cents,
    startsAt,
    endsAt,
    timezone: input.timezone,
    totalLimit: input.max_uses,
    perKioskLimit: input.max_uses_per_kiosk,
    active: input.active,
  };
}

/**
 * The window after an edit. An end left out keeps its instant while the zone stays; when the zone changes, it keeps
 * its wall-clock time, read in the new zone (the form shows local times, so that is what people see kept).
 */
function windowValues(row: PromoCodeRow, input: UpdatePromoCodeInput, errors: FieldErrors): PromoCodeValues {
  const timezone = input.timezone ?? row.timezone;
  const moved = timezone !== row.timezone;
  const end = (field: WindowEnd, sent: string | null | undefined, stored: Date | null): Date | null => {
    if (sent !== undefined) return instantOf(sent, timezone, field, errors);
    if (!moved || stored === null) return stored;
    const local = field === "ends_at_local" ? localEndAt(stored, row.timezone) : localDateTimeAt(stored, row.timezone);
    return instantOf(local, timezone, field, errors);
  };
  const startsAt = end("starts_at_local", input.starts_at_local, row.startsAt);
  const endsAt = end("ends_at_local", input.ends_at_local, row.endsAt);
  checkOrder(startsAt, endsAt, errors);
  return { startsAt, endsAt, timezone };
}

/** Sending one discount clears the other; the code must keep one. */
function discountValues(row: PromoCodeRow, input: UpdatePromoCodeInput, errors: FieldErrors): PromoCodeValues {
  const percentOff =
    input.percent_off !== undefined ? input.percent_off : input.amount_off_cents != null ? null : row.percentOff;
  const amountOffCents =
    input.amount_off_cents !== undefined
      ? input.amount_off_cents
      : input.percent_off != null
        ? null
        : row.amountOffCents;
  if (percentOff === null && amountOffCents === null) {
    addError(errors, "percent_off", PROMO_CODE_MESSAGES.discountRequired);
  }
  return { percentOff, amountOffCents };
}

/** The columns an edit sets (only those it names, and the window or discount as a whole when it touches them). */
export function updateValues(row: PromoCodeRow, input: UpdatePromoCodeInput, errors: FieldErrors): PromoCodeValues {
  const values: PromoCodeValues = {
    code: input.code,
    description: input.description,
    minOrderCents: input.min_order_cents,
    totalLimit: input.max_uses,
    perKioskLimit: input.max_uses_per_kiosk,
    active: input.active,
  };
  if (input.percent_off !== undefined || input.amount_off_cents !== undefined) {
    Object.assign(values, discountValues(row, input, errors));
  }
  const touchesWindow = ["starts_at_local", "ends_at_local", "timezone"].some((field) => field in input);
  if (touchesWindow) Object.assign(values, windowValues(row, input, errors));
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as PromoCodeValues;
}

/** What the code has done, read under the code's lock. */
export interface PromoHistory {
  redeemed: boolean;
  mostUsesAtOneKiosk: number;
}

/**
 * A redeemed code keeps its code and discount (its redemptions and sales name them); a limit may rise, or fall only
 * down to the uses already made (in all, and at the busiest kiosk).
 */
export function checkHistory(
  row: PromoCodeRow,
  values: PromoCodeValues,
  history: PromoHistory,
  input: UpdatePromoCodeInput,
  errors: FieldErrors,
): void {
  if (history.redeemed) {
    if (values.code !== undefined && values.code !== row.code) addError(errors, "code", PROMO_CODE_MESSAGES.codeFrozen);
    const discountChanged =
      (values.percentOff !== undefined && values.percentOff !== row.percentOff) ||
      (values.amountOffCents !== undefined && values.amountOffCents !== row.amountOffCents);
    if (discountChanged) {
      const field = input.percent_off !== undefined ? "percent_off" : "amount_off_cents";
      addError(errors, field, PROMO_CODE_MESSAGES.discountFrozen);
    }
  }
  if (values.totalLimit != null && values.totalLimit < row.uses) {
    addError(errors, "max_uses", PROMO_CODE_MESSAGES.limitBelowUses);
  }
  if (values.perKioskLimit != null && values.perKioskLimit < history.mostUsesAtOneKiosk) {
    addError(errors, "max_uses_per_kiosk", PROMO_CODE_MESSAGES.perKioskBelowUses);
  }
}

type Audited = Pick<
  PromoCodeRow,
  | "code"
  | "description"
  | "percentOff"
  | "amountOffCents"
  | "minOrderCents"
  | "startsAt"
  | "endsAt"
  | "timezone"
  | "totalLimit"
  | "perKioskLimit"
  | "active"
  | "kioskIds"
>;

/** A code as its audit entries record it (the wire's names). */
export const audited = (row: Audited | null) => ({
  code: row?.code ?? null,
  description: row?.description ?? null,
  percent_off: row?.percentOff ?? null,
  amount_off_cents: row?.amountOffCents ?? null,
  min_order_cents: row?.minOrderCents ?? null,
  starts_at: row?.startsAt ? row.startsAt.toISOString() : null,
  ends_at: row?.endsAt ? row.endsAt.toISOString() : null,
  timezone: row?.timezone ?? null,
  max_uses: row?.totalLimit ?? null,
  max_uses_per_kiosk: row?.perKioskLimit ?? null,
  kiosk_ids: row ? [...row.kioskIds].sort() : null,
  active: row?.active ?? null,
});

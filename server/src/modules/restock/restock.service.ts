import { randomUUID } from "node:crypto";
import {
  type CreatePickListInput,
  type KioskForecast,
  PICK_LIST_VISIT_AHEAD_DAYS,
  type PickList,
  type PickListSummary,
  type RestockDueKiosk,
  type RestockDueQuery,
} from "@froyo/contracts";
import type { Database, Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import type { Clock } from "../../lib/clock.js";
import { fieldError, notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { reachOf } from "../kiosks/kiosks.service.js";
import { expectedLevelAt, quantityToPar } from "./demand-model.js";
import { byUrgency } from "./due-order.js";
import { forecastKiosks, type SumsCache, toKioskForecast } from "./forecast.js";
import { findPickList, insertPickList, listPickLists, type StoredLine } from "./pick-lists.repository.js";

const HOUR_MS = 3_600_000;
/** A pick list "for now" may name a time a little behind the server's (a form filled in a few minutes ago). */
export const VISIT_PAST_GRACE_MS = 15 * 60_000;
const PICK_LISTS_LIMIT = 200;

export interface DueOptions {
  /** Only the kiosks this client owns (the due list of a client, or of a staff filter by owner). */
  ownerId?: string;
  onlineSeconds: number;
  /** Learnt sums to reuse across calls (createRestockService keeps one); none by default. */
  cache?: SumsCache;
}

/**
 * The kiosks due within `withinHours` of `now`, most urgent first (byUrgency), then the offline and maintenance kiosks
 * (marked, `visit_by` null, with the trays at or under their threshold as last reported). For the alerts' future
 * `restock_due` job as for `GET /api/restock/due`: a fixed number of queries whatever the fleet's size.
 */
export async function listDueKiosks(
  tx: Tx,
  companyId: string,
  withinHours: number,
  now: Date,
  options: DueOptions,
): Promise<RestockDueKiosk[]> {
  const reach = { companyId, ownerId: options.ownerId };
  const kiosks = await forecastKiosks(tx, reach, now, options.onlineSeconds, options.cache);
  const horizon = new Date(now.getTime() + withinHours * HOUR_MS).toISOString();
  const within = (instant: string | null) => instant !== null && instant <= horizon;
  const due = byUrgency(
    kiosks.filter((kiosk) => kiosk.status === "online" && within(kiosk.visitBy)),
    now,
  );
  const marked = kiosks.filter((kiosk) => kiosk.status !== "online");
  return [...due, ...marked].map((kiosk) => ({
    kiosk: { id: kiosk.id, name: kiosk.name },
    owner: { id: kiosk.ownerId, name: kiosk.ownerName },
    status: kiosk.status,
    timezone: kiosk.timezone,
    visit_by: kiosk.visitBy,
    trays_due: kiosk.trays
      .filter((tray) =>
        kiosk.status === "online"
          ? within(tray.forecast.low_at) || within(tray.forecast.empties_at)
          : tray.productId !== null && tray.level <= tray.lowThreshold,
      )
      .map((tray) => ({ ...tray.forecast, product_name: tray.productName })),
  }));
}

export type RestockService = ReturnType<typeof createRestockService>;

export function createRestockService(options: { database: Database; clock: Clock; onlineSeconds: number }) {
  const { database, clock, onlineSeconds } = options;
  const cache: SumsCache = new Map();

  async function getKioskForecast(scope: Scope, kioskId: string): Promise<KioskForecast> {
    if (!isUuid(kioskId)) throw notFound();
    const reach = reachOf(scope);
    const [kiosk] = await database.withTenant(scope.companyId, (tx) =>
      forecastKiosks(tx, { ...reach, kioskIds: [kioskId] }, clock.now(), onlineSeconds, cache),
    );
    if (!kiosk) throw notFound();
    return toKioskForecast(kiosk);
  }

  /**
   * A client's due list is their own kiosks whatever `owner_id` says: another owner's id answers an empty list (as a
   * filter matching none of their kiosks), so a client learns nothing about other owners.
   */
  async function listDue(scope: Scope, query: RestockDueQuery): Promise<RestockDueKiosk[]> {
    const reach = reachOf(scope);
    if (reach.ownerId && query.owner_id && query.owner_id !== reach.ownerId) return [];
    const ownerId = reach.ownerId ?? query.owner_id;
    return database.withTenant(scope.companyId, (tx) =>
      listDueKiosks(tx, scope.companyId, query.within_hours, clock.now(), { ownerId, onlineSeconds, cache }),
    );
  }

  async function createPickList(scope: Scope, input: CreatePickListInput): Promise<PickList> {
    const now = clock.now();
    const visitAt = new Date(input.visit_at);
    // The format check lets through days no calendar has (2026-02-30): they are no time at all.
    if (Number.isNaN(visitAt.getTime())) throw fieldError("visit_at", "The visit time must be a date and time.");
    if (visitAt.getTime() < now.getTime() - VISIT_PAST_GRACE_MS) {
      throw fieldError("visit_at", "The visit time must not be in the past.");
    }
    if (visitAt.getTime() > now.getTime() + PICK_LIST_VISIT_AHEAD_DAYS * 24 * HOUR_MS) {
      throw fieldError("visit_at", `The visit time must be within ${PICK_LIST_VISIT_AHEAD_DAYS} days.`);
    }
    const kioskIds = [...new Set(input.kiosk_ids.map((id) => id.toLowerCase()))];
    const reach = reachOf(scope);
    return database.withTenant(scope.companyId, async (tx) => {
      const kiosks = await forecastKiosks(tx, { ...reach, kioskIds }, now, onlineSeconds, cache);
      if (kiosks.length !== kioskIds.length) throw fieldError("kiosk_ids", "Choose kiosks of your fleet.");
      const lines: StoredLine[] = kiosks.flatMap((kiosk) =>
        kiosk.trays.flatMap((tray) => {
          if (!tray.productId) return [];
          const expected = expectedLevelAt(tray.level, tray.rates, kiosk.projection, visitAt.getTime());
          return [
            {
              kioskId: kiosk.id,
              kioskName: kiosk.name,
              trayId: tray.id,
              position: tray.position,
              productId: tray.productId,
              productName: tray.productName,
              expectedLevel: expected,
              parLevel: tray.parLevel,
              quantity: quantityToPar(tray.parLevel, expected),
            },
          ];
        }),
      );
      const id = randomUUID();
      const createdBy = scope.actor.companyId === scope.companyId ? scope.actor.id : null;
      await insertPickList(tx, scope.companyId, { id, visitAt, createdBy }, lines);
      const stored = await findPickList(tx, scope.companyId, id, undefined);
      if (!stored) throw new Error("The pick list just stored is missing");
      return stored;
    });
  }

  async function listLists(scope: Scope): Promise<PickListSummary[]> {
    return database.withTenant(scope.companyId, (tx) =>
      listPickLists(tx, scope.companyId, reachOf(scope).ownerId, PICK_LISTS_LIMIT),
    );
  }

  async function getPickList(scope: Scope, id: string): Promise<PickList> {
    if (!isUuid(id)) throw notFound();
    const list = await database.withTenant(scope.companyId, (tx) =>
      findPickList(tx, scope.companyId, id, reachOf(scope).ownerId),
    );
    if (!list) throw notFound();
    return list;
  }

  return { getKioskForecast, listDue, createPickList, listPickLists: listLists, getPickList };
}

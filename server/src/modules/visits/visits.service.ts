import {
  type CreateVisitInput,
  VISITS_PERIOD_MAX_DAYS,
  type Visit,
  type VisitsList,
  type VisitsQuery,
} from "@froyo/contracts";
import type { Database, Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { type FieldErrors, throwIfAny } from "../../lib/field-errors.js";
import { fieldError, HttpError, notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { recordScopedAudit } from "../audit/audit.service.js";
import { reachOf } from "../kiosks/kiosks.service.js";
import { checkVisitTimes, checkVisitTrays, payloadHashOf, toVisit } from "./visit-rules.js";
import {
  applyVisitLevel,
  findVisit,
  findVisitKiosk,
  insertVisit,
  listKioskVisits,
  listPeriodVisits,
  listVisitTrays,
  lockKioskTrays,
  summarisePeriod,
  type VisitKiosk,
  type VisitRow,
} from "./visits.repository.js";

/** A kiosk's visits page and a period's list hold the newest this many (the period's summary counts them all). */
export const KIOSK_VISITS_LIMIT = 100;
export const PERIOD_VISITS_LIMIT = 500;

export const VISIT_ID_REUSED = "This visit id was already used for a different visit.";

const DAY_MS = 86_400_000;

export type VisitsService = ReturnType<typeof createVisitsService>;

/**
 * Service visits (issue 24, decision 040): recorded on a phone, perhaps offline, and sent exactly once however
 * often they are sent. A client reaches only the visits of the kiosks they own.
 */
export function createVisitsService(options: { database: Database; now?: () => number }) {
  const { database } = options;
  const now = options.now ?? Date.now;

  async function kioskOf(tx: Tx, scope: Scope, kioskId: string): Promise<VisitKiosk> {
    const kiosk = isUuid(kioskId) ? await findVisitKiosk(tx, reachOf(scope), kioskId) : undefined;
    if (!kiosk) throw notFound();
    return kiosk;
  }

  async function withTrays(tx: Tx, companyId: string, rows: VisitRow[]): Promise<Visit[]> {
    const trays = await listVisitTrays(
      tx,
      companyId,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toVisit(
        row,
        trays.filter((tray) => tray.visitId === row.id),
      ),
    );
  }

  /** The stored visit under this id, if its contents are these (a replay); 409 if they are not. */
  async function replayed(tx: Tx, companyId: string, id: string, hash: string): Promise<Visit | undefined> {
    const stored = await findVisit(tx, companyId, id);
    if (!stored) return undefined;
    if (stored.payloadHash !== hash) throw new HttpError(409, VISIT_ID_REUSED);
    const [visit] = await withTrays(tx, companyId, [stored]);
    return visit;
  }

  /**
   * Records a visit and sets each listed tray's level to the level left (the count wins), all or nothing. Answers
   * whether it was stored now (201) or is the replay of one stored before (200, nothing applied again).
   */
  async function recordVisit(
    scope: Scope,
    kioskId: string,
    input: CreateVisitInput,
  ): Promise<{ visit: Visit; created: boolean }> {
    const { companyId } = scope;
    return database.withTenant(companyId, async (tx) => {
      const kiosk = await kioskOf(tx, scope, kioskId);
      const hash = payloadHashOf(kiosk.id, input);
      const id = input.id.toLowerCase();
      const earlier = await replayed(tx, companyId, id, hash);
      if (earlier) return { visit: earlier, created: false };

      const errors: FieldErrors = {};
      checkVisitTimes(input, now(), errors);
      const kioskTrays = await lockKioskTrays(tx, companyId, kiosk.id);
      const trayRows = checkVisitTrays(input, kioskTrays, errors);
      throwIfAny(errors);

      const finishedAt = new Date(input.finished_at).toISOString();
      const stored = await insertVisit(
        tx,
        {
          companyId,
          id,
          kioskId: kiosk.id,
          technicianId: scope.actor.id,
          technicianName: scope.actor.name,
          startedAt: new Date(input.started_at),
          finishedAt: new Date(finishedAt),
          cleaned: input.checklist.cleaned,
          temperatureC: input.checklist.temperature_c,
          notes: input.notes,
          payloadHash: hash,
        },
        trayRows.map((row) => ({ ...row, companyId, visitId: id })),
      );
      if (!stored) {
        // A copy sent at the same moment committed first (the insert waited for it): answer as its replay.
        const concurrent = await replayed(tx, companyId, id, hash);
        if (!concurrent) throw new HttpError(409, VISIT_ID_REUSED);
        return { visit: concurrent, created: false };
      }
      for (const row of trayRows) {
        await applyVisitLevel(tx, companyId, { id: row.trayId, level: row.levelAfter }, finishedAt);
      }
      await recordScopedAudit(tx, scope, {
        action: "visits.create",
        targetType: "kiosk",
        targetId: kiosk.id,
        changes: { visit_id: { from: null, to: id }, trays: { from: null, to: trayRows.length } },
      });
      const [visit] = await withTrays(tx, companyId, [(await findVisit(tx, companyId, id)) as VisitRow]);
      return { visit: visit as Visit, created: true };
    });
  }

  async function listVisitsOfKiosk(scope: Scope, kioskId: string): Promise<Visit[]> {
    return database.withTenant(scope.companyId, async (tx) => {
      const kiosk = await kioskOf(tx, scope, kioskId);
      return withTrays(tx, scope.companyId, await listKioskVisits(tx, scope.companyId, kiosk.id, KIOSK_VISITS_LIMIT));
    });
  }

  async function listVisits(scope: Scope, query: VisitsQuery): Promise<VisitsList> {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
    if (days < 1) throw fieldError("to", "The last day must not be before the first.");
    if (days > VISITS_PERIOD_MAX_DAYS) {
      throw fieldError("to", `The period must not be longer than ${VISITS_PERIOD_MAX_DAYS} days.`);
    }
    const filters = {
      from: query.from,
      to: query.to,
      kioskId: query.kiosk_id,
      technicianId: query.technician_id,
    };
    return database.withTenant(scope.companyId, async (tx) => {
      const reach = reachOf(scope);
      const rows = await listPeriodVisits(tx, reach, filters, PERIOD_VISITS_LIMIT);
      const summary = await summarisePeriod(tx, reach, filters);
      return {
        data: await withTrays(tx, scope.companyId, rows),
        summary: summary.map((row) => ({
          product_id: row.productId,
          name: row.name,
          shrinkage: row.shrinkage,
          removed: { expired: row.expired, damaged: row.damaged, other: row.other },
        })),
      };
    });
  }

  return { recordVisit, listVisitsOfKiosk, listVisits };
}

import { randomUUID } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import { serviceVisits, serviceVisitTrays, trays } from "../src/db/schema/index.js";
import { fleetSnapshot } from "./fleet.js";
import type { TestApp } from "./test-app.js";

/** Test helpers for service visits (issue 24): a valid body, and what a refused visit must leave untouched. */

export interface VisitTrayBody {
  tray_id: string;
  counted: number;
  added: number;
  removed: number;
  removed_reason?: "expired" | "damaged" | "other" | null;
}

/** A visit that ended `endedMinutesAgo` ago after 20 minutes on site, with a fresh id made as the phone makes one. */
export function visitBody(trayEntries: VisitTrayBody[], overrides: Record<string, unknown> = {}, endedMinutesAgo = 5) {
  const finished = Date.now() - endedMinutesAgo * 60_000;
  return {
    id: randomUUID(),
    started_at: new Date(finished - 20 * 60_000).toISOString(),
    finished_at: new Date(finished).toISOString(),
    trays: trayEntries,
    checklist: { cleaned: true, temperature_c: 3.5 },
    notes: "",
    ...overrides,
  };
}

/** The fleet (trays, audit) and every stored visit with its trays: a refused visit changes none of it. */
export async function visitsSnapshot(t: TestApp, companyId: string) {
  const fleet = await fleetSnapshot(t, companyId);
  return t.db.database.withTenant(companyId, async (tx) => ({
    fleet,
    visits: (await tx.select({ n: count() }).from(serviceVisits).where(eq(serviceVisits.companyId, companyId)))[0]?.n,
    visitTrays: (
      await tx.select({ n: count() }).from(serviceVisitTrays).where(eq(serviceVisitTrays.companyId, companyId))
    )[0]?.n,
  }));
}

/** The kiosk's trays as stored: level and when it was set, by position. */
export async function trayStates(t: TestApp, companyId: string, kioskId: string) {
  return t.db.database.withTenant(companyId, (tx) =>
    tx
      .select({ id: trays.id, position: trays.position, level: trays.level, levelSetAt: trays.levelSetAt })
      .from(trays)
      .where(eq(trays.kioskId, kioskId))
      .orderBy(asc(trays.position)),
  );
}

/** How many visits are stored under this id (a replay must never make a second). */
export async function visitsWithId(t: TestApp, companyId: string, visitId: string): Promise<number> {
  const rows = await t.db.database.withTenant(companyId, (tx) =>
    tx.select({ n: count() }).from(serviceVisits).where(eq(serviceVisits.id, visitId)),
  );
  return Number(rows[0]?.n ?? 0);
}

/** A tray set straight in the table, its level set an hour ago (so a visit that ended since applies to it). */
export async function setTrayState(
  t: TestApp,
  companyId: string,
  trayId: string,
  state: { capacity: number; level: number; levelSetAt?: Date },
): Promise<void> {
  await t.db.database.withTenant(companyId, (tx) =>
    tx
      .update(trays)
      .set({
        capacity: state.capacity,
        level: state.level,
        parLevel: state.capacity,
        lowThreshold: Math.floor(state.capacity / 5),
        levelSetAt: state.levelSetAt ?? new Date(Date.now() - 3_600_000),
      })
      .where(eq(trays.id, trayId)),
  );
}

import { analyze, analyzeTables, SALES_TABLES } from "../../db/analyze.js";
import type { AppDb } from "../../db/types.js";
import {
  companyIds,
  type DriftReport,
  driftOf,
  lockSales,
  ROLLUP_TABLES,
  replaceRollups,
  scopeTo,
} from "./rollups.repository.js";

/**
 * The rollups recomputed from raw sales (docs/decisions/019-sales-rollups.md): `checkRollups` compares them with
 * the stored ones and answers every difference; `rebuildRollups` replaces them. Both run in one transaction over
 * every company (each under its own tenant setting, row-level security applying): the check in one REPEATABLE READ
 * snapshot, in which sales and rollups agree or not (they are written by the same statement); the rebuild holding
 * off ingestion until it commits. Both first bring the tables' statistics up to date (db/analyze.ts): they are what
 * runs after a bulk load.
 */

function addTo(report: DriftReport, more: DriftReport): void {
  report.total += more.total;
  for (const row of more.sample) report.sample.push(row);
}

/**
 * Brings the statistics of the sales and their rollups up to date after a bulk load (the demo history, a check):
 * their queries aggregate whole tables, and planned on stale statistics they ran for many minutes.
 */
export function analyzeSalesAndRollups(db: AppDb): Promise<void> {
  return analyze(db, [...SALES_TABLES, ...ROLLUP_TABLES]);
}

/** The differences between the stored rollups and raw sales, for every company (or one); none is the proof. */
export async function checkRollups(db: AppDb, only?: string): Promise<DriftReport> {
  await analyzeSalesAndRollups(db);
  return db.transaction(
    async (tx) => {
      const drift: DriftReport = { total: 0, sample: [] };
      for (const companyId of await companyIds(tx, only)) {
        await scopeTo(tx, companyId);
        addTo(drift, await driftOf(tx, companyId));
      }
      return drift;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Replaces every rollup with what the raw sales say, for every company (or one), in one transaction, and checks
 * the result before committing. Answers what it found wrong before.
 */
export async function rebuildRollups(db: AppDb, only?: string): Promise<DriftReport> {
  await analyze(db, SALES_TABLES);
  return db.transaction(async (tx) => {
    await lockSales(tx);
    const repaired: DriftReport = { total: 0, sample: [] };
    const rebuilt: string[] = [];
    for (const companyId of await companyIds(tx, only)) {
      await scopeTo(tx, companyId);
      const drift = await driftOf(tx, companyId);
      addTo(repaired, drift);
      if (drift.total === 0) continue;
      await replaceRollups(tx, companyId);
      rebuilt.push(companyId);
    }
    // The rewritten rollups are checked once their statistics say what they now hold.
    if (rebuilt.length > 0) await analyzeTables(tx, ROLLUP_TABLES);
    for (const companyId of rebuilt) {
      await scopeTo(tx, companyId);
      const left = await driftOf(tx, companyId);
      if (left.total > 0) throw new Error(`The rebuilt rollups of ${companyId} still differ: ${left.total} rows`);
    }
    return repaired;
  });
}

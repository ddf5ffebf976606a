import type { Database } from "../db/types.js";
import { seedDemo } from "./companies.js";
import { seedDemoFleet } from "./fleet.js";
import { type DemoHistory, seedDemoHistory } from "./history.js";
import { seedDemoRestock } from "./restock.js";

/**
 * The whole demo: the companies and their accounts, their catalog and fleet, and for the kiosks created now (none on
 * a restart) `historyDays` of sales sent through the kiosks' code path, then par levels and a technician's past
 * visits (the technician is made on every start, so an older data folder gains the account). Answers that history,
 * if any was made.
 */
export async function seedDemoData(
  database: Database,
  options: { platformCompanyId: string; uploadsDir: string; historyDays: number },
): Promise<DemoHistory | null> {
  await seedDemo(database, { platformCompanyId: options.platformCompanyId, uploadsDir: options.uploadsDir });
  const kiosks = await seedDemoFleet(database);
  const history =
    kiosks.length > 0 && options.historyDays > 0
      ? await seedDemoHistory(database, kiosks, { days: options.historyDays, now: Date.now() })
      : null;
  await seedDemoRestock(database, kiosks, Date.now());
  return history;
}

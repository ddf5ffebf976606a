import path from "node:path";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/client.js";
import type { DriftReport } from "./rollups.repository.js";
import { checkRollups, rebuildRollups } from "./rollups.service.js";

/**
 * `npm run db:rollups`: recomputes the sales rollups from raw sales in one transaction and proves they match;
 * `npm run db:rollups -- --check` only reports the drift, writing nothing, and exits 1 when there is any.
 */
const check = process.argv.includes("--check");
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.resolve(config.DATA_DIR, "pglite"),
  appRole: config.DB_APP_ROLE,
});
const show = (drift: DriftReport) => {
  const shown = drift.sample.slice(0, 50);
  for (const row of shown) {
    console.log(
      `${row.table} ${row.companyId} ${row.key}: stored ${row.stored ?? "none"}, sales say ${row.expected ?? "none"}`,
    );
  }
  if (drift.total > shown.length) console.log(`… and ${drift.total - shown.length} more rows`);
};
let exitCode = 0;
try {
  if (check) {
    const drift = await checkRollups(database.db);
    show(drift);
    console.log(drift.total === 0 ? "Rollups match the sales." : `Rollups drift: ${drift.total} rows differ.`);
    exitCode = drift.total === 0 ? 0 : 1;
  } else {
    const repaired = await rebuildRollups(database.db);
    show(repaired);
    console.log(`Rollups rebuilt from the sales and checked: ${repaired.total} rows were wrong.`);
  }
} finally {
  await database.close();
}
process.exitCode = exitCode;

import path from "node:path";
import { loadConfig } from "../config.js";
import { ensurePlatform } from "../db/bootstrap.js";
import { openDatabase } from "../db/client.js";
import { seedDemoData } from "./seed.js";

/**
 * `npm run db:seed`: seeds the demo companies and accounts into any database (idempotent), and gives demo kiosks
 * created now their sales history.
 */
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.resolve(config.DATA_DIR, "pglite"),
  appRole: config.DB_APP_ROLE,
});
const platformCompanyId = await ensurePlatform(database);
const history = await seedDemoData(database, {
  platformCompanyId,
  uploadsDir: path.resolve(config.DATA_DIR, "uploads"),
  historyDays: config.DEMO_HISTORY_DAYS,
});
await database.close();
console.log(
  history
    ? `Demo data seeded, with ${history.sales} sales of history in ${history.ms} ms.`
    : "Demo data seeded (no new demo kiosk: no history added).",
);

import path from "node:path";
import { loadConfig } from "../../config.js";
import { ensurePlatform } from "../bootstrap.js";
import { openDatabase } from "../client.js";
import { seedDemo } from "./demo.js";

/** `npm run db:seed`: seeds the demo companies and accounts into any database (idempotent). */
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.resolve(config.DATA_DIR, "pglite"),
  appRole: config.DB_APP_ROLE,
});
const platformCompanyId = await ensurePlatform(database);
await seedDemo(database, { platformCompanyId, uploadsDir: path.resolve(config.DATA_DIR, "uploads") });
await database.close();
console.log("Demo data seeded.");

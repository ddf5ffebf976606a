import path from "node:path";
import { loadConfig } from "../config.js";
import { ensurePlatform } from "./bootstrap.js";
import { openDatabase } from "./client.js";

/** `npm run db:migrate`: applies the migrations (start-up does too) and exits. */
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.resolve(config.DATA_DIR, "pglite"),
  appRole: config.DB_APP_ROLE,
});
await ensurePlatform(database);
await database.close();
console.log("Migrations applied.");

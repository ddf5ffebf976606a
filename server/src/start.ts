import path from "node:path";
import type { FastifyInstance, FastifyServerFactory } from "fastify";
import { buildApp } from "./app.js";
import type { Config } from "./config.js";
import { ensurePlatform } from "./db/bootstrap.js";
import { openDatabase } from "./db/client.js";
import type { DemoHistory } from "./demo/history.js";
import { seedDemoData } from "./demo/seed.js";

/**
 * Opens (and migrates) the database, makes sure the platform exists, seeds the demo when asked, builds the app.
 * `onDemoHistory` hears of the sales history given to demo kiosks created by this start (none on a restart);
 * `serverFactory` is the listener the app will answer on (main's, up before this starts).
 */
export async function startApp(
  config: Config,
  options: { onDemoHistory?: (history: DemoHistory) => void; serverFactory?: FastifyServerFactory } = {},
): Promise<FastifyInstance> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.resolve(config.DATA_DIR, "pglite"),
    appRole: config.DB_APP_ROLE,
    poolSize: config.DB_POOL_SIZE,
    onIdleConnectionError: (error) => console.warn(`An idle database connection closed: ${error.message}`),
  });
  try {
    const platformCompanyId = await ensurePlatform(database);
    if (config.seedDemo) {
      const history = await seedDemoData(database, {
        platformCompanyId,
        uploadsDir: path.resolve(config.DATA_DIR, "uploads"),
        historyDays: config.DEMO_HISTORY_DAYS,
      });
      if (history) options.onDemoHistory?.(history);
    }
    return await buildApp(config, { database, ownsDatabase: true, serverFactory: options.serverFactory });
  } catch (error) {
    await database.close();
    throw error;
  }
}

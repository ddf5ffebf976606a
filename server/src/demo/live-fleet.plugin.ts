import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { injectTransport, type LiveFleet, startLiveFleet } from "./live-fleet.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The embedded demo's living kiosks (DEMO_LIVE), once the app is ready; null when off. */
    demoFleet: LiveFleet | null;
  }
}

/**
 * Starts the demo's live fleet once the app is ready (it calls the app itself) and stops it when the app closes.
 * A graceful stop (main.ts) stops it first, while the app still answers, so the kiosks hand in what they hold;
 * closing alone ends it too (the app answers 503 by then: the kiosks give up within their drain). Registered after
 * the database and the job queue, so its onClose runs before theirs.
 */
export const liveFleetPlugin = fp(async (app: FastifyInstance, options: { enabled: boolean }) => {
  app.decorate("demoFleet", null);
  if (!options.enabled) return;
  app.addHook("onReady", async () => {
    app.demoFleet = await startLiveFleet({
      database: app.database,
      transport: injectTransport(app),
      appDomain: app.config.APP_DOMAIN,
      log: app.log,
    });
  });
  app.addHook("onClose", async () => {
    await app.demoFleet?.stop();
  });
});

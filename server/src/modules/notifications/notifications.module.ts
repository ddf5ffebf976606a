import type { Agent } from "node:https";
import type { FastifyInstance } from "fastify";
import { fanOutJob, sweepCompanyJob, sweepJob } from "./alerts/sweep.js";
import { emailJob } from "./delivery/email-delivery.js";
import { publicPushAgent } from "./delivery/push-agent.js";
import { pushJob } from "./delivery/push-delivery.js";
import { createInboxService } from "./inbox.service.js";
import { notificationsRoutes } from "./notifications.routes.js";
import { retentionJob } from "./retention.js";
import { loadNotificationSecrets } from "./secrets.js";
import { createSettingsService } from "./settings.service.js";
import { unsubscribeRoutes } from "./unsubscribe.routes.js";

const DAY_SECONDS = 86_400;

/**
 * Alerts and notifications, registered as one module: its jobs (the recurring sweep and its per-company passes,
 * fan-out, email and push deliveries, the daily retention) and its routes. Needs the job queue (`app.jobs`) and
 * the mailer to be there already. Pushes go through publicPushAgent() unless a test gives its own agent.
 */
export async function notificationsModule(app: FastifyInstance, options: { testPushAgent?: Agent }) {
  const { database, config } = app;
  const secrets = await loadNotificationSecrets(database.db, config);
  const settings = createSettingsService({ database });
  const inbox = createInboxService({ database, clock: app.clock });
  app.jobs.registerRecurring(sweepJob({ database }), config.ALERT_SWEEP_SECONDS);
  app.jobs.register(sweepCompanyJob({ database, onlineSeconds: config.KIOSK_ONLINE_SECONDS }));
  app.jobs.registerRecurring(retentionJob({ database, log: app.log }), DAY_SECONDS);
  app.jobs.register(fanOutJob({ database }));
  app.jobs.register(
    emailJob({ database, mailer: app.mailer.quiet(), appUrl: config.APP_URL, unsubscribeKey: secrets.unsubscribeKey }),
  );
  const agent = options.testPushAgent ?? publicPushAgent();
  app.jobs.register(pushJob({ database, appUrl: config.APP_URL, vapid: secrets.vapid, log: app.log, agent }));
  await app.register(notificationsRoutes, { settings, inbox, vapidPublicKey: secrets.vapid.publicKey });
  await app.register(unsubscribeRoutes, { settings, key: secrets.unsubscribeKey });
}

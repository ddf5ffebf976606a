import { randomUUID } from "node:crypto";
import type { Agent } from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerFactory } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config.js";
import type { Database } from "./db/types.js";
import { liveFleetPlugin } from "./demo/live-fleet.plugin.js";
import { deviceRoutes } from "./device/device.routes.js";
import { identityPlugin } from "./identity/identity.plugin.js";
import { jobsPlugin } from "./jobs/jobs.plugin.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { createLogger, requestLogController } from "./logging.js";
import { analyticsModule } from "./modules/analytics/analytics.module.js";
import { auditModule } from "./modules/audit/audit.module.js";
import { authModule } from "./modules/auth/auth.module.js";
import { companiesModule } from "./modules/companies/companies.module.js";
import { dashboardModule } from "./modules/dashboard/dashboard.module.js";
import { exportsModule } from "./modules/exports/exports.module.js";
import { faqsModule } from "./modules/faqs/faqs.module.js";
import { healthModule } from "./modules/health/health.module.js";
import { journalModule } from "./modules/journal/journal.module.js";
import { kiosksModule } from "./modules/kiosks/kiosks.module.js";
import { notificationsModule } from "./modules/notifications/notifications.module.js";
import { ordersModule } from "./modules/orders/orders.module.js";
import { productsModule } from "./modules/products/products.module.js";
import { promoCodesModule } from "./modules/promo-codes/promo-codes.module.js";
import { refundsModule } from "./modules/refunds/refunds.module.js";
import { restockModule } from "./modules/restock/restock.module.js";
import { rolesModule } from "./modules/roles/roles.module.js";
import { statementsModule } from "./modules/statements/statements.module.js";
import { supportModule } from "./modules/support/support.module.js";
import { timezonesModule } from "./modules/timezones/timezones.module.js";
import { trainingModule } from "./modules/training/training.module.js";
import { usersModule } from "./modules/users/users.module.js";
import { visitsModule } from "./modules/visits/visits.module.js";
import { databasePlugin } from "./plugins/database.js";
import { errorsPlugin, unreadableUrlHandler } from "./plugins/errors.js";
import { createMailer, type Mailer } from "./plugins/mailer.js";
import { openApiPlugin } from "./plugins/openapi.js";
import { routeListPlugin } from "./plugins/route-list.js";
import { securityHeadersPlugin } from "./plugins/security-headers.js";
import { uploadsPlugin } from "./plugins/uploads.js";
import { inlineScriptHashes, readIndexHtml, webAppPlugin } from "./plugins/web-app.js";

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
    config: Config;
    /** Where uploaded images are stored and served from: DATA_DIR/uploads. */
    uploadsDir: string;
  }
}

export interface AppDependencies {
  database: Database;
  /** Defaults to SMTP_URL or files under DATA_DIR/mail. */
  mailer?: Mailer;
  /** Close the database when the app closes (main does; tests share one database across apps). */
  ownsDatabase?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logDestination?: DestinationStream;
  /** The HTTP server the app answers on (main's listener, up before the database); tests leave it to Fastify. */
  serverFactory?: FastifyServerFactory;
  /** The time alerts and jobs go by; tests give a fake clock they move by hand. */
  clock?: Clock;
  /**
   * Test-only: the HTTPS agent web pushes go through instead of the production one, which connects to public
   * addresses only (decision 022). Tests route it to their push service on 127.0.0.1.
   */
  testPushAgent?: Agent;
}

/** The whole HTTP app, without listening: main.ts listens, tests use `inject` or listen on port 0. */
export async function buildApp(config: Config, dependencies: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config, dependencies.logDestination),
    logController: requestLogController(config),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: unreadableUrlHandler,
    ...(dependencies.serverFactory ? { serverFactory: dependencies.serverFactory } : {}),
  });
  app.decorate("config", config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // A state-changing call without a body validates as `{}`, so each missing field gets its own message.
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined && request.method !== "GET" && request.method !== "HEAD") request.body = {};
  });

  await app.register(routeListPlugin);
  await app.register(errorsPlugin);
  await app.register(openApiPlugin);
  const webDistDir = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist;
  const indexHtml = readIndexHtml(webDistDir);
  await app.register(securityHeadersPlugin, {
    chatWidgetUrl: config.CHAT_WIDGET_URL,
    inlineScriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(databasePlugin, {
    database: dependencies.database,
    ownsDatabase: dependencies.ownsDatabase ?? false,
  });
  await app.register(identityPlugin, { appDomain: config.APP_DOMAIN, idleMinutes: config.SESSION_IDLE_MINUTES });

  const mailer =
    dependencies.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: app.log });
  app.decorate("mailer", mailer);
  // Registered before the jobs plugin, so it runs after the jobs have stopped (onClose runs in reverse order).
  if (!dependencies.mailer) app.addHook("onClose", async () => mailer.close());
  app.decorate("uploadsDir", path.resolve(config.DATA_DIR, "uploads"));
  // The durable job queue (decision 022): after the database plugin, so it stops before the database closes.
  await app.register(jobsPlugin, {
    clock: dependencies.clock ?? systemClock,
    enabled: config.jobsEnabled,
    leaseMs: config.JOBS_LEASE_SECONDS * 1000,
    pollMs: config.JOBS_POLL_SECONDS * 1000,
  });
  await app.register(exportsModule);

  // The feature modules: each registers its own routes, services, jobs and hooks.
  await app.register(healthModule);
  await app.register(authModule);
  await app.register(usersModule);
  await app.register(rolesModule);
  await app.register(auditModule);
  await app.register(companiesModule);
  await app.register(timezonesModule);
  await app.register(supportModule);
  await app.register(kiosksModule);
  await app.register(deviceRoutes);
  await app.register(analyticsModule);
  await app.register(dashboardModule);
  await app.register(productsModule);
  await app.register(promoCodesModule);
  await app.register(ordersModule);
  await app.register(refundsModule);
  await app.register(journalModule);
  await app.register(statementsModule);
  await app.register(visitsModule);
  await app.register(restockModule);
  await app.register(notificationsModule, { testPushAgent: dependencies.testPushAgent });
  await app.register(trainingModule);
  await app.register(faqsModule);
  await app.register(uploadsPlugin, { uploadsDir: app.uploadsDir });
  await app.register(webAppPlugin, {
    distDir: webDistDir,
    indexHtml,
    appDomain: config.APP_DOMAIN,
    publicSiteUrl: config.PUBLIC_SITE_URL,
    chatWidgetUrl: config.CHAT_WIDGET_URL,
    chatWidgetSelector: config.CHAT_WIDGET_SELECTOR,
  });
  // Last: its kiosks call the routes above, and it stops before the job queue and the database close.
  await app.register(liveFleetPlugin, { enabled: config.demoLive });
  return app;
}

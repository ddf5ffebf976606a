import { randomUUID } from "node:crypto";
import type { Agent } from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import type { Dashboard } from "@froyo/contracts";
import Fastify, { type FastifyInstance, type FastifyServerFactory } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config.js";
import type { Database } from "./db/types.js";
import { liveFleetPlugin } from "./demo/live-fleet.plugin.js";
import { deviceRoutes } from "./device/device.routes.js";
import { csrfPlugin } from "./identity/csrf.js";
import { sessionPlugin } from "./identity/session.js";
import { tenancyPlugin } from "./identity/tenancy.js";
import { jobsPlugin } from "./jobs/jobs.plugin.js";
import { createAnswerCache } from "./lib/answer-cache.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { createLogger, requestLogController } from "./logging.js";
import { auditRoutes } from "./modules/audit/audit.routes.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { createAuthService } from "./modules/auth/auth.service.js";
import { EXPIRY_PURGE_SECONDS, expiryPurgeJob } from "./modules/auth/expiry-purge.js";
import { checkSubdomainRoutes } from "./modules/companies/check-subdomain.routes.js";
import { companiesRoutes } from "./modules/companies/companies.routes.js";
import { createCompaniesService } from "./modules/companies/companies.service.js";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.js";
import { exportsPlugin } from "./modules/exports/exports.plugin.js";
import { faqsRoutes } from "./modules/faqs/faqs.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { kiosksRoutes } from "./modules/kiosks/kiosks.routes.js";
import { endPromoExhausted, recordPromoExhausted } from "./modules/notifications/alerts/promo-alerts.js";
import { notificationsModule } from "./modules/notifications/notifications.module.js";
import { productsRoutes } from "./modules/products/products.routes.js";
import { createProductsService } from "./modules/products/products.service.js";
import { promoCodesRoutes } from "./modules/promo-codes/promo-codes.routes.js";
import { rolesRoutes } from "./modules/roles/roles.routes.js";
import { salesAnalyticsRoutes } from "./modules/sales/analytics.routes.js";
import { salesRoutes } from "./modules/sales/sales.routes.js";
import { supportRoutes } from "./modules/support/support.routes.js";
import { createSupportService } from "./modules/support/support.service.js";
import { timezonesRoutes } from "./modules/timezones/timezones.routes.js";
import { trainingRoutes } from "./modules/training/training.routes.js";
import { usersRoutes } from "./modules/users/users.routes.js";
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
  await app.register(tenancyPlugin, { appDomain: config.APP_DOMAIN });
  await app.register(sessionPlugin, { idleMinutes: config.SESSION_IDLE_MINUTES });
  await app.register(csrfPlugin);

  const mailer =
    dependencies.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: app.log });
  app.decorate("mailer", mailer);
  // The durable job queue (decision 022): after the database plugin, so it stops before the database closes.
  await app.register(jobsPlugin, {
    clock: dependencies.clock ?? systemClock,
    enabled: config.jobsEnabled,
    leaseMs: config.JOBS_LEASE_SECONDS * 1000,
    pollMs: config.JOBS_POLL_SECONDS * 1000,
  });
  await app.register(exportsPlugin);
  app.jobs.registerRecurring(
    expiryPurgeJob({ database: dependencies.database, idleMinutes: config.SESSION_IDLE_MINUTES, log: app.log }),
    EXPIRY_PURGE_SECONDS,
  );
  const auth = createAuthService({
    database: dependencies.database,
    mailer,
    log: app.log,
    platformCompanyId: app.platformCompany.id,
    appUrl: config.APP_URL,
    sessionAbsoluteMinutes: config.SESSION_ABSOLUTE_MINUTES,
    throttle: {
      perEmail: config.LOGIN_MAX_ATTEMPTS_PER_EMAIL,
      perIp: config.LOGIN_MAX_ATTEMPTS_PER_IP,
      decaySeconds: config.LOGIN_DECAY_SECONDS,
    },
  });

  await app.register(healthRoutes);
  await app.register(checkSubdomainRoutes);
  await app.register(authRoutes, { auth, sessionAbsoluteMinutes: config.SESSION_ABSOLUTE_MINUTES });
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
  await app.register(auditRoutes);
  const companies = createCompaniesService({
    database: dependencies.database,
    mailer,
    log: app.log,
    platformCompanyId: app.platformCompany.id,
    appUrl: config.APP_URL,
    uploadsDir: path.resolve(config.DATA_DIR, "uploads"),
    forgetTenantCache: () => app.forgetTenantCache(),
  });
  await app.register(companiesRoutes, { companies });
  await app.register(timezonesRoutes);
  const support = createSupportService({
    database: dependencies.database,
    mailer,
    log: app.log,
    supportEmail: config.SUPPORT_EMAIL,
  });
  await app.register(supportRoutes, { support });
  const uploadsDir = path.resolve(config.DATA_DIR, "uploads");
  await app.register(kiosksRoutes);
  await app.register(deviceRoutes);
  await app.register(salesAnalyticsRoutes);
  const dashboardAnswers = createAnswerCache<Dashboard>({ ttlMs: config.DASHBOARD_CACHE_SECONDS * 1000 });
  // A person's write in the back office (a refill, a kiosk edited) shows on their next dashboard at once; what
  // kiosks report (sales, heartbeats) shows within the cache's few seconds.
  app.addHook("onSend", async (request, reply) => {
    const isWrite = request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS";
    if (isWrite && reply.statusCode < 400 && request.url.startsWith("/api/")) dashboardAnswers.clear();
  });
  await app.register(dashboardRoutes, { answers: dashboardAnswers });
  await app.register(productsRoutes, {
    products: createProductsService({ database: dependencies.database, uploadsDir }),
  });
  await app.register(promoCodesRoutes, {
    onExhausted: (tx, exhausted) => recordPromoExhausted(tx, exhausted, app.clock.now()),
    onAvailableAgain: (tx, code) => endPromoExhausted(tx, code, app.clock.now()),
  });
  await app.register(salesRoutes);
  await app.register(notificationsModule, { testPushAgent: dependencies.testPushAgent });
  await app.register(trainingRoutes);
  await app.register(faqsRoutes);
  await app.register(uploadsPlugin, { uploadsDir: path.resolve(config.DATA_DIR, "uploads") });
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

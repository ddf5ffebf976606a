import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth.routes.js";
import { createAuthService } from "./auth.service.js";
import { EXPIRY_PURGE_SECONDS, expiryPurgeJob } from "./expiry-purge.js";

/**
 * Signing in and out, the current user, passwords (changed, reset, or first set from an invitation), and the hourly
 * purge of expired sessions and tokens.
 */
export async function authModule(app: FastifyInstance) {
  const { config, database } = app;
  app.jobs.registerRecurring(
    expiryPurgeJob({ database, idleMinutes: config.SESSION_IDLE_MINUTES, log: app.log }),
    EXPIRY_PURGE_SECONDS,
  );
  const auth = createAuthService({
    database,
    mailer: app.mailer,
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
  await app.register(authRoutes, { auth, sessionAbsoluteMinutes: config.SESSION_ABSOLUTE_MINUTES });
}

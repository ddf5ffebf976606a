import type { Dashboard } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createAnswerCache } from "../../lib/answer-cache.js";
import { dashboardRoutes } from "./dashboard.routes.js";

/**
 * Home's figures, with their short-lived answer cache. Not encapsulated (fastify-plugin): the hook that clears the
 * cache watches the writes of every module, not only this one's routes.
 */
export const dashboardModule = fp(async (app: FastifyInstance) => {
  const answers = createAnswerCache<Dashboard>({ ttlMs: app.config.DASHBOARD_CACHE_SECONDS * 1000 });
  // A person's write in the back office (a refill, a kiosk edited) shows on their next dashboard at once; what
  // kiosks report (sales, heartbeats) shows within the cache's few seconds.
  app.addHook("onSend", async (request, reply) => {
    const isWrite = request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS";
    if (isWrite && reply.statusCode < 400 && request.url.startsWith("/api/")) answers.clear();
  });
  await app.register(dashboardRoutes, { answers });
});

import { healthSchema, healthUnavailableSchema, notReadySchema, readySchema } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";

/** OpenAPI only (route-docs.ts): a load balancer calls it without signing in. */
const HEALTH_DOCS = {
  public: true,
  operationId: "checkHealth",
  summary: "Liveness: the server and its database answer",
  responses: { 200: healthSchema, 503: healthUnavailableSchema },
} as const;
const READY_DOCS = {
  public: true,
  operationId: "checkReadiness",
  summary: "Readiness: whether to send this server traffic",
  responses: { 200: readySchema, 503: notReadySchema },
} as const;

/** Liveness with a real database round trip: a load balancer stops sending traffic when the database is gone. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", { config: { docs: HEALTH_DOCS } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: "ok", database: app.database.kind };
    } catch (error) {
      request.log.error({ err: error }, "health check failed");
      return reply.code(503).send({ status: "unavailable", message: "The database is not reachable." });
    }
  });
  /**
   * Readiness: whether to send this process traffic. While it starts or drains, the listener answers 503 before the
   * app is reached (lifecycle/listener.ts); here, ready means the database answers.
   */
  app.get("/readyz", { config: { docs: READY_DOCS } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: "ready" };
    } catch (error) {
      request.log.error({ err: error }, "readiness check failed");
      return reply.code(503).send({ status: "unavailable", message: "The database is not reachable." });
    }
  });
}

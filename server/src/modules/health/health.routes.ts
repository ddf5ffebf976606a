import type { FastifyInstance } from "fastify";

/** Liveness with a real database round trip: a load balancer stops sending traffic when the database is gone. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", async (request, reply) => {
    try {
      await app.database.ping();
      return { status: "ok", database: app.database.kind };
    } catch (error) {
      request.log.error({ err: error }, "health check failed");
      return reply.code(503).send({ status: "unavailable", message: "The database is not reachable." });
    }
  });
}

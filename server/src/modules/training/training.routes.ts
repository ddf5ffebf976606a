import { manualLinkSchema, manualPasswordSchema, trainingSchema } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { createTrainingService } from "./training.service.js";

/** `/api/training`: the tutorial link and whether there is a manual; `/api/training/manual`: its link, after its password. */
export async function trainingRoutes(app: FastifyInstance) {
  const training = createTrainingService({ database: app.database });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/training",
    {
      onRequest: requireAuth,
      schema: { response: { 200: z.object({ data: trainingSchema }) } },
      config: {
        docs: {
          operationId: "getTraining",
          summary: "The training page: the tutorial link and the user manual's state",
        },
      },
    },
    async (request) => ({ data: await training.getTraining(await scopeOf(request)) }),
  );

  routes.post(
    "/api/training/manual",
    {
      onRequest: requireAuth,
      // Wrong passwords are counted per user (MANUAL_ATTEMPTS_PER_MINUTE).
      config: {
        docs: { operationId: "openManual", summary: "Open the user manual with its password", throttled: true },
      },
      schema: { body: manualPasswordSchema, response: { 200: z.object({ data: manualLinkSchema }) } },
    },
    async (request) => ({ data: await training.openManual(await scopeOf(request), request.body.password) }),
  );
}

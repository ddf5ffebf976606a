import { createRefundSchema, dataOf, refundSchema } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSalesAnd } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { createRefundsService } from "./refunds.service.js";

const idParams = z.object({ id: z.string() });
const one = dataOf(refundSchema);

/**
 * Refunds from the back office (issue 25 part 1): `refund sales` and the sale in reach (a client's own kiosks); a sale
 * out of reach answers 404 like one that does not exist. A sale's refunds are read with it (`/api/sales/group/{id}`).
 */
export async function refundsRoutes(app: FastifyInstance) {
  const refunds = createRefundsService({ database: app.database, now: () => app.clock.now().getTime() });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/sales/:id/refunds",
    {
      onRequest: requireSalesAnd("refund sales"),
      schema: { params: idParams, body: createRefundSchema, response: { 200: one, 201: one } },
      config: {
        docs: {
          operationId: "refundSale",
          summary: "Refund an order in full or in part (its id made by the caller: a replay answers the same refund)",
        },
      },
    },
    async (request, reply) => {
      const { refund, created } = await refunds.refundSale(await scopeOf(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send({ data: refund });
    },
  );
}

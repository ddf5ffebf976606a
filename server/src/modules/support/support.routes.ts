import {
  pageMetaSchema,
  submitSupportTicketSchema,
  supportTicketListQuerySchema,
  supportTicketSchema,
} from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import type { SupportService } from "./support.service.js";

/** The support form (`POST /api/submit_support_ticket`, seed section 7) and the user's own tickets. Any signed-in user. */
export async function supportRoutes(app: FastifyInstance, options: { support: SupportService }) {
  const { support } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/submit_support_ticket",
    {
      onRequest: requireAuth,
      // A user may send SUPPORT_TICKETS_PER_HOUR tickets an hour.
      config: { docs: { operationId: "submitSupportTicket", summary: "Send a support ticket", throttled: true } },
      schema: { body: submitSupportTicketSchema, response: { 201: z.object({ data: supportTicketSchema }) } },
    },
    async (request, reply) => {
      const ticket = await support.submitTicket(await scopeOf(request), request.body);
      return reply.code(201).send({ data: ticket });
    },
  );

  routes.get(
    "/api/support_tickets",
    {
      config: { docs: { operationId: "listSupportTickets", summary: "List the signed-in user's support tickets" } },
      onRequest: requireAuth,
      schema: {
        querystring: supportTicketListQuerySchema,
        response: { 200: z.object({ data: z.array(supportTicketSchema), meta: pageMetaSchema }) },
      },
    },
    async (request) => support.listOwnTickets(await scopeOf(request), request.query),
  );
}

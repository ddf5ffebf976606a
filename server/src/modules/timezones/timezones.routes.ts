import { dataOf } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAuth } from "../../identity/guards.js";

/** The IANA zones this runtime knows (the same list the company and promo code forms validate against), plus UTC. */
export function timezoneNames(): string[] {
  return [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort();
}

/** `GET /api/timezones`: for every signed-in user (timezone pickers in several forms). */
export async function timezonesRoutes(app: FastifyInstance) {
  const names = timezoneNames();
  const docs = {
    operationId: "listTimezones",
    summary: "List the IANA timezone names",
    responses: { 200: dataOf(z.array(z.string())) },
  };
  app.get("/api/timezones", { onRequest: requireAuth, config: { docs } }, async () => ({ data: names }));
}

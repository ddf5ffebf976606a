import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The OpenAPI 3.1 document, generated from the zod schemas the routes validate with (`GET /api/openapi.json`).
 * Registered before the modules so that it sees every route. Back-office calls are authenticated by the session
 * cookie; the kiosks' API (tag `device`) by each kiosk's bearer key.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Froyo Back Office API",
        version: "1",
        description:
          "The back office's JSON API (cookie session, `X-XSRF-TOKEN` on writes) and the kiosks' API under `/device/v1`.",
      },
      tags: [
        { name: "device", description: "The kiosks' API: one bearer API key per kiosk, no cookie, no CSRF token." },
      ],
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "froyo_session" },
          kioskKey: { type: "http", scheme: "bearer", description: "The kiosk's API key (fyk_…), shown once." },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
});

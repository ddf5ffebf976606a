import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { apiDocsPlugin } from "./api-docs.js";
import { documentComponents } from "./openapi-components.js";
import { errorAnswerReferences, operationTransform } from "./openapi-operations.js";

/**
 * The OpenAPI 3.1 document, generated from the zod schemas the routes validate with (`GET /api/openapi.json`), and
 * its reference UI at `/api/docs`. Registered before the modules so that it sees every route. Each operation's
 * access, permission and error answers are derived from the route itself (openapi-operations.ts). Back-office calls
 * are authenticated by the session cookie; the kiosks' API (tag `device`) by each kiosk's bearer key.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const { securitySchemes, ...components } = documentComponents();
  const appUrl = new URL(app.config.APP_URL);
  const hostVariables = {
    scheme: { default: appUrl.protocol.slice(0, -1), enum: ["https", "http"] },
    domain: { default: appUrl.host, description: "APP_URL's host (and port)" },
  };
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Froyo Back Office API",
        version: "1",
        description: [
          "The back office's JSON API and the kiosks' API under `/device/v1`.",
          "Back-office calls are authenticated by the session cookie that `POST /auth/login` sets; every state-changing call carries the `X-XSRF-TOKEN` header (the `XSRF-TOKEN` cookie's value, from `GET /sanctum/csrf-cookie`).",
          "Each operation says who may call it (`x-access`, and `x-permission` for the permission it requires) and lists its error answers, whose bodies are the shared `Error` and `ValidationError` schemas.",
        ].join("\n\n"),
        // The product is not open source: the document says so rather than leave integrators to guess.
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      // Each company is served on its own subdomain of APP_URL's host, the platform on the bare host; the same
      // paths answer on each. The relative one comes first: the reference UI's "Try it out" calls the host it is on.
      servers: [
        { url: "/", description: "The host this document was read from" },
        {
          url: "{scheme}://{company}.{domain}",
          description: "A company's back office and its kiosks' API",
          variables: { ...hostVariables, company: { default: "demo", description: "The company's subdomain" } },
        },
        { url: "{scheme}://{domain}", description: "The platform (Super Admin)", variables: hostVariables },
      ],
      tags: [
        { name: "device", description: "The kiosks' API: one bearer API key per kiosk, no cookie, no CSRF token." },
      ],
      components: { securitySchemes },
      security: [{ session: [] }],
    },
    transform: operationTransform,
    transformObject: (document) => {
      if (!("openapiObject" in document)) return document.swaggerObject;
      const { openapiObject } = document;
      errorAnswerReferences(openapiObject as Parameters<typeof errorAnswerReferences>[0]);
      // Plain objects (the shapes are checked by the document's validation test), added beside the security schemes.
      return Object.assign(openapiObject, { components: { ...openapiObject.components, ...components } });
    },
  });
  app.get(
    "/api/openapi.json",
    {
      config: {
        docs: {
          public: true,
          operationId: "getOpenApiDocument",
          summary: "This document",
          // The routes it describes check their callers themselves.
          responses: { 200: z.record(z.string(), z.unknown()).describe("The OpenAPI 3.1 document") },
        },
      },
    },
    async () => app.swagger(),
  );
  await app.register(apiDocsPlugin);
});

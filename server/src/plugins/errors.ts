import { ERROR_MESSAGES } from "@froyo/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError, ValidationError } from "../lib/http-errors.js";

/** Client mistakes Fastify itself detects (bad JSON, wrong content type, empty body): 422 like any bad input. */
const BAD_BODY_CODES = new Set([
  "FST_ERR_CTP_INVALID_JSON_BODY",
  "FST_ERR_CTP_EMPTY_JSON_BODY",
  "FST_ERR_CTP_INVALID_MEDIA_TYPE",
  "FST_ERR_CTP_INVALID_CONTENT_LENGTH",
  "FST_ERR_CTP_BODY_TOO_LARGE",
]);

/** The one place that turns errors into the documented shapes; a 500 shows nothing of its cause. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A Map, not an object literal: a field named "constructor" or "toString" must not meet Object.prototype's.
      const errors = new Map<string, string[]>();
      const add = (field: string, message: string) => errors.set(field, [...(errors.get(field) ?? []), message]);
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        // A strict schema's unknown fields (company_id, role, …) are each named, as the company form names them.
        const unknownKeys = issue.keyword === "unrecognized_keys" ? (issue.params as { keys?: unknown }).keys : null;
        if (Array.isArray(unknownKeys)) {
          for (const key of unknownKeys) add(path ? `${path}.${key}` : String(key), `The ${key} field is not allowed.`);
          continue;
        }
        add(path || "body", issue.message ?? "This field is invalid.");
      }
      return sendHttpError(reply, new ValidationError(Object.fromEntries(errors)));
    }
    if (error instanceof HttpError) return sendHttpError(reply, error);
    if (error.code && BAD_BODY_CODES.has(error.code)) {
      const status = error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ? 413 : 422;
      const message = status === 413 ? "The request body is too large." : "The request body is not valid JSON.";
      return reply.code(status).send({ message, errors: { body: [message] } });
    }
    if (error.code === "ERR_STREAM_PREMATURE_CLOSE") {
      // The browser went away mid-answer (a closed tab, a cancelled download): nobody is left to answer.
      request.log.debug(
        { path: request.url.split("?", 1)[0] },
        "the client closed the connection before the answer ended",
      );
      reply.raw.destroy();
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: ERROR_MESSAGES.serverError });
  });
});

function sendHttpError(reply: import("fastify").FastifyReply, error: HttpError) {
  reply.code(error.statusCode).headers(error.headers);
  return error instanceof ValidationError
    ? reply.send({ message: error.message, errors: error.errors })
    : reply.send({ message: error.message });
}

/**
 * A URL the router cannot read (a broken %-escape, a path segment over the router's 100-character limit) names no
 * resource: it is the API's 404, as any unknown path, rather than Fastify's own 400/414 body. These errors come
 * before routing, so no hook has run: the headers a 404 page gets elsewhere are set here, with a CSP that allows
 * nothing, as the body is JSON.
 */
export function unreadableUrlHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Fastify's other framework error (a route constraint that failed to resolve) is the server's fault.
  if (error.code === "FST_ERR_ASYNC_CONSTRAINT") {
    request.log.error({ err: error }, "route constraint failed");
    return reply.code(500).send({ message: ERROR_MESSAGES.serverError });
  }
  return reply
    .code(404)
    .headers({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "cross-origin-resource-policy": "same-origin",
    })
    .send({ message: ERROR_MESSAGES.notFound });
}

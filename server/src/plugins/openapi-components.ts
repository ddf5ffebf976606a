import { messageErrorSchema, validationErrorSchema } from "@froyo/contracts";
import { type ZodType, z } from "zod";

/** A contract's zod schema as a JSON Schema 2020-12 component (what the API sends: the output side). */
function componentOf(schema: ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output" });
  return json;
}

/**
 * The error answers a route's shape implies, each a shared component response (see openapi-operations.ts). 400 is
 * every operation's: Node's HTTP server (or Fastify's client-error handler) answers it before any route runs.
 */
export const ERROR_ANSWERS = {
  400: {
    name: "MalformedRequest",
    schema: null,
    description:
      "The request is not well-formed HTTP (a bad request line or header, no Host header): the HTTP server answers before any route runs, with no body or a short one of its own (not the `Error` schema).",
  },
  401: {
    name: "Unauthenticated",
    schema: "Error",
    description: "No session (back office) or no valid kiosk key (device API).",
  },
  403: { name: "Forbidden", schema: "Error", description: "Signed in, but without the permission this call requires." },
  404: {
    name: "NotFound",
    schema: "Error",
    description: "No such record in the caller's company (or one the caller cannot reach).",
  },
  419: {
    name: "CsrfMismatch",
    schema: "Error",
    description:
      "The X-XSRF-TOKEN header is missing or differs from the session's token (GET /sanctum/csrf-cookie sets the XSRF-TOKEN cookie to copy it from).",
  },
  422: {
    name: "ValidationFailed",
    schema: "ValidationError",
    description: "The input is invalid: `errors` names each field with its messages, `message` is the first of them.",
  },
  429: {
    name: "TooManyAttempts",
    schema: "Error",
    description: "Too many attempts: wait the seconds Retry-After gives before trying again.",
  },
} as const;

export type ErrorStatus = keyof typeof ERROR_ANSWERS;
export const isErrorStatus = (status: number): status is ErrorStatus => status in ERROR_ANSWERS;

/** `components` of the document: the error bodies of contracts/src/errors.ts, the answers using them, and the auth schemes. */
export function documentComponents() {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(ERROR_ANSWERS)) {
    responses[answer.name] = {
      description: answer.description,
      ...(answer.schema
        ? { content: { "application/json": { schema: { $ref: `#/components/schemas/${answer.schema}` } } } }
        : {}),
      ...(status === "429"
        ? { headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer", minimum: 1 } } } }
        : {}),
    };
  }
  return {
    schemas: { Error: componentOf(messageErrorSchema), ValidationError: componentOf(validationErrorSchema) },
    responses,
    parameters: {
      XsrfToken: {
        name: "X-XSRF-TOKEN",
        in: "header",
        required: true,
        description:
          "The value of the XSRF-TOKEN cookie: every state-changing call made with the session cookie carries it.",
        schema: { type: "string" },
      },
    },
    securitySchemes: {
      session: {
        type: "apiKey" as const,
        in: "cookie",
        name: "froyo_session",
        description: "The session cookie POST /auth/login sets.",
      },
      kioskKey: { type: "http" as const, scheme: "bearer", description: "The kiosk's API key (fyk_…), shown once." },
    },
  };
}

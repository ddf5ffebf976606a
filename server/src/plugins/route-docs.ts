import type { ZodType } from "zod";

/**
 * A documented answer that is not JSON (a CSV export, an HTML page) or has no body: its media type and what it is.
 * JSON answers are given as zod schemas instead.
 */
export interface MediaAnswer {
  description: string;
  /** Absent: no body (204, 304). */
  contentType?: string;
}

/**
 * What the OpenAPI document says about a route beyond its `schema` (openapi-operations.ts reads it). Documentation
 * only: Fastify neither validates nor serialises through anything here, so documenting an answer can never strip or
 * refuse what the handler sends (`schema.response` would: its zod schema becomes the serialiser). openapi.test.ts
 * checks that real answers match these schemas.
 */
export interface RouteDocs {
  /**
   * The operation's name for SDK generators, which name their methods by it: a verb and the resource in camelCase
   * (`listUsers`, `createKiosk`), unique in the document. Renaming it renames generated client methods.
   */
  operationId?: string;
  /** One short line saying what the call does (the reference UI's heading for it). */
  summary?: string;
  description?: string;
  /** Success answers (and unusual errors such as the health check's 503) by status code. */
  responses?: Record<number, ZodType | MediaAnswer>;
  /** The request body of a multipart form, which the handler reads and checks itself (422 on a bad field). */
  form?: ZodType;
  /** The service counts attempts and answers 429 with Retry-After (sign-in, manual password, support tickets). */
  throttled?: boolean;
  /** Error answers the route's shape does not imply (a 404 without an id in the path). */
  errors?: readonly number[];
  /** Public on purpose (no guard): stated, so that a forgotten guard is not mistaken for a public route. */
  public?: true;
}

declare module "fastify" {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

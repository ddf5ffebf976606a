import { STATUS_CODES } from "node:http";
import type { RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { ERROR_ANSWERS, type ErrorStatus, isErrorStatus } from "./openapi-components.js";
import { accessOf, type RouteAccess } from "./route-access.js";
import type { MediaAnswer, RouteDocs } from "./route-docs.js";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = Record<string, unknown> & {
  response?: Record<string, unknown>;
  security?: readonly Record<string, readonly string[]>[];
};

/** Who may call an operation, as the document states it (`x-access`). */
export type DocumentedAccess = RouteAccess | { kind: "public" } | { kind: "kiosk-key" } | { kind: "undeclared" };

/** Private marker the per-route transform leaves for documentTransform: the error answers, turned into refs there. */
const ERRORS_MARKER = "x-error-answers";
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const isMediaAnswer = (answer: ZodType | MediaAnswer): answer is MediaAnswer =>
  "description" in answer && !("_zod" in answer);
const isKioskKeyRoute = (schema: RouteSchema) =>
  Array.isArray(schema.security) && schema.security.some((entry) => "kioskKey" in entry);

/** The access rule: the guard's own declaration, the kiosks' bearer scheme, or a route's explicit `docs.public`. */
export function accessOfRoute(route: RouteOptions, schema: RouteSchema): DocumentedAccess {
  const guard = accessOf(route.onRequest);
  if (guard) return guard;
  if (isKioskKeyRoute(schema)) return { kind: "kiosk-key" };
  if (route.config?.docs?.public) return { kind: "public" };
  return { kind: "undeclared" };
}

function accessSentence(access: DocumentedAccess): string {
  switch (access.kind) {
    case "public":
      return "Public: no sign-in needed.";
    case "signed-in":
      return "Signed in: any signed-in user.";
    case "kiosk-key":
      return "A kiosk's API key (`Authorization: Bearer fyk_…`); no cookie, no CSRF token.";
    case "permission": {
      const names = typeof access.permission === "string" ? [access.permission] : access.permission;
      const required =
        names.length === 1
          ? `the \`${names[0]}\` permission`
          : `one of the ${names.map((n) => `\`${n}\``).join(", ")} permissions`;
      return `Requires ${required}${access.also ? `, ${access.also}` : ""}.`;
    }
    default:
      return "Access not declared.";
  }
}

/**
 * The error answers a route's shape implies: any request's malformed HTTP, its guard, its path id, CSRF on cookie
 * writes, its input, its throttle.
 */
export function errorAnswersOf(route: RouteOptions, schema: RouteSchema, access: DocumentedAccess): ErrorStatus[] {
  const docs: RouteDocs = route.config?.docs ?? {};
  const method = String(route.method).toUpperCase();
  const statuses = new Set<number>([400, ...(docs.errors ?? [])]);
  if (access.kind !== "public" && access.kind !== "undeclared") statuses.add(401);
  if (access.kind === "permission" || access.kind === "kiosk-key") statuses.add(403);
  if (route.url.includes("/:")) statuses.add(404);
  if (STATE_CHANGING.has(method) && route.config?.csrf !== false) statuses.add(419);
  if (schema.body || schema.querystring || docs.form) statuses.add(422);
  if (docs.throttled || access.kind === "kiosk-key") statuses.add(429);
  return [...statuses].filter(isErrorStatus).sort();
}

/** `/api/kiosks/:id/trays` → `kiosks`; the auth calls, health checks and the document itself get their own. */
function tagOf(url: string): string {
  if (url.startsWith("/auth/") || url.startsWith("/sanctum/")) return "auth";
  if (url === "/healthz" || url === "/readyz") return "health";
  if (url === "/check-subdomain") return "companies";
  const resource = /^\/api\/([^/]+)/.exec(url)?.[1] ?? "other";
  if (resource.includes("support_ticket")) return "support";
  if (resource === "openapi.json" || resource === "docs") return "documentation";
  return resource;
}

/**
 * The per-route transform: jsonSchemaTransform turns the zod schemas into JSON Schema; this adds what the route's
 * guard, config and shape say (access, permission, error answers, documentation-only answers and forms).
 */
export function operationTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const route = (input as { route: RouteOptions }).route;
  const schema: RouteSchema = { ...((input.schema as RouteSchema | undefined) ?? {}) };
  // Fastify serves a plugin's "/" route (the reference UI's page) with and without the slash, and leaves the stored
  // route on the latter: the document names it as the route list does.
  const url = input.url.length > 1 ? input.url.replace(/\/$/, "") : input.url;
  if (schema.hide) return jsonSchemaTransform({ ...input, schema });

  const docs: RouteDocs = route.config?.docs ?? {};
  const media: Record<string, MediaAnswer> = {};
  const response: Record<string, unknown> = { ...(schema.response ?? {}) };
  for (const [status, answer] of Object.entries(docs.responses ?? {})) {
    if (isMediaAnswer(answer)) media[status] = answer;
    else response[status] = answer;
  }
  const access = accessOfRoute(route, schema);
  // Error answers a route's schema already lists (the kiosks' API serialises its errors) use the components too.
  const listed = Object.keys(schema.response ?? {})
    .map(Number)
    .filter(isErrorStatus);
  const derived = errorAnswersOf(route, { ...schema, body: schema.body ?? docs.form }, access);
  const errors = [...new Set([...derived, ...listed])].sort();
  for (const status of errors) delete response[status]; // replaced by the shared component in documentTransform

  const converted = jsonSchemaTransform({
    ...input,
    url,
    schema: {
      ...schema,
      ...(docs.form ? { body: docs.form } : {}),
      ...(Object.keys(response).length ? { response } : {}),
    },
  });
  const out = converted.schema as RouteSchema;
  const convertedResponses = (out.response ?? {}) as Record<string, unknown>;
  for (const [status, answer] of Object.entries(media)) {
    convertedResponses[status] = answer.contentType
      ? { description: answer.description, content: { [answer.contentType]: { schema: { type: "string" } } } }
      : { description: answer.description, type: "null" };
  }
  if (Object.keys(convertedResponses).length > 0) out.response = convertedResponses;
  if (docs.form) out.consumes = ["multipart/form-data"];
  if (docs.summary) out.summary = docs.summary;
  if (docs.operationId) out.operationId = docs.operationId;
  out.description = [accessSentence(access), docs.description ?? (schema.description as string | undefined)]
    .filter(Boolean)
    .join("\n\n");
  out.tags ??= [tagOf(url)];
  if (access.kind === "public") out.security = [];
  out["x-access"] = access.kind;
  if (access.kind === "permission") out["x-permission"] = access.permission;
  if (access.kind === "permission" && access.staffOnly) out["x-staff-only"] = true;
  out[ERRORS_MARKER] = errors;
  return converted;
}

type Operation = { responses?: Record<string, unknown>; parameters?: unknown[] } & Record<string, unknown>;

/**
 * The whole document's transform: each operation's error answers become references to the shared components, and a
 * success answer whose schema has no description is named by its status ("OK", "Created").
 */
export function errorAnswerReferences(document: { paths?: Record<string, Record<string, Operation>> }): void {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const errors = (operation[ERRORS_MARKER] ?? []) as ErrorStatus[];
      delete operation[ERRORS_MARKER];
      operation.responses ??= {};
      for (const [status, answer] of Object.entries(operation.responses)) {
        const described = answer as { description?: string };
        if (described.description === "Default Response") described.description = STATUS_CODES[status] ?? status;
      }
      for (const status of errors) {
        operation.responses[status] = { $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` };
      }
      if (errors.includes(419)) {
        operation.parameters = [...(operation.parameters ?? []), { $ref: "#/components/parameters/XsrfToken" }];
      }
    }
  }
}

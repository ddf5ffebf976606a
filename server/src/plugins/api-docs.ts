import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import type { RouteDocs } from "./route-docs.js";

/** Where the reference UI lives; its files are under `${API_DOCS_PATH}/static/`. */
export const API_DOCS_PATH = "/api/docs";

const PAGE_DOCS: RouteDocs = {
  public: true,
  operationId: "showApiReference",
  summary: "The API reference (Swagger UI) of this document",
  responses: { 200: { description: "The reference's HTML page", contentType: "text/html" } },
};

/**
 * Swagger UI's "Try it out" with the session: a state-changing call carries the XSRF-TOKEN cookie's value as the
 * X-XSRF-TOKEN header, as the web app's client does. Runs in the browser (the plugin writes its source into the
 * page's initializer script, a file, so the Content-Security-Policy needs no inline script).
 */
function withXsrfHeader<T>(request: T): T {
  const { cookie } = (globalThis as unknown as { document: { cookie: string } }).document;
  const token = cookie.split("; ").find((entry) => entry.startsWith("XSRF-TOKEN="));
  const { headers } = request as unknown as { headers: Record<string, string> };
  if (token) headers["X-XSRF-TOKEN"] = decodeURIComponent(token.slice("XSRF-TOKEN=".length));
  return request;
}

/**
 * The API reference at `/api/docs`: its page and files are served by the server, never part of the web app's bundle,
 * so only that page loads them, and it works under the app's own Content-Security-Policy (every script is a file of
 * ours, styles inline as MUI's are, images data: URLs), so nothing is loosened for it. The page is in the document;
 * its files and its copies of the document (`/api/docs/json`, `/yaml`) are not: they are the UI, not the API.
 */
export async function apiDocsPlugin(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (route.url !== API_DOCS_PATH) return;
    route.schema = { ...route.schema, hide: false };
    route.config = { ...route.config, docs: PAGE_DOCS };
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { deepLinking: true, displayRequestDuration: true, requestInterceptor: withXsrfHeader },
    theme: { title: "Froyo Back Office API" },
    // Swagger UI asks validator.swagger.io for a badge by default: no call leaves the page.
    validatorUrl: false,
  });
}

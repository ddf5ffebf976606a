import type {} from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { csrfMismatch } from "../lib/http-errors.js";
import { XSRF_COOKIE } from "./session.js";
import { tokensEqual } from "./tokens.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set to false on routes that authenticate without cookies (the kiosks' bearer-key API). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Sanctum-style CSRF: every state-changing request carries X-XSRF-TOKEN. With a session it must equal the
 * session's token; before sign-in, the XSRF-TOKEN cookie from /sanctum/csrf-cookie (a custom header cannot be
 * sent cross-site without CORS, which this API never allows). Checked before the body is validated.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    if (!request.routeOptions.url) return; // unknown route: let the 404 answer
    const header = request.headers["x-xsrf-token"];
    const presented = Array.isArray(header) ? header[0] : header;
    const auth = await request.getAuth();
    const expected = auth ? auth.session.csrfToken : request.cookies[XSRF_COOKIE];
    if (!tokensEqual(presented, expected)) throw csrfMismatch();
  });
});

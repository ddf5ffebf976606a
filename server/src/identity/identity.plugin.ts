import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { csrfPlugin } from "./csrf.js";
import { sessionPlugin } from "./session.js";
import { tenancyPlugin } from "./tenancy.js";

/**
 * Who is asking, in this order: the tenant from the Host, the session from the cookie (host-bound), then the CSRF
 * check of writes, which compares with the session's token. After the database, before any module.
 */
export const identityPlugin = fp(async (app: FastifyInstance, options: { appDomain: string; idleMinutes: number }) => {
  await app.register(tenancyPlugin, { appDomain: options.appDomain });
  await app.register(sessionPlugin, { idleMinutes: options.idleMinutes });
  await app.register(csrfPlugin);
});

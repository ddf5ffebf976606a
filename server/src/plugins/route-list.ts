import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface RouteEntry {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route the app serves (method and URL pattern): the permission matrix test checks it has a row each. */
    routeList: RouteEntry[];
  }
}

export const routeListPlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteEntry[] = [];
  app.decorate("routeList", routes);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== "HEAD") routes.push({ method, url: route.url });
  });
});

import { dataOf, roleSchema, updateRoleSchema } from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { createRolesService } from "./roles.service.js";

const idParams = z.object({ id: z.string() });
/** OpenAPI only (route-docs.ts): what each call answers. */
const one = (operationId: string, summary: string) => ({
  docs: { operationId, summary, responses: { 200: dataOf(roleSchema) } },
});
const list = {
  docs: {
    operationId: "listRoles",
    summary: "List the company's roles",
    responses: { 200: dataOf(z.array(roleSchema)) },
  },
};

/** `/api/roles`: the tenant company's roles and their permission lists (seed section 7). */
export async function rolesRoutes(app: FastifyInstance) {
  const roles = createRolesService({ database: app.database, platformCompanyId: app.platformCompany.id });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get("/api/roles", { onRequest: requirePermission("view users"), config: list }, async (request) => ({
    data: await roles.listCompanyRoles(await scopeOf(request)),
  }));

  routes.get(
    "/api/roles/:id",
    {
      onRequest: requirePermission("view users"),
      schema: { params: idParams },
      config: one("getRole", "Get a role and its permissions"),
    },
    async (request) => ({ data: await roles.getRole(await scopeOf(request), request.params.id) }),
  );

  routes.put(
    "/api/roles/:id",
    {
      onRequest: requirePermission("edit users"),
      schema: { params: idParams, body: updateRoleSchema },
      config: one("updateRole", "Change a role's permissions"),
    },
    async (request) => ({ data: await roles.updateRole(await scopeOf(request), request.params.id, request.body) }),
  );
}

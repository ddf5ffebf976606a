import { auditEntrySchema, auditListQuerySchema, pageOf } from "@froyo/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf, requirePermission } from "../../identity/guards.js";
import { exportOwnerOf, scopeOf } from "../../identity/scope.js";
import { forbidden } from "../../lib/http-errors.js";
import { declareGuard } from "../../plugins/route-access.js";
import { findUserType } from "./audit.repository.js";
import { createAuditService } from "./audit.service.js";

/** `/api/audit`: the company's trail, for staff only (holding 'view users' and a staff role). */
export async function auditRoutes(app: FastifyInstance) {
  const { database } = app;
  const audit = createAuditService({ database });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canViewUsers = requirePermission("view users");

  /** A client role given 'view users' still never reads the trail: the role's user type decides. */
  const requireStaff = declareGuard(
    async (request: FastifyRequest) => {
      await canViewUsers(request);
      const { user } = await authOf(request);
      const userType = await database.withTenant(user.companyId, (tx) => findUserType(tx, user.companyId, user.id));
      if (userType !== "staff") throw forbidden();
    },
    { kind: "permission", permission: "view users", also: "with a staff role" },
  );

  routes.get(
    "/api/audit",
    {
      onRequest: requireStaff,
      schema: { querystring: auditListQuerySchema },
      config: {
        docs: {
          operationId: "listAuditEntries",
          summary: "List the audit trail",
          responses: { 200: pageOf(auditEntrySchema) },
        },
      },
    },
    async (request) => audit.listEntries(await scopeOf(request), request.query),
  );

  routes.get(
    "/api/audit/export.csv",
    {
      onRequest: requireStaff,
      schema: { querystring: auditListQuerySchema },
      config: {
        docs: {
          operationId: "exportAuditEntries",
          summary: "Export the audit trail as CSV",
          responses: { 200: { description: "The trail, as CSV", contentType: "text/csv" } },
          throttled: true,
        },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const { stream } = await app.exportGate.open(exportOwnerOf(scope), async () => ({
        stream: audit.exportEntries(scope, request.query),
      }));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="audit.csv"')
        .header("cache-control", "no-store")
        .send(stream);
    },
  );
}

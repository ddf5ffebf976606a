import {
  companyPublicSchema,
  dataOf,
  inviteUserSchema,
  pageOf,
  shortUserSchema,
  statusMessageSchema,
  updateUserSchema,
  userListQuerySchema,
  userSchema,
} from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../identity/guards.js";
import { exportOwnerOf, scopeOf } from "../../identity/scope.js";
import type { RouteDocs } from "../../plugins/route-docs.js";
import { createInvitationsService, INVITATION_MESSAGES } from "./invitations.service.js";
import { createUserChangesService } from "./user-changes.service.js";
import { createUsersService } from "./users.service.js";

const idParams = z.object({ id: z.string() });
/** Calls that take no body refuse one with fields (company_id, role, …) rather than ignore it. */
const noBody = z.strictObject({});
/** OpenAPI only (route-docs.ts): what each call answers. */
const one = { 200: dataOf(userSchema) };
const docs = (operationId: string, summary: string, responses: RouteDocs["responses"]) => ({
  docs: { operationId, summary, responses },
});

/** `/api/users` (seed section 7): list, export, choices, look-ups, invite, resend, change, delete. */
export async function usersRoutes(app: FastifyInstance) {
  const { database } = app;
  const reads = createUsersService({ database });
  const invitations = createInvitationsService({
    database,
    mailer: app.mailer,
    log: app.log,
    appUrl: app.config.APP_URL,
  });
  const changes = createUserChangesService({ database });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canView = { onRequest: requirePermission("view users") };

  const list = { ...canView, config: docs("listUsers", "List the company's users", { 200: pageOf(userSchema) }) };
  routes.get("/api/users", { ...list, schema: { querystring: userListQuerySchema } }, async (request) =>
    reads.listCompanyUsers(await scopeOf(request), request.query),
  );

  routes.get(
    "/api/users/export.csv",
    {
      ...canView,
      schema: { querystring: userListQuerySchema },
      config: {
        docs: {
          operationId: "exportUsers",
          summary: "Export the users as CSV",
          responses: { 200: { description: "The users, as CSV", contentType: "text/csv" } },
          throttled: true,
        },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const { stream } = await app.exportGate.open(exportOwnerOf(scope), async () => ({
        stream: reads.exportCompanyUsers(scope, request.query),
      }));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="users.csv"')
        .header("cache-control", "no-store")
        .send(stream);
    },
  );

  routes.get(
    "/api/users/short",
    {
      ...canView,
      config: docs("listUserChoices", "List the users as choices (id and name)", {
        200: dataOf(z.array(shortUserSchema)),
      }),
    },
    async (request) => ({
      data: await reads.listUserChoices(await scopeOf(request)),
    }),
  );

  routes.get(
    "/api/users/:id",
    { ...canView, schema: { params: idParams }, config: docs("getUser", "Get a user", one) },
    async (request) => ({
      data: await reads.getUser(await scopeOf(request), request.params.id),
    }),
  );

  const companyDocs = docs("getUserCompany", "Get a user's company", { 200: dataOf(companyPublicSchema) });
  routes.get(
    "/api/users/:id/company",
    { ...canView, schema: { params: idParams }, config: companyDocs },
    async (request) => ({
      data: await reads.getUserCompany(await scopeOf(request), request.params.id),
    }),
  );

  routes.post(
    "/api/users",
    {
      onRequest: requirePermission("create users"),
      schema: { body: inviteUserSchema },
      config: docs("inviteUser", "Invite a user (mails them a link to set a password)", { 201: dataOf(userSchema) }),
    },
    async (request, reply) => {
      const user = await invitations.inviteUser(await scopeOf(request), request.body);
      return reply.code(201).send({ data: user });
    },
  );

  routes.post(
    "/api/users/:id/resend-invitation",
    {
      onRequest: requirePermission("create users"),
      schema: { params: idParams, body: noBody },
      config: docs("resendInvitation", "Mail a user's invitation again", { 200: statusMessageSchema }),
    },
    async (request) => {
      await invitations.resendInvitation(await scopeOf(request), request.params.id);
      return { message: INVITATION_MESSAGES.resent };
    },
  );

  routes.patch(
    "/api/users/:id",
    {
      onRequest: requirePermission("edit users"),
      schema: { params: idParams, body: updateUserSchema },
      config: docs("updateUser", "Change a user", one),
    },
    async (request) => ({ data: await changes.updateUser(await scopeOf(request), request.params.id, request.body) }),
  );

  routes.delete(
    "/api/users/:id",
    {
      onRequest: requirePermission("delete users"),
      schema: { params: idParams, body: noBody },
      config: docs("deleteUser", "Delete a user", { 204: { description: "Deleted; no body" } }),
    },
    async (request, reply) => {
      await changes.deleteUser(await scopeOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}

import { NOTIFICATION_MESSAGES, unsubscribeQuerySchema } from "@froyo/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { companies, users } from "../../db/schema/index.js";
import { notFound } from "../../lib/http-errors.js";
import { EVENT_NAMES } from "./delivery/email-delivery.js";
import type { SettingsService } from "./settings.service.js";
import { readUnsubscribeToken, type UnsubscribeTarget } from "./unsubscribe-token.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(reply: FastifyReply, heading: string, inner: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head><body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5"><h1 style="font-size: 1.5rem">${escapeHtml(heading)}</h1>${inner}</body></html>`;
  return reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").send(html);
}

const PAGE_DOCS = { description: "An HTML page", contentType: "text/html" };

/**
 * The unsubscribe link of every notification email: it works without signing in, because the token is the
 * credential (an HMAC of company, user and event under the server's key, unsubscribe-token.ts), which is also why
 * the POST needs no CSRF token: a page that could forge the request would need the token, and with it could do no
 * more than this. GET only shows a confirmation (mail scanners open links); POST turns that email off, from the
 * page's button or from the mail client's one-click unsubscribe (RFC 8058, `List-Unsubscribe-Post`).
 */
export async function unsubscribeRoutes(app: FastifyInstance, options: { settings: SettingsService; key: Buffer }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function targetOf(token: string): Promise<{ target: UnsubscribeTarget; email: string; company: string }> {
    const target = readUnsubscribeToken(options.key, token);
    if (!target) throw notFound(NOTIFICATION_MESSAGES.badUnsubscribeLink);
    const [row] = await app.database.withTenant(target.companyId, (tx) =>
      tx
        .select({ email: users.email, company: companies.name })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(eq(users.companyId, target.companyId), eq(users.id, target.userId))),
    );
    if (!row) throw notFound(NOTIFICATION_MESSAGES.badUnsubscribeLink);
    return { target, ...row };
  }

  routes.get(
    "/api/notifications/unsubscribe",
    {
      schema: { querystring: unsubscribeQuerySchema },
      config: {
        docs: {
          operationId: "showUnsubscribePage",
          summary: "The email unsubscribe link's page",
          public: true,
          errors: [404],
          responses: { 200: PAGE_DOCS },
        },
      },
    },
    async (request, reply) => {
      const { target, company } = await targetOf(request.query.token);
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return page(
        reply,
        "Unsubscribe",
        `<p>Stop emails about ${escapeHtml(EVENT_NAMES[target.event])} from ${escapeHtml(company)}? Other notifications stay as they are; you can change them all in the notification settings.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  await app.register(async (scope) => {
    // The page's form and one-click clients send a form body; only the token in the URL matters, so it is not read.
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
      scope.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) =>
        done(null, {}),
      );
    }
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/notifications/unsubscribe",
      {
        schema: { querystring: unsubscribeQuerySchema },
        config: {
          csrf: false,
          docs: {
            operationId: "unsubscribeFromEmail",
            summary: "Stop an email notification (one-click unsubscribe)",
            public: true,
            errors: [404],
            responses: { 200: PAGE_DOCS },
          },
        },
      },
      async (request, reply) => {
        const { target, email, company } = await targetOf(request.query.token);
        await options.settings.turnOffEmail({ ...target, email }, target.event, request.ip);
        return page(
          reply,
          "Unsubscribed",
          `<p>You will get no more emails about ${escapeHtml(EVENT_NAMES[target.event])} from ${escapeHtml(company)}. The inbox in the app still shows them.</p>`,
        );
      },
    );
  });
}

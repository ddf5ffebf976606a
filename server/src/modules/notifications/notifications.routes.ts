import {
  dataOf,
  notificationCountSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationSettingsAnswerSchema,
  notificationSettingsSchema,
  pushKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "@froyo/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import type { InboxService } from "./inbox.service.js";
import { ownerOf, type SettingsService } from "./settings.service.js";

const idParams = z.object({ id: z.string() });
/** Calls that take no body refuse one with fields rather than ignore it. */
const noBody = z.strictObject({});

/**
 * `/api/settings/notifications` (per user) and `/api/notifications` (the user's inbox and browsers). Everything is
 * the signed-in user's own: no id of another user is ever accepted, so a client reaches only their own.
 */
export async function notificationsRoutes(
  app: FastifyInstance,
  options: { settings: SettingsService; inbox: InboxService; vapidPublicKey: string },
) {
  const { settings, inbox } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const owner = async (request: FastifyRequest) => ownerOf(await scopeOf(request));
  const canRead = { onRequest: requirePermission("view notifications") };
  const canEditSettings = { onRequest: requirePermission("edit notification settings") };
  const settingsAnswer = { response: { 200: notificationSettingsAnswerSchema } };

  routes.get(
    "/api/settings/notifications",
    {
      onRequest: requirePermission("view notification settings"),
      schema: settingsAnswer,
      config: { docs: { operationId: "getNotificationSettings", summary: "Get the notification settings" } },
    },
    async (request) => {
      const { settings: data, saved } = await settings.getSettings(await owner(request));
      return { data, meta: { saved } };
    },
  );

  routes.put(
    "/api/settings/notifications",
    {
      ...canEditSettings,
      schema: { body: notificationSettingsSchema, ...settingsAnswer },
      config: { docs: { operationId: "replaceNotificationSettings", summary: "Replace the notification settings" } },
    },
    async (request) => ({
      data: await settings.replaceSettings(await scopeOf(request), request.body),
      meta: { saved: true },
    }),
  );

  routes.get(
    "/api/notifications",
    {
      ...canRead,
      schema: { querystring: notificationListQuerySchema, response: { 200: notificationPageSchema } },
      config: { docs: { operationId: "listNotifications", summary: "List the signed-in user's notifications" } },
    },
    async (request) => inbox.listNotifications(await owner(request), request.query),
  );

  routes.get(
    "/api/notifications/count",
    {
      ...canRead,
      schema: { response: { 200: dataOf(notificationCountSchema) } },
      config: { docs: { operationId: "countUnreadNotifications", summary: "Count the unread notifications" } },
    },
    async (request) => ({ data: { unread: await inbox.countUnread(await owner(request)) } }),
  );

  routes.post(
    "/api/notifications/:id/read",
    {
      ...canRead,
      schema: { params: idParams, body: noBody, response: { 200: dataOf(notificationSchema) } },
      config: { docs: { operationId: "markNotificationRead", summary: "Mark a notification read" } },
    },
    async (request) => ({ data: await inbox.readNotification(await owner(request), request.params.id) }),
  );

  routes.post(
    "/api/notifications/read-all",
    {
      ...canRead,
      schema: {
        body: noBody,
        response: { 200: dataOf(z.object({ updated: z.number().int(), unread: z.number().int() })) },
      },
      config: { docs: { operationId: "markAllNotificationsRead", summary: "Mark every notification read" } },
    },
    async (request) => ({ data: await inbox.readAll(await owner(request)) }),
  );

  routes.get(
    "/api/notifications/push-key",
    {
      onRequest: requirePermission("view notification settings"),
      schema: { response: { 200: dataOf(pushKeySchema) } },
      config: { docs: { operationId: "getPushKey", summary: "The server's public key for web push (VAPID)" } },
    },
    async () => ({ data: { public_key: options.vapidPublicKey } }),
  );

  routes.post(
    "/api/notifications/push-subscriptions",
    {
      ...canEditSettings,
      schema: { body: pushSubscriptionInputSchema, response: { 201: dataOf(pushSubscriptionSchema) } },
      config: {
        docs: { operationId: "subscribeToPush", summary: "Subscribe this browser to web push", errors: [409] },
      },
    },
    async (request, reply) => {
      const data = await inbox.subscribe(await owner(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  routes.delete(
    "/api/notifications/push-subscriptions",
    {
      ...canEditSettings,
      schema: { body: pushUnsubscribeSchema },
      config: {
        docs: {
          operationId: "unsubscribeFromPush",
          summary: "Unsubscribe a browser from web push",
          errors: [404],
          responses: { 204: { description: "Unsubscribed; no body" } },
        },
      },
    },
    async (request, reply) => {
      await inbox.unsubscribe(await owner(request), request.body.endpoint);
      return reply.code(204).send();
    },
  );
}

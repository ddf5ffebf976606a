import { http } from "../../../lib/http";

/** GET /api/notifications/push-key → the server's VAPID public key (base64url) for pushManager.subscribe. */
export async function getPushKey(): Promise<string> {
  const response = await http.get<{ data: { public_key: string } }>("/api/notifications/push-key");
  return response.data.data.public_key;
}

/** POST /api/notifications/push-subscriptions with the browser's PushSubscription.toJSON() (201). */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await http.post("/api/notifications/push-subscriptions", subscription);
}

/** DELETE /api/notifications/push-subscriptions {endpoint} (204; 404 when the server had forgotten it already). */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await http.delete("/api/notifications/push-subscriptions", { data: { endpoint } });
}

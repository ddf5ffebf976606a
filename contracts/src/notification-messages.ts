/**
 * The notification texts both sides share. Apart from the schemas: the shell's bell shows them, and a module with
 * zod schemas in it would bring every schema it defines (and zod) onto Home's first load.
 */
export const NOTIFICATION_MESSAGES = {
  settingsSaved: "Notification settings saved",
  allRead: "All notifications marked as read",
  subscribed: "Push notifications are on for this browser",
  unsubscribed: "Push notifications are off for this browser",
  badUnsubscribeLink: "This unsubscribe link is not valid.",
  unknownEndpoint: "This browser is not subscribed.",
  endpointTaken:
    "Another user of the company receives notifications at this push endpoint. Turn push notifications on again in this browser to receive yours here.",
  badPushKey: "The p256dh key is not a valid P-256 public key.",
} as const;

import { createECDH } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { alertEvents, notifications, pushSubscriptions, users } from "../src/db/schema/index.js";
import { unsubscribeTokenFor } from "./notifications.js";
import type { MatrixRole } from "./permission-matrix.js";
import { MATRIX_ACCOUNTS } from "./permission-matrix.js";
import type { TestApp } from "./test-app.js";

let counter = 0;

/**
 * The matrices' records for notifications: an inbox item and a subscribed browser of a role's seeded account (in
 * the platform company for Super Admin, whose inbox is their own wherever they are), an unsubscribe link.
 */
export function notificationFixtures(t: TestApp, demoId: string) {
  const database = t.db.database;
  const accountOf = async (role: MatrixRole) => {
    if (role === "anonymous") throw new Error("anonymous has no account");
    const companyId = role === "Super Admin" ? t.platformCompanyId : demoId;
    const [user] = await database.withTenant(companyId, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.email, MATRIX_ACCOUNTS[role]))),
    );
    if (!user) throw new Error(`No account of ${role}`);
    return { companyId, userId: user.id };
  };
  /** For anonymous, the Pro's: an anonymous call is refused before any id is looked at. */
  const ownerOf = (role: MatrixRole) => accountOf(role === "anonymous" ? "Client - Pro" : role);

  return {
    /** A new item in the inbox of the role's account. */
    async notificationOf(role: MatrixRole): Promise<string> {
      const { companyId, userId } = await ownerOf(role);
      return database.withTenant(companyId, async (tx) => {
        const [event] = await tx
          .insert(alertEvents)
          .values({
            companyId,
            kind: "kiosk_error",
            dedupeKey: `matrix:${++counter}`,
            data: { code: "MX" },
            occurredAt: new Date(),
          })
          .returning();
        const [row] = await tx
          .insert(notifications)
          .values({
            companyId,
            userId,
            eventId: event?.id as string,
            kind: "kiosk_error",
            title: "Matrix",
            body: "Matrix",
            inInbox: true,
            createdAt: new Date(),
          })
          .returning({ id: notifications.id });
        return row?.id as string;
      });
    },
    /** A browser subscribed by the role's account: its endpoint. */
    async pushEndpointOf(role: MatrixRole): Promise<string> {
      const { companyId, userId } = await ownerOf(role);
      const endpoint = `https://push.example.com/matrix/${++counter}`;
      await database.withTenant(companyId, (tx) =>
        tx.insert(pushSubscriptions).values({ companyId, userId, endpoint, p256dh: "x", auth: "y" }),
      );
      return endpoint;
    },
    /** A new browser's subscription, as the web app posts it. */
    newPushSubscription() {
      const ecdh = createECDH("prime256v1");
      return {
        endpoint: `https://push.example.com/matrix/${++counter}`,
        expirationTime: null,
        keys: { p256dh: ecdh.generateKeys().toString("base64url"), auth: Buffer.alloc(16, 1).toString("base64url") },
      };
    },
    /** A genuine unsubscribe link's token (the Pro's low-tray emails). */
    async unsubscribeToken(): Promise<string> {
      const { companyId, userId } = await accountOf("Client - Pro");
      return unsubscribeTokenFor(t, { companyId, userId, event: "tray_low" });
    },
  };
}

export type NotificationFixtures = ReturnType<typeof notificationFixtures>;

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultNotificationSettings, type NotificationItem } from "@froyo/contracts";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, seededServerDatabase } from "../../test/databases.js";
import { httpRequest, httpSession, startServerProcess } from "../../test/server-process.js";

const HOST = "demo.localhost";

/**
 * The real server (`main.ts`) polls the queue from start-up without any test's help: a kiosk falls silent and its
 * offline alert reaches the inbox within a few sweeps (short windows here, real time, a generous bound), then
 * SIGTERM stops the poller with the app and the process exits 0.
 */
describe("the server runs the job queue from start-up to graceful shutdown", () => {
  for (const kind of DATABASE_KINDS) {
    it(`on ${kind === "postgres" ? "PostgreSQL" : "the embedded database"}`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "froyo-jobs-"));
      const database = await seededServerDatabase(kind, dataDir);
      const server = await startServerProcess({
        dataDir,
        DATABASE_URL: database.DATABASE_URL,
        extra: {
          DEMO_HISTORY_DAYS: "0",
          KIOSK_ONLINE_SECONDS: "1",
          ALERT_SWEEP_SECONDS: "5",
          JOBS_POLL_SECONDS: "0.2",
        },
      });
      try {
        const admin = await httpSession(server.port, HOST, "admin@demo.example.com");
        const base = defaultNotificationSettings("UTC");
        const settings = {
          ...base,
          events: { ...base.events, kiosk_offline: { ...base.events.kiosk_offline, minutes: 0 } },
        };
        expect((await admin("PUT", "/api/settings/notifications", settings)).status).toBe(200);
        const owners = JSON.parse((await admin("GET", "/api/kiosks/owners")).text).data as { id: string }[];
        const created = await admin("POST", "/api/kiosks", {
          owner_id: owners[0]?.id,
          name: "Process Kiosk",
          serial_number: `PROC-${Date.now()}`,
          timezone: "UTC",
        });
        expect(created.status, created.text).toBe(201);
        const { id, api_key: key } = JSON.parse(created.text).data as { id: string; api_key: string };
        const beat = await httpRequest(
          server.port,
          "POST",
          "/device/v1/heartbeat",
          { host: HOST, authorization: `Bearer ${key}`, "content-type": "application/json" },
          JSON.stringify({ sent_at: new Date().toISOString(), status: "ok" }),
        );
        expect(beat.status).toBe(200);
        let offline: NotificationItem | undefined;
        for (let attempt = 0; attempt < 240 && !offline; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          const inbox = JSON.parse((await admin("GET", "/api/notifications?per_page=100")).text)
            .data as NotificationItem[];
          offline = inbox.find((item) => item.kiosk?.id === id && item.event === "kiosk_offline");
        }
        expect(offline?.title).toBe("Kiosk offline: Process Kiosk");
      } finally {
        await server.stop();
        await database.drop();
      }
      expect(await server.exited).toBe(0);
    });
  }
});

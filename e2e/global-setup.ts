import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, SERVER_LOG, startAppServer } from "./support/app-server.js";
import { startChatWidgetServer } from "./support/chat-widget-server.js";
import { createTemporaryDatabase, type TemporaryDatabase } from "./support/database.js";
import { ARTIFACTS_DIR, REPO_ROOT, WEB_INDEX } from "./support/paths.js";
import { startSmtpCapture } from "./support/smtp-capture.js";
import { PUBLIC_SITE_PATH } from "./support/urls.js";
import { snapshotWebDist } from "./support/web-snapshot.js";

/**
 * The journeys test the code as it is now: the web app is built first (a stale web/dist would test yesterday's
 * app). E2E_REUSE_BUILD=1 skips that while iterating on a spec, if web/dist exists.
 */
function buildWebApp() {
  if (process.env.E2E_REUSE_BUILD === "1" && existsSync(WEB_INDEX)) return;
  console.log("[e2e] building the web app (npm run build -w web)");
  const result = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (result.status !== 0 || !existsSync(WEB_INDEX)) throw new Error("Building the web app failed.");
}

/**
 * Starts everything a run needs and hands the tests its coordinates through environment variables (the workers
 * are started after this and inherit them): the app on a free port with a fresh data folder (or a fresh
 * PostgreSQL database when DATABASE_URL is set), the seeded demo companies, and an SMTP capture whose messages
 * land as JSON files in E2E_MAIL_DIR. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  buildWebApp();

  const tempDir = await mkdtemp(path.join(os.tmpdir(), "froyo-e2e-"));
  const mailDir = path.join(tempDir, "mail");
  const smtp = await startSmtpCapture(mailDir);
  // A fake third-party chat widget on another origin (tests/chat-widget.spec.ts).
  const chatWidget = await startChatWidgetServer();
  let database: TemporaryDatabase | undefined;
  const cleanUp = async () => {
    await smtp.close();
    await chatWidget.close();
    await database?.drop();
    await rm(tempDir, { recursive: true, force: true });
  };

  try {
    if (process.env.DATABASE_URL) database = await createTemporaryDatabase(process.env.DATABASE_URL);
    const webDist = await snapshotWebDist(path.join(tempDir, "web-dist"));
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    const server = await startAppServer(port, {
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_DOMAIN: "localhost",
      APP_URL: appUrl,
      PUBLIC_SITE_URL: `${appUrl}${PUBLIC_SITE_PATH}`,
      DATA_DIR: path.join(tempDir, "data"),
      WEB_DIST_DIR: webDist,
      SEED_DEMO: "1",
      SMTP_URL: smtp.url,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Every test signs in through the form; the per-address limit (30 a minute by default) is for attackers.
      LOGIN_MAX_ATTEMPTS_PER_IP: "1000",
      CHAT_WIDGET_URL: chatWidget.url,
      // A kiosk that stops beating is offline after 30 s (not 3 min) and the alert sweep runs every 5 s, so the
      // alerts journey (tests/notifications.spec.ts) sees a bell rise in test time. The fleet journey's kiosk is
      // checked online within seconds of its heartbeat; nothing else reads the online window.
      KIOSK_ONLINE_SECONDS: "30",
      ALERT_SWEEP_SECONDS: "5",
      // The journeys read the demo as seeded: no live kiosks selling, refilling and going offline under them.
      DEMO_LIVE: "0",
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    process.env.E2E_PORT = String(port);
    process.env.E2E_MAIL_DIR = mailDir;
    process.env.E2E_CHAT_WIDGET_URL = chatWidget.url;
    console.log(
      `[e2e] server on ${appUrl} (${database ? "PostgreSQL" : "PGlite"}), mail in ${mailDir}, log ${SERVER_LOG}`,
    );
    return async () => {
      await server.stop();
      await cleanUp();
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

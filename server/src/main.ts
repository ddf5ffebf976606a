import path from "node:path";
import type { FastifyInstance } from "fastify";
import { ConfigError, loadConfig } from "./config.js";
import { DataDirInUseError, lockDataDir } from "./db/data-dir-lock.js";
import { EmbeddedDatabaseError } from "./db/pglite-data-dir.js";
import { DEMO_PASSWORD, demoAccounts } from "./demo/companies.js";
import type { DemoHistory } from "./demo/history.js";
import { Listener, PortInUseError } from "./lifecycle/listener.js";
import { shutDown } from "./lifecycle/shutdown.js";
import { startApp } from "./start.js";

/** Failures whose message says what happened and what to do: printed alone, without a stack trace. */
const EXPLAINED = [ConfigError, DataDirInUseError, EmbeddedDatabaseError, PortInUseError];

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  // A second `npm start` on the same embedded database refuses here, before it listens or touches the folder.
  if (!config.DATABASE_URL) lockDataDir(path.join(config.DATA_DIR, "pglite"));
  // Up before the database: /healthz and /readyz answer 503 "starting" while it opens, migrates and seeds.
  const listener = new Listener();
  await listener.listen(config.HOST, config.PORT);

  let history: DemoHistory | undefined;
  let app: FastifyInstance | undefined;
  const starting = startApp(config, {
    onDemoHistory: (seeded) => (history = seeded),
    serverFactory: listener.serverFactory,
  });
  stopOnSignals(listener, starting, config.SHUTDOWN_TIMEOUT_SECONDS * 1000, () => app);
  app = await starting;
  await app.ready();
  if (listener.currentPhase !== "starting") return; // a signal came while starting: shutDown finishes the job
  listener.ready();
  printBanner(config, Math.round(performance.now() - startedAt), history, app.demoFleet?.size ?? 0);
}

/**
 * SIGTERM (an orchestrator, a test) or SIGINT (Ctrl+C): a graceful stop within the bound, exit 0 when it fitted,
 * 1 when it did not. A second signal stops at once, for someone who would rather not wait.
 */
function stopOnSignals(
  listener: Listener,
  starting: Promise<FastifyInstance>,
  timeoutMs: number,
  currentApp: () => FastifyInstance | undefined,
) {
  let stopping = false;
  const log = {
    info: (message: string) => (currentApp()?.log ?? console).info(message),
    warn: (message: string) => (currentApp()?.log ?? console).warn(message),
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again: stopping at once`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: shutting down (finishing requests in flight, at most ${timeoutMs / 1000} s)`);
    // The demo's kiosks first, while the app still answers them: they hand in what they hold (a few seconds).
    const startedAt = Date.now();
    void (currentApp()?.demoFleet?.stop() ?? Promise.resolve())
      .then(() =>
        shutDown(
          listener,
          starting.catch(() => undefined),
          Math.max(0, timeoutMs - (Date.now() - startedAt)),
          log,
        ),
      )
      .then((clean) => process.exit(clean ? 0 : 1));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

function printBanner(
  config: ReturnType<typeof loadConfig>,
  startMs: number,
  history: DemoHistory | undefined,
  liveKiosks: number,
) {
  const port = config.PORT;
  const url = (sub?: string) => `http://${sub ? `${sub}.` : ""}${config.APP_DOMAIN}:${port}`;
  const lines = [
    "",
    `  Froyo Back Office is running (${config.DATABASE_URL ? "PostgreSQL" : `embedded database in ${shortPath(path.join(config.DATA_DIR, "pglite"))}`}, started in ${startMs} ms)`,
    "",
    `  Platform:    ${url()}`,
    `  Demo Froyo:  ${url("demo")}`,
    `  Acme Swirl:  ${url("acme")}`,
  ];
  if (history || liveKiosks > 0) lines.push("");
  if (history) lines.push(`  Demo history: ${history.sales} sales ingested as kiosks send them, in ${history.ms} ms`);
  if (liveKiosks > 0)
    lines.push(`  Demo fleet:   ${liveKiosks} kiosks live through the kiosks' API (DEMO_LIVE=0 keeps them still)`);
  if (config.seedDemo) {
    lines.push("", `  Demo accounts (password: ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts()) {
      const where = account.host === "(any)" ? "any host" : url(account.host);
      lines.push(`    ${account.email.padEnd(26)} ${account.role.padEnd(16)} ${where}`);
    }
  }
  console.log(`${lines.join("\n")}\n`);
}

/** A path as the user would type it from where they ran npm: data/pglite rather than /home/…/froyo/data/pglite. */
function shortPath(absolute: string) {
  const relative = path.relative(process.env.INIT_CWD ?? process.cwd(), absolute);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : absolute;
}

main().catch((error: unknown) => {
  if (EXPLAINED.some((kind) => error instanceof kind)) console.error((error as Error).message);
  else console.error(error);
  process.exit(1);
});

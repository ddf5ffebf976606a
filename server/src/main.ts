import path from "node:path";
import { ConfigError, loadConfig } from "./config.js";
import { DEMO_PASSWORD, demoAccounts } from "./db/seed/demo.js";
import type { DemoHistory } from "./demo/history.js";
import { startApp } from "./start.js";

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  let history: DemoHistory | undefined;
  const app = await startApp(config, { onDemoHistory: (seeded) => (history = seeded) });
  await app.listen({ host: config.HOST, port: config.PORT });

  const closeGracefully = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void closeGracefully("SIGTERM"));
  process.once("SIGINT", () => void closeGracefully("SIGINT"));

  printBanner(config, Math.round(performance.now() - startedAt), history);
}

function printBanner(config: ReturnType<typeof loadConfig>, startMs: number, history?: DemoHistory) {
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
  if (history)
    lines.push("", `  Demo history: ${history.sales} sales ingested as kiosks send them, in ${history.ms} ms`);
  if (config.seedDemo) {
    lines.push("", `  Demo accounts (password: ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts()) {
      const where = account.host === "(any)" ? "any host" : url(account.host);
      lines.push(`    ${account.email.padEnd(26)} ${account.role.padEnd(14)} ${where}`);
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
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

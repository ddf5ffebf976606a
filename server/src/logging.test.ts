import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { createLogger, requestLogController } from "./logging.js";
import { errorsPlugin } from "./plugins/errors.js";

interface LogLine {
  level: number;
  msg: string;
  request?: { method: string; path: string; status: number; ms: number };
}

const INFO = 30;
const ERROR = 50;

/** An app with the real logger, request lines and error handler, logging into an array. */
async function appLoggingTo(env: Record<string, string>) {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ LOG_LEVEL: "info", ...env });
  const app = Fastify({
    loggerInstance: createLogger(config, destination),
    logController: requestLogController(config),
  });
  await app.register(errorsPlugin);
  app.get("/ok", async () => ({ ok: true }));
  app.get("/boom", async () => {
    throw new Error("a real failure");
  });
  app.get("/gone-away", async () => {
    throw Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" });
  });
  await app.ready();
  return { app, lines };
}

describe("the request log", () => {
  it("writes one short line per request in production, without the query string", async () => {
    const { app, lines } = await appLoggingTo({ NODE_ENV: "production" });
    await app.inject({ method: "GET", url: "/ok?token=secret-reset-token" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: INFO, request: { method: "GET", path: "/ok", status: 200 } });
    expect(lines[0]?.msg).toMatch(/^GET \/ok 200 \d+ ms$/);
    expect(JSON.stringify(lines)).not.toContain("secret-reset-token");
    await app.close();
  });

  it("keeps requests out of a developer's terminal at info, where the start banner must stay in sight", async () => {
    const { app, lines } = await appLoggingTo({ NODE_ENV: "development" });
    await app.inject({ method: "GET", url: "/ok" });
    expect(lines).toEqual([]);
    await app.close();

    const verbose = await appLoggingTo({ NODE_ENV: "development", LOG_LEVEL: "debug" });
    await verbose.app.inject({ method: "GET", url: "/ok" });
    expect(verbose.lines.map((line) => line.msg)).toEqual([expect.stringMatching(/^GET \/ok 200 \d+ ms$/)]);
    await verbose.app.close();
  });

  it("keeps failures visible at error level, but not a browser that went away mid-answer", async () => {
    const { app, lines } = await appLoggingTo({ NODE_ENV: "development" });
    await app.inject({ method: "GET", url: "/boom" });
    expect(lines.filter((line) => line.level >= ERROR)).toHaveLength(1);
    lines.length = 0;

    await app.inject({ method: "GET", url: "/gone-away" }).catch(() => undefined);
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    await app.close();
  });
});

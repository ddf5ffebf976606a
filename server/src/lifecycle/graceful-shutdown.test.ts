import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, seededServerDatabase } from "../../test/databases.js";
import { addKiosks, type Kiosk, sale, storedSaleIds } from "../../test/kiosk-sales.js";
import { freePort, startServerProcess } from "../../test/server-process.js";

const KIOSKS = 6;
const BATCH = 5;
const SHUTDOWN_TIMEOUT_SECONDS = 10;

type Outcome = { status: number; connection: string | undefined; body: string } | { error: string };

/** One request on a kiosk's own kept-alive connection; a failure is recorded by its code, never thrown. */
function send(agent: http.Agent, port: number, method: string, pathname: string, headers = {}, body?: string) {
  return new Promise<Outcome>((resolve) => {
    const request = http.request({ host: "127.0.0.1", port, agent, method, path: pathname, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
      );
      response.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(body);
  });
}

/**
 * Issue 13, part 5: SIGTERM while kiosks stream sales. Each kiosk keeps one connection alive and sends its next batch
 * as soon as the last is answered, until the server is gone. Every acknowledged sale is stored; every request got an
 * HTTP answer (a 200, or a 503 with Connection: close for one that arrived while draining), and the only failures are
 * refused connections: a kiosk told to close its connection opens a new one, which the closed listener refuses —
 * no request is reset unanswered. The process exits 0 within the bound.
 */
describe("graceful shutdown: SIGTERM mid-stream answers every request and loses no acknowledged sale", () => {
  for (const kind of DATABASE_KINDS) {
    it(`on ${kind === "postgres" ? "PostgreSQL" : "the embedded database (PGlite files)"}`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "froyo-shutdown-"));
      const database = await seededServerDatabase(kind, dataDir);
      const env = { dataDir, DATABASE_URL: database.DATABASE_URL };
      const port = await freePort();
      const probes = pollReadiness(port);
      const server = await startServerProcess({
        ...env,
        port,
        // The demo's live kiosks too: they stop first, within the same bound.
        extra: { SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS), DEMO_LIVE: "1" },
      });
      try {
        // While starting, the listener was up and said so; once ready, /readyz and /healthz answer 200.
        expect((await probes).filter((status) => status !== 200)).toContain(503);
        const probe = new http.Agent({ keepAlive: true, maxSockets: 1 });
        expect(await send(probe, port, "GET", "/readyz")).toMatchObject({ status: 200, body: '{"status":"ready"}' });
        expect(await send(probe, port, "GET", "/healthz")).toMatchObject({ status: 200 });

        const idleProbes = Array.from({ length: 20 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
        for (const agent of idleProbes) await send(agent, port, "GET", "/readyz");
        const kiosks = await addKiosks(server, KIOSKS);
        const acknowledged = new Set<string>();
        const outcomes: Outcome[] = [];
        let stopped = false;
        const streams = kiosks.map((kiosk) => stream(kiosk, port, acknowledged, outcomes, () => stopped));
        while (acknowledged.size < 300) await new Promise((resolve) => setTimeout(resolve, 5));

        const signalledAt = Date.now();
        const stopping = server.stop(); // SIGTERM now; resolves when the process has exited
        // Idle connections are kept open a moment for requests already on their way: /readyz answers 503 draining.
        const readiness = await readinessWhileDraining(port, idleProbes);
        await stopping;
        const exitCode = await server.exited;
        const tookMs = Date.now() - signalledAt;
        stopped = true;
        await Promise.all(streams);

        expect(readiness).toMatchObject({ status: 503, connection: "close" });
        expect("body" in readiness && JSON.parse(readiness.body).status).toBe("draining");
        expect(exitCode).toBe(0);
        expect(tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000);

        const errors = outcomes.flatMap((outcome) => ("error" in outcome ? [outcome.error] : []));
        const statuses = outcomes.flatMap((outcome) => ("status" in outcome ? [outcome.status] : []));
        // Refused: the next connection after a 503 (or after the listener closed). Nothing else: no reset, no hang-up.
        expect(errors.filter((code) => code !== "ECONNREFUSED")).toEqual([]);
        expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
        const drained = outcomes.filter((outcome) => "status" in outcome && outcome.status === 503);
        for (const answer of drained) expect(answer).toMatchObject({ connection: "close" });
        console.info(
          `[${kind}] SIGTERM after ${acknowledged.size} acknowledged sales: exit 0 in ${tookMs} ms; ` +
            `${statuses.filter((s) => s === 200).length} batches answered 200, ${drained.length} answered 503 ` +
            `while draining, ${errors.length} connections refused after the listener closed`,
        );

        const stored = await storedSaleIds(env);
        expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        await server.kill();
        await database.drop();
      }
    }, 180_000);
  }
});

/** Kiosk `kiosk` sends batch after batch on one kept-alive connection until its requests are refused. */
async function stream(
  kiosk: Kiosk,
  port: number,
  acknowledged: Set<string>,
  outcomes: Outcome[],
  stopped: () => boolean,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { host: "localhost", "content-type": "application/json", authorization: `Bearer ${kiosk.key}` };
  while (!stopped()) {
    const batch = Array.from({ length: BATCH }, () => {
      const next = sale(kiosk, kiosk.sales.length + 1);
      kiosk.sales.push(next);
      return next;
    });
    const body = JSON.stringify({ sales: batch.map((s) => s.body) });
    const outcome = await send(agent, port, "POST", "/device/v1/sales", headers, body);
    outcomes.push(outcome);
    if ("error" in outcome) break;
    if (outcome.status !== 200) continue;
    for (const result of JSON.parse(outcome.body).data.results as { id: string; status: string }[]) {
      if (result.status === "accepted" || result.status === "duplicate") acknowledged.add(result.id);
    }
  }
  agent.destroy();
}

/** /readyz from the moment the process starts until it answers 200: every status seen (0 = not listening yet). */
async function pollReadiness(port: number): Promise<number[]> {
  const seen: number[] = [];
  const agent = new http.Agent({ keepAlive: false });
  for (let attempt = 0; attempt < 1200; attempt++) {
    const outcome = await send(agent, port, "GET", "/readyz");
    const status = "status" in outcome ? outcome.status : 0;
    seen.push(status);
    if (status === 200) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seen;
}

/**
 * /readyz on connections opened before the signal, until one answers otherwise than 200. A 200 that was in flight
 * when draining began comes with Connection: close, which ends that connection: the next probe takes another.
 */
async function readinessWhileDraining(port: number, agents: http.Agent[]): Promise<Outcome> {
  for (const agent of agents) {
    for (;;) {
      const outcome = await send(agent, port, "GET", "/readyz");
      if (!("status" in outcome) || outcome.status !== 200) return outcome;
      if (outcome.connection === "close") break;
    }
  }
  return { error: "every probe connection was closed by a 200" };
}

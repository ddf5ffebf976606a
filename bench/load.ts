import { readFileSync } from "node:fs";
import net from "node:net";
import { cpus } from "node:os";

/**
 * A closed-loop load: each worker is one client (one kiosk, one database connection) that sends its next call as
 * soon as the previous one is answered. A call answers how many units of work it got done (accepted sales,
 * inserted rows, answered requests) and throws when anything is wrong, which stops the whole run.
 */
export type Worker = () => Promise<number>;

/** CPU used while measuring, in CPUs (1.0 = one core busy the whole time). */
export interface CpuShare {
  /** This process: the load generator. */
  generator: number;
  /** The server's process (with PGlite inside it on the embedded database). */
  server: number;
  /**
   * The PostgreSQL backends serving the measured clients (not the server's background writers, nor other users);
   * null without any (PGlite runs inside the server's process).
   */
  database: number | null;
  /** The whole machine, whoever used it (other people's tests too), of `cores`. */
  machine: number;
  cores: number;
}

export interface LoadResult {
  seconds: number;
  requests: number;
  units: number;
  unitsPerSecond: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpu: CpuShare;
  /** Every measured call's latency, sorted (for `combine`). */
  latenciesMs: Float64Array;
}

export interface LoadOptions {
  seconds: number;
  /** Run this long before measuring (connections open, JIT and caches warm), not counted. */
  warmupSeconds: number;
  serverPid?: number;
  /** The PostgreSQL backends to count as the database's CPU, asked once the warm-up is over. */
  databasePids?: () => Promise<number[]>;
}

/** Linux counts process and machine CPU time in ticks of 1/100 s (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

export function processTicks(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces, so cut after its closing parenthesis): utime is the
    // 14th field of the line, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone (a PostgreSQL backend that just ended)
  }
}

/** Busy ticks of the whole machine: every /proc/stat "cpu" field but idle (4th) and iowait (5th). */
function machineBusyTicks(): number {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  return fields.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
}

function cpuSnapshot(serverPid: number | undefined, databasePids: readonly number[]) {
  return {
    at: performance.now(),
    generator: process.cpuUsage(),
    server: serverPid ? processTicks(serverPid) : 0,
    database: databasePids.map(processTicks),
    machine: machineBusyTicks(),
  };
}

function cpuShare(from: ReturnType<typeof cpuSnapshot>, to: ReturnType<typeof cpuSnapshot>): CpuShare {
  const seconds = (to.at - from.at) / 1000;
  const generatorMicros = to.generator.user + to.generator.system - from.generator.user - from.generator.system;
  const share = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100) / 100;
  return {
    generator: Math.round((generatorMicros / 1e6 / seconds) * 100) / 100,
    server: share(to.server - from.server),
    // A backend that ended meanwhile reads 0 at the end: count none of it rather than a negative share.
    database:
      from.database.length === 0
        ? null
        : share(from.database.reduce((sum, ticks, i) => sum + Math.max(0, (to.database[i] ?? 0) - ticks), 0)),
    machine: share(to.machine - from.machine),
    cores: cpus().length,
  };
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** Runs every worker in its own loop for warm-up plus `seconds`; counts what completes inside the measured span. */
export async function closedLoop(workers: readonly Worker[], options: LoadOptions): Promise<LoadResult> {
  const started = performance.now();
  const measureFrom = started + options.warmupSeconds * 1000;
  const measureTo = measureFrom + options.seconds * 1000;
  let latencies = new Float64Array(1 << 16);
  let requests = 0;
  let units = 0;
  let failure: unknown;
  let before: ReturnType<typeof cpuSnapshot> | undefined;
  let after: ReturnType<typeof cpuSnapshot> | undefined;
  let databasePids: number[] = [];
  const snapshots = [
    setTimeout(async () => {
      databasePids = (await options.databasePids?.().catch(() => [])) ?? [];
      before = cpuSnapshot(options.serverPid, databasePids);
    }, measureFrom - started),
    setTimeout(() => (after = cpuSnapshot(options.serverPid, databasePids)), measureTo - started),
  ];

  const loop = async (work: Worker) => {
    while (failure === undefined && performance.now() < measureTo) {
      const sent = performance.now();
      let done: number;
      try {
        const got = await work();
        done = performance.now();
        if (done < measureFrom || done > measureTo) continue;
        units += got;
      } catch (error) {
        failure ??= error;
        return;
      }
      if (requests === latencies.length) {
        const larger = new Float64Array(latencies.length * 2);
        larger.set(latencies);
        latencies = larger;
      }
      latencies[requests++] = done - sent;
    }
  };
  await Promise.all(workers.map(loop));
  for (const timer of snapshots) clearTimeout(timer);
  if (failure !== undefined) throw failure;
  before ??= cpuSnapshot(options.serverPid, databasePids);
  after ??= cpuSnapshot(options.serverPid, databasePids);

  return summary(options.seconds, requests, units, latencies.subarray(0, requests).sort(), cpuShare(before, after));
}

function summary(seconds: number, requests: number, units: number, sorted: Float64Array, cpu: CpuShare): LoadResult {
  return {
    seconds,
    requests,
    units,
    unitsPerSecond: Math.round(units / seconds),
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: Math.round(percentile(sorted, 50) * 100) / 100,
    p99Ms: Math.round(percentile(sorted, 99) * 100) / 100,
    cpu,
    latenciesMs: sorted,
  };
}

/** Several measured spans of the same load as one: totals over the total time, all their latencies, mean CPU. */
export function combine(results: readonly LoadResult[]): LoadResult {
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0);
  const latencies = new Float64Array(results.reduce((sum, result) => sum + result.latenciesMs.length, 0));
  let offset = 0;
  for (const result of results) {
    latencies.set(result.latenciesMs, offset);
    offset += result.latenciesMs.length;
  }
  const mean = (share: (cpu: CpuShare) => number | null) => {
    if (results.some((result) => share(result.cpu) === null)) return null;
    const total = results.reduce((sum, result) => sum + (share(result.cpu) ?? 0) * result.seconds, 0);
    return Math.round((total / seconds) * 100) / 100;
  };
  const cpu: CpuShare = {
    generator: mean((c) => c.generator) ?? 0,
    server: mean((c) => c.server) ?? 0,
    database: mean((c) => c.database),
    machine: mean((c) => c.machine) ?? 0,
    cores: results[0]?.cpu.cores ?? cpus().length,
  };
  const sum = (count: (result: LoadResult) => number) => results.reduce((total, result) => total + count(result), 0);
  return summary(
    seconds,
    sum((result) => result.requests),
    sum((result) => result.units),
    latencies.sort(),
    cpu,
  );
}

export interface Call {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * HTTP/1.1 keep-alive over one raw socket per client, with the least parsing that reads this server's answers
 * (status line, Content-Length; 304 has no body; chunked answers are refused). Measured beside autocannon and a
 * node:http keep-alive agent on this machine, per call: /healthz 22 µs of CPU (autocannon 24, node:http 38-45),
 * a sale posted with its body built 62-73 µs (autocannon 86, node:http 108-117). The bench shares two CPUs with
 * the server and PostgreSQL, so the cheapest client leaves them the most; autocannon cannot give each connection
 * its own kiosk state as simply, nor count a 304 as the expected answer.
 */
export function rawHttpCaller(port: number) {
  const sockets: net.Socket[] = [];
  const connect = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect({ host: "127.0.0.1", port, noDelay: true }, () => resolve(socket));
      socket.once("error", reject);
      sockets.push(socket);
    });
  /** One client's connection: one call at a time on it, a new socket after an error. */
  const connection = () => {
    let socket: Promise<net.Socket> | undefined;
    return async ({ method, path, headers, body }: Call): Promise<{ status: number; body: string }> => {
      socket ??= connect();
      const open = await socket;
      const payload = body === undefined ? undefined : Buffer.from(body, "utf8");
      let head = `${method} ${path} HTTP/1.1\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      if (payload) head += `content-length: ${payload.length}\r\n`;
      head += "\r\n";
      return new Promise((resolve, reject) => {
        let received: Buffer = Buffer.alloc(0);
        const fail = (error: Error) => {
          cleanup();
          socket = undefined;
          open.destroy();
          reject(error);
        };
        const onClose = () => fail(new Error(`${method} ${path}: the server closed the connection`));
        const onData = (chunk: Buffer) => {
          received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
          const headEnd = received.indexOf("\r\n\r\n");
          if (headEnd < 0) return;
          const text = received.subarray(0, headEnd).toString("latin1");
          const status = Number(text.slice(9, 12));
          if (/\r\ntransfer-encoding:/i.test(text)) return fail(new Error(`${path}: chunked answers are not read`));
          const length = status === 304 || status === 204 ? 0 : Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1]);
          if (!Number.isFinite(length)) return fail(new Error(`${path}: an answer without Content-Length`));
          const end = headEnd + 4 + length;
          if (received.length < end) return;
          cleanup();
          if (received.length > end) return fail(new Error(`${path}: more bytes than one answer`));
          resolve({ status, body: received.subarray(headEnd + 4, end).toString("utf8") });
        };
        const cleanup = () => {
          open.off("data", onData);
          open.off("error", fail);
          open.off("close", onClose);
        };
        open.on("data", onData);
        open.on("error", fail);
        open.on("close", onClose);
        open.write(payload ? Buffer.concat([Buffer.from(head, "latin1"), payload]) : head);
      });
    };
  };
  const close = () => {
    for (const socket of sockets) socket.destroy();
  };
  return { connection, close };
}

export function describeCpu(cpu: CpuShare): string {
  return (
    `generator ${cpu.generator}, server ${cpu.server}, ` +
    `${cpu.database === null ? "" : `its PostgreSQL backends ${cpu.database}, `}` +
    `machine ${cpu.machine} of ${cpu.cores} CPUs`
  );
}

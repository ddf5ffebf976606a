import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import { listenAddresses } from "./listen-addresses.js";

/** Starting: the database opens, migrates and seeds. Ready: the app answers. Draining: finishing what was asked. */
export type Phase = "starting" | "ready" | "draining";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Seconds a client is asked to wait before trying again (this node once restarted, or another one). */
const RETRY_AFTER_SECONDS = 5;

/**
 * How long an idle kept-alive connection stays open once draining starts. A client may be sending its next request
 * on it at this very moment; closing the socket under that request would reset it unanswered. Within this time such
 * a request gets a clean 503 with `Connection: close`; a connection idle for all of it is then closed.
 */
const IDLE_GRACE_MS = 1000;

const UNAVAILABLE: Record<Exclude<Phase, "ready">, string> = {
  starting: "The server is starting; try again in a few seconds.",
  draining: "The server is shutting down; try again in a few seconds.",
};

/**
 * The HTTP listener, apart from the app. It listens before the database is opened, so a balancer or an orchestrator
 * meets a process that answers (`/healthz` and `/readyz` 503 "starting") rather than a refused port while migrations
 * and the demo seed run; and it outlives the app's routes while shutting down, so every request that reached a
 * socket gets an answer: the app's for those in flight, 503 with `Connection: close` and `Retry-After` for those
 * that arrive while draining. The app plugs in as Fastify's `serverFactory` (docs/decisions/017-shutdown-and-readiness.md).
 */
export class Listener {
  private phase: Phase = "starting";
  private app: Handler | undefined;
  private readonly servers: http.Server[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly inFlight = new Set<ServerResponse>();
  private readonly quietWaiters = new Set<() => void>();
  private drainStartedAt = 0;
  /** The app was made ready: before that (a signal while starting), its routes are not there to answer. */
  private served = false;

  /** Listens on HOST:PORT (every loopback address for `localhost`); answers the port bound (PORT=0 picks one). */
  async listen(host: string, port: number): Promise<number> {
    const [primary, ...others] = await listenAddresses(host);
    const bound = await this.bind(primary as string, port).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "EADDRINUSE" ? new PortInUseError(host, port) : error;
    });
    for (const address of others) {
      // A second loopback address is a convenience (::1 beside 127.0.0.1); a machine without IPv6 lacks it.
      await this.bind(address, bound).catch(() => undefined);
    }
    return bound;
  }

  /** For Fastify's `serverFactory`: keeps the app's handler, which gets requests once `ready()` is called. */
  readonly serverFactory = (handler: Handler): http.Server => {
    this.app = handler;
    return this.servers[0] ?? this.createServer();
  };

  get currentPhase(): Phase {
    return this.phase;
  }

  /** From now on requests go to the app (unless draining began while it was starting). */
  ready(): void {
    if (this.phase !== "starting") return;
    if (!this.app) throw new Error("The app was not built with the listener's serverFactory.");
    this.phase = "ready";
    this.served = true;
  }

  /**
   * Stops accepting connections and sends every answer from now on with `Connection: close`. Resolves true once
   * every request in flight has been answered, false if `timeoutMs` passes first.
   */
  async drain(timeoutMs: number): Promise<boolean> {
    if (this.phase !== "draining") {
      this.phase = "draining";
      this.drainStartedAt = Date.now();
      // net.Server's close, not http.Server's: that one also drops idle kept-alive sockets at once (IDLE_GRACE_MS).
      for (const server of this.servers) net.Server.prototype.close.call(server);
      for (const response of this.inFlight) closeAfter(response);
    }
    return this.waitFor(() => this.inFlight.size === 0, timeoutMs);
  }

  /** The app is closing: from now on the listener answers everything itself. */
  detach(): void {
    this.app = undefined;
  }

  /** Requests the app has not answered yet. */
  get unanswered(): number {
    return this.inFlight.size;
  }

  /**
   * Ends the connections left: each as soon as it is idle after IDLE_GRACE_MS from the drain's start (or at once if
   * that has passed), and all of them, busy or not, after `timeoutMs`.
   */
  async close(timeoutMs: number): Promise<void> {
    const graceLeft = Math.max(0, this.drainStartedAt + IDLE_GRACE_MS - Date.now());
    await this.waitFor(() => this.sockets.size === 0, Math.min(graceLeft, timeoutMs));
    for (const server of this.servers) server.closeIdleConnections();
    await this.waitFor(() => this.sockets.size === 0, Math.max(0, timeoutMs - graceLeft));
    for (const server of this.servers) {
      server.closeAllConnections();
      server.close();
    }
  }

  private createServer(): http.Server {
    const server = http.createServer((request, response) => this.dispatch(request, response));
    // Fastify's defaults, which its own server had: kept-alive connections outlast a balancer's idle timeout.
    server.keepAliveTimeout = 72_000;
    server.requestTimeout = 0;
    server.on("connection", (socket: Socket) => {
      this.sockets.add(socket);
      socket.once("close", () => {
        this.sockets.delete(socket);
        this.wake();
      });
    });
    this.servers.push(server);
    return server;
  }

  private bind(host: string, port: number): Promise<number> {
    const server = this.createServer();
    return new Promise((resolve, reject) => {
      server.once("error", (error) => {
        this.servers.splice(this.servers.indexOf(server), 1);
        reject(error);
      });
      server.listen({ host, port }, () => resolve((server.address() as AddressInfo).port));
    });
  }

  private dispatch(request: IncomingMessage, response: ServerResponse): void {
    const path = (request.url ?? "").split("?", 1)[0];
    // While draining, liveness still asks the app (the database is open until the last answer); readiness is no.
    const toApp = this.phase === "ready" || (this.phase === "draining" && path === "/healthz" && this.served);
    if (toApp && this.app) this.forward(request, response, this.app);
    else this.answerUnavailable(path, response);
  }

  private forward(request: IncomingMessage, response: ServerResponse, app: Handler): void {
    if (this.phase === "draining") closeAfter(response);
    this.inFlight.add(response);
    response.once("close", () => {
      this.inFlight.delete(response);
      this.wake();
    });
    app(request, response);
  }

  /** 503 in the app's error shape; `/healthz` and `/readyz` name the phase, for people and probes alike. */
  private answerUnavailable(path: string | undefined, response: ServerResponse): void {
    const phase = this.phase === "ready" ? "starting" : this.phase;
    const message = UNAVAILABLE[phase];
    const body = path === "/healthz" || path === "/readyz" ? { status: phase, message } : { message };
    const headers: http.OutgoingHttpHeaders = {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(RETRY_AFTER_SECONDS),
    };
    // Nothing more is read on this connection: the client opens a new one, which reaches a node that is up.
    if (phase === "draining") headers.connection = "close";
    response.writeHead(503, headers).end(JSON.stringify(body));
  }

  private waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
    if (done()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const check = () => {
        if (!done()) return;
        finish(true);
      };
      const finish = (result: boolean) => {
        clearTimeout(timer);
        this.quietWaiters.delete(check);
        resolve(result);
      };
      const timer = setTimeout(() => finish(done()), timeoutMs);
      this.quietWaiters.add(check);
    });
  }

  private wake(): void {
    for (const check of [...this.quietWaiters]) check();
  }
}

/** Another process listens on HOST:PORT already; the message says what to do. */
export class PortInUseError extends Error {
  override name = "PortInUseError";
  constructor(host: string, port: number) {
    super(
      `Port ${port} on ${host} is already in use: another \`npm start\` seems to be running. Stop it (Ctrl+C in ` +
        `its terminal), or start this one on another port: PORT=${port + 1} npm start`,
    );
  }
}

/** An answer not sent yet ends its connection, so the client does not send the next request to a closing node. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader("connection", "close");
}

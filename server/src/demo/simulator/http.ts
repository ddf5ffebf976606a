import { lookup as dnsLookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

/**
 * The simulator's one way to talk to the server: plain HTTP, never the database. It uses node:http rather than
 * fetch because the company is chosen by the Host header (`demo.localhost:3000`), and Node resolves no
 * `*.localhost` name (browsers do, RFC 6761) while fetch will not let a Host header be set: here such names go to
 * the loopback address, as in a browser. One keep-alive agent per protocol, so a thousand kiosks share sockets.
 */

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The JSON body, or null when there was none or it was not JSON. */
  body: unknown;
}

export interface HttpRequest {
  method: "GET" | "POST" | "PATCH";
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
}

/** `*.localhost` (and `localhost`) on the IPv4 loopback; everything else through the system resolver. */
const lookup: LookupFunction = (hostname, options, callback) => {
  const host = hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) {
    if (options.all) {
      const answerAll = callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void;
      answerAll(null, [{ address: "127.0.0.1", family: 4 }]);
    } else callback(null, "127.0.0.1", 4);
    return;
  }
  dnsLookup(hostname, options, callback);
};

const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 64, lookup }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 64, lookup }),
};

/** How a request reaches the server: `send` over HTTP, or the embedded demo's in-process calls (live-fleet.ts). */
export type Transport = (url: URL, request: HttpRequest) => Promise<HttpAnswer>;

/** Thrown when no answer came back (connection refused or reset, timeout): the request may or may not have run. */
export class NetworkError extends Error {
  override name = "NetworkError";
}

export function send(url: URL, request: HttpRequest): Promise<HttpAnswer> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method: request.method,
        agent: agents[url.protocol as keyof typeof agents],
        headers: {
          accept: "application/json",
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
          ...request.headers,
        },
        timeout: request.timeoutMs ?? 30_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", (error) => reject(new NetworkError(error.message)));
        incoming.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = null;
          }
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body });
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", (error) => reject(new NetworkError(`${request.method} ${url.pathname}: ${error.message}`)));
    outgoing.end(payload);
  });
}

/** Cookies of one host, as a browser keeps them for a tab: enough for the session and XSRF-TOKEN cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: http.IncomingHttpHeaders): void {
    for (const line of headers["set-cookie"] ?? []) {
      const [pair = "", ...attributes] = line.split(";");
      const equals = pair.indexOf("=");
      if (equals < 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    const value = this.cookies.get(name);
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, stopProcess, waitUntilHealthy } from "./server.js";

export const HAPROXY = "/usr/sbin/haproxy";

export interface Balancer {
  port: number;
  stop(): Promise<void>;
}

/**
 * HAProxy (Debian's package) in front of the app nodes: HTTP mode, round robin per request, so that one client's
 * keep-alive connection meets every node in turn (the hardest case for sessions and CSRF). It adds X-Forwarded-For
 * (the nodes trust one proxy hop) and names the node that answered in `X-Served-By`.
 */
export async function startBalancer(nodePorts: readonly number[]): Promise<Balancer> {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy`);
  const port = await freePort();
  const config = [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  timeout connect 5s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  option forwardfor",
    "  http-reuse always",
    "frontend app",
    `  bind 127.0.0.1:${port}`,
    "  default_backend nodes",
    "backend nodes",
    "  balance roundrobin",
    "  http-response set-header X-Served-By %[srv_name]",
    ...nodePorts.map((nodePort, i) => `  server node${i + 1} 127.0.0.1:${nodePort}`),
    "",
  ].join("\n");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "froyo-haproxy-")), "haproxy.cfg");
  writeFileSync(file, config);
  const child: ChildProcess = spawn(HAPROXY, ["-db", "-f", file], { stdio: ["ignore", "ignore", "inherit"] });
  await waitUntilHealthy(child, "haproxy", port, 10);
  return { port, stop: () => stopProcess(child) };
}

import { lookup } from "node:dns/promises";

/**
 * The addresses to listen on for HOST. `localhost` is every loopback address it resolves to (127.0.0.1 and ::1), as
 * Fastify's own listen does: a browser may try either for demo.localhost, and Node's listen would take only the first.
 */
export async function listenAddresses(host: string): Promise<string[]> {
  if (host !== "localhost") return [host];
  const found = await lookup(host, { all: true }).catch(() => []);
  const addresses = [...new Set(found.map((entry) => entry.address))];
  return addresses.length > 0 ? addresses : ["127.0.0.1"];
}

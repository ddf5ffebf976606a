import { randomBytes } from "node:crypto";
import { type FleetKiosk, fmt, type Row, readCatalogs } from "./ingestion.js";
import { type RunningServer, request } from "./server.js";

/**
 * Issue 26, part 6: 1,000 made-up kiosk keys sent at once from one address, the time until every one is answered,
 * beside the same number of valid calls (the fleet's catalogs with a matching ETag, one lookup each) before and
 * right after the flood, and of malformed keys (what the HTTP side alone costs). Failed checks are limited per address (docs/decisions/028): past the limit a guess is
 * answered 429 without a lookup, and the fleet's kiosks, known to the server, keep their 304s behind the same address.
 */
const CALLS = 1_000;
/** DEVICE_KEY_FAILURES_PER_IP's default: the guesses that may be looked up (401) before the rest are 429. */
const FAILURES_PER_ADDRESS = 30;

interface Burst {
  ms: number;
  statuses: Map<number, number>;
}

/** Sends every call at once and waits for all the answers. */
async function burst(calls: (() => Promise<{ status: number }>)[]): Promise<Burst> {
  const started = performance.now();
  const answers = await Promise.all(calls.map((call) => call()));
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return { ms: performance.now() - started, statuses };
}

const describe = (statuses: Map<number, number>) =>
  [...statuses.entries()].map(([status, count]) => `${fmt(count)}× ${status}`).join(", ");

export async function keyGuessingRows(server: RunningServer, stale: readonly FleetKiosk[]): Promise<Row[]> {
  const fleet = await readCatalogs(server, stale);
  const host = `demo.localhost:${server.port}`;
  const validCalls = Array.from({ length: CALLS }, (_, index) => {
    const kiosk = fleet[index % fleet.length] as FleetKiosk;
    const headers = { host, authorization: `Bearer ${kiosk.apiKey}`, "if-none-match": kiosk.etag };
    return () => request(server.port, "GET", "/device/v1/catalog", headers);
  });
  const guesses = Array.from({ length: CALLS }, () => {
    const headers = { host, authorization: `Bearer fyk_${randomBytes(64).toString("base64url")}` };
    return () => request(server.port, "GET", "/device/v1/catalog", headers);
  });

  const malformed = Array.from({ length: CALLS }, () => {
    const headers = { host, authorization: `Bearer fyk_${randomBytes(63).toString("base64url")}` };
    return () => request(server.port, "GET", "/device/v1/catalog", headers);
  });

  await burst(validCalls); // a warm-up: the first burst of a fresh server pays for its JIT and its pool
  const baseline = await burst(validCalls);
  const floor = await burst(malformed);
  const guessing = await burst(guesses);
  const afterwards = await burst(validCalls);
  const looked = guessing.statuses.get(401) ?? 0;
  const refused = guessing.statuses.get(429) ?? 0;
  const allValid = (answers: Burst) => answers.statuses.get(304) === CALLS;
  return [
    {
      figure: `${fmt(CALLS)} valid catalog calls at once (${fleet.length} keys, 304), ms until all answered`,
      value: `${Math.round(baseline.ms)} (${describe(baseline.statuses)})`,
      budget: "baseline",
      ok: allValid(baseline),
    },
    {
      figure: `${fmt(CALLS)} malformed keys at once (401: no hash, no database), ms until all answered`,
      value: `${Math.round(floor.ms)} (${describe(floor.statuses)})`,
      budget: "what HTTP alone costs",
      ok: floor.statuses.get(401) === CALLS,
    },
    {
      figure: `${fmt(CALLS)} made-up keys at once from one address, ms until all answered`,
      value: `${Math.round(guessing.ms)} (${describe(guessing.statuses)})`,
      // The counts are exact; the time has the noise of a thousand connections at once, hence its margin.
      budget: `≤ ${FAILURES_PER_ADDRESS} looked up (401), the rest 429; ≤ 1.5× baseline`,
      ok: looked <= FAILURES_PER_ADDRESS && looked + refused === CALLS && guessing.ms <= 1.5 * baseline.ms,
    },
    {
      figure: `the same ${fmt(CALLS)} valid calls right after, from the address now over its limit, ms`,
      value: `${Math.round(afterwards.ms)} (${describe(afterwards.statuses)})`,
      budget: "all 304",
      ok: allValid(afterwards),
    },
  ];
}

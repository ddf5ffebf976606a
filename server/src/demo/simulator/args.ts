import { parseArgs } from "node:util";

export interface SimulatorOptions {
  kiosks: number;
  /** Sales per kiosk per minute, on average over the kiosk's open hours (see HELP). */
  rate: number;
  /** How long to run; null: until Ctrl-C. */
  minutes: number | null;
  offlineShare: number;
  duplicateShare: number;
  url: URL;
  /** The company hosts' domain: `<subdomain>.<domain>:<port of url>`. */
  domain: string;
  hours: "local" | "any";
  promoCodes: string[];
  seed: string;
}

export const HELP = `Drives virtual kiosks of the demo companies through the kiosks' API (/device/v1) of a running
server, and checks that every sale it made was acknowledged exactly once. It never touches the database.

Usage: npm run simulate -- [options]

  --kiosks N            virtual kiosks, spread over the demo companies (default 6). It takes only kiosks of the
                        demo: those the demo seed made, then the "Sim 1", "Sim 2", … that earlier runs created
                        (giving each a new API key: the old one stops working), then creates the missing ones. A
                        kiosk an operator added is never re-keyed or driven.
  --rate R              sales per kiosk per minute, on average (default 2). With --hours local a kiosk sells only
                        while it is open (10:00-22:00 in its timezone), more at lunch and in the evening, R on
                        average over its open hours; with --hours any it sells at R around the clock.
  --minutes M           how long to run, fractions allowed (default: until Ctrl-C); then the kiosks come back
                        online, hand in what they still hold, and the report is printed.
  --offline-share P     share of its time a kiosk spends offline, 0 to 0.9 (default 0.1): no heartbeats, sales
                        buffered, then replayed late in shuffled order with their original times.
  --duplicate-share D   share of acknowledged sales sent again on purpose, 0 to 1 (default 0.05): each must be
                        answered "duplicate".
  --hours local|any     when kiosks sell (default local, see --rate).
  --promo-codes A,B     promo codes to redeem before some sales, besides those the server lists (GET
                        /api/promocodes); a company with none gets no redemptions, and the report says so.
  --url URL             the server (default http://localhost:3000).
  --domain DOMAIN       the companies' domain (default: the URL's host); demo's host is demo.DOMAIN:PORT.
  --seed S              makes the baskets and the kiosks' choices repeatable (default: a new one each run).
  --help                this text.

A kiosk sells only what its trays hold: an empty tray is refilled now and then (before a heartbeat), and orders
that find every cup's tray empty are counted as missed.

Every few seconds it prints one progress line; at the end, per company and in total: sales generated, orders
missed, sent, accepted, duplicate (how many on purpose), rejected (with reasons), offline replays, heartbeats,
catalog reads, redemptions, 429s, network errors, and "every generated sale acknowledged exactly once: yes/no". It
exits with 1 when that is no.`;

export class UsageError extends Error {
  override name = "UsageError";
}

function numberOption(
  name: string,
  raw: string | undefined,
  fallback: number,
  check: (value: number) => boolean,
  rule: string,
) {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value) || !check(value)) {
    throw new UsageError(`--${name} must be ${rule} (got "${raw}").`);
  }
  return value;
}

/** Reads the command line; throws a UsageError naming the first bad option. Answers null for --help. */
export function parseSimulatorArgs(argv: readonly string[]): SimulatorOptions | null {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        kiosks: { type: "string" },
        rate: { type: "string" },
        minutes: { type: "string" },
        "offline-share": { type: "string" },
        "duplicate-share": { type: "string" },
        hours: { type: "string" },
        "promo-codes": { type: "string" },
        url: { type: "string" },
        domain: { type: "string" },
        seed: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    const message = (error as Error).message.split(/\.\s|\n/)[0]?.replace(/\.$/, "");
    throw new UsageError(`${message}. Run with --help for the options.`);
  }
  if (values.help) return null;
  const text = (name: string) => values[name] as string | undefined;

  let url: URL;
  try {
    url = new URL(text("url") ?? "http://localhost:3000");
  } catch {
    throw new UsageError(`--url must be a URL such as http://localhost:3000 (got "${text("url")}").`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError("--url must be http or https.");
  const hours = text("hours") ?? "local";
  if (hours !== "local" && hours !== "any") throw new UsageError(`--hours must be local or any (got "${hours}").`);
  const domain = (text("domain") ?? url.hostname).toLowerCase();
  if (!/^[a-z0-9.-]+$/.test(domain)) throw new UsageError(`--domain must be a host name (got "${domain}").`);

  return {
    kiosks: numberOption(
      "kiosks",
      text("kiosks"),
      6,
      (v) => Number.isInteger(v) && v >= 1 && v <= 1000,
      "a whole number from 1 to 1000",
    ),
    rate: numberOption(
      "rate",
      text("rate"),
      2,
      (v) => v > 0 && v <= 6000,
      "a number of sales per kiosk per minute above 0 and at most 6000",
    ),
    minutes:
      text("minutes") === undefined
        ? null
        : numberOption("minutes", text("minutes"), 0, (v) => v > 0, "a number of minutes above 0"),
    offlineShare: numberOption(
      "offline-share",
      text("offline-share"),
      0.1,
      (v) => v >= 0 && v <= 0.9,
      "a share from 0 to 0.9",
    ),
    duplicateShare: numberOption(
      "duplicate-share",
      text("duplicate-share"),
      0.05,
      (v) => v >= 0 && v <= 1,
      "a share from 0 to 1",
    ),
    url,
    domain,
    hours,
    promoCodes: (text("promo-codes") ?? "")
      .split(",")
      .map((code) => code.trim())
      .filter(Boolean),
    seed: text("seed") ?? Math.random().toString(36).slice(2, 10),
  };
}

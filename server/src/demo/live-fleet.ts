import { setMaxListeners } from "node:events";
import { localTimeAt } from "@froyo/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { companies, kiosks } from "../db/schema/index.js";
import type { Database } from "../db/types.js";
import { issueApiKey } from "../modules/kiosks/api-keys.js";
import { updateKioskRow } from "../modules/kiosks/kiosks.repository.js";
import { historySeedOf } from "./history.js";
import { AVERAGE_ORDERS_PER_DAY, DEMO_PROMO_CODES, hourFactor, SalesGenerator } from "./sales-generator.js";
import { type HttpAnswer, NetworkError, type Transport } from "./simulator/http.js";
import { Ledger } from "./simulator/ledger.js";
import { PromoBook } from "./simulator/promo-book.js";
import { type KioskBehaviour, type Pace, VirtualKiosk } from "./simulator/virtual-kiosk.js";

/**
 * The embedded demo's living fleet (docs/decisions/031): the simulator's virtual kiosks, run inside the server for
 * the kiosks of the demo only (`is_demo`), each calling the kiosks' API (/device/v1) through the app's own request
 * handling (`inject`: routes, key check, rate limit, services), so what they do is exactly what a kiosk's call does.
 * They beat every minute with their trays' levels, sell at their usual rate for the hour and weekday (the same
 * kiosk's pace as its history), now and then go offline for a few minutes, and so raise the occasional alert.
 */

export interface LiveFleet {
  /** The kiosks that live. */
  readonly size: number;
  /** What they did and what the server answered (the simulator's accounts). */
  readonly ledger: Ledger;
  /** Stops the kiosks: they hand in what they hold within the drain, then are gone. Safe to call twice. */
  stop(): Promise<void>;
}

export interface LiveFleetOptions {
  database: Database;
  transport: Transport;
  /** The company hosts' domain (APP_DOMAIN). */
  appDomain: string;
  log: FastifyBaseLogger;
  /** Tests speed the kiosks up; the defaults are a real kiosk's. */
  behaviour?: Partial<KioskBehaviour>;
  /** The kiosk's rate through the week; default: its history's (paceOf). */
  pace?: (kiosk: DemoKiosk) => Pace;
  /** How long stopping kiosks may take to hand in the sales they hold (default 2 s: well inside a shutdown). */
  drainMs?: number;
}

export interface DemoKiosk {
  companyId: string;
  subdomain: string;
  companyName: string;
  id: string;
  name: string;
  serialNumber: string;
  timezone: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** The weekday, season, week and weather factors of SalesGenerator.dayFactor at their highest together. */
const HIGHEST_DAY_FACTOR = 1.4 * 1.12 * 1.1 * 1.15;
const HIGHEST_BUSYNESS = 1.3;
const PEAK_HOUR_FACTOR = Math.max(...Array.from({ length: 24 }, (_, hour) => hourFactor(hour)));

/** The kiosk's history's expected orders at each local hour of each day (its own busyness), per minute. */
export function paceOf(kiosk: Pick<DemoKiosk, "serialNumber" | "timezone">): Pace {
  // Only the seed and zone decide the rate: the catalog is not used for it.
  const profile = { orderPrefix: kiosk.serialNumber, timezone: kiosk.timezone, catalog: [{ id: "-", priceCents: 1 }] };
  const history = new SalesGenerator(profile, historySeedOf(kiosk.serialNumber));
  return {
    perMinuteAt: (now) => {
      const { year, month, day, hour } = localTimeAt(now, kiosk.timezone);
      return history.expectedOrders({ year, month, day }, hour) / 60;
    },
    ceiling: ((AVERAGE_ORDERS_PER_DAY / 12) * HIGHEST_BUSYNESS * HIGHEST_DAY_FACTOR * PEAK_HOUR_FACTOR) / 60,
  };
}

/** The demo's live, enabled kiosks of every company. */
async function listDemoKiosks(database: Database): Promise<DemoKiosk[]> {
  const found: DemoKiosk[] = [];
  for (const company of await database.db.select().from(companies)) {
    const { subdomain } = company;
    if (!subdomain) continue; // the platform has no kiosks
    const rows = await database.withTenant(company.id, (tx) =>
      tx
        .select({ id: kiosks.id, name: kiosks.name, serialNumber: kiosks.serialNumber, timezone: kiosks.timezone })
        .from(kiosks)
        .where(
          and(
            eq(kiosks.companyId, company.id),
            eq(kiosks.isDemo, true),
            eq(kiosks.active, true),
            isNull(kiosks.deletedAt),
          ),
        ),
    );
    for (const row of rows) {
      found.push({ ...row, companyId: company.id, subdomain, companyName: company.name });
    }
  }
  return found;
}

/** A new key for a demo kiosk (only its hash is kept, so the fleet must issue one to know it). */
async function rekey(database: Database, kiosk: DemoKiosk): Promise<string> {
  const key = issueApiKey(kiosk.companyId, kiosk.id);
  await database.withTenant(kiosk.companyId, (tx) =>
    updateKioskRow(tx, kiosk.companyId, kiosk.id, { apiKeyHash: key.hash }),
  );
  return key.apiKey;
}

export async function startLiveFleet(options: LiveFleetOptions): Promise<LiveFleet> {
  const demo = await listDemoKiosks(options.database);
  const ledger = new Ledger();
  const behaviour: KioskBehaviour = {
    rate: AVERAGE_ORDERS_PER_DAY / 12 / 60,
    hours: "local",
    // About twenty minutes offline a day, in spells of several minutes: an outage alert and a lost-sales estimate
    // now and then, never a fleet that looks broken.
    offlineShare: 0.015,
    duplicateShare: 0,
    spellMs: 8 * MINUTE,
    heartbeatMs: MINUTE,
    catalogMs: 5 * MINUTE,
    seed: Math.random().toString(36).slice(2, 10),
    runTag: `live${Date.now().toString(36)}`,
    ...options.behaviour,
  };
  const promoBooks = new Map<string, PromoBook>();
  const fleet: VirtualKiosk[] = [];
  for (const kiosk of demo) {
    ledger.company(kiosk.subdomain, kiosk.companyName);
    let promos = promoBooks.get(kiosk.subdomain);
    if (!promos) {
      promos = new PromoBook(DEMO_PROMO_CODES.map((promo) => promo.code));
      promoBooks.set(kiosk.subdomain, promos);
    }
    const plan = {
      company: kiosk.subdomain,
      id: kiosk.id,
      name: kiosk.name,
      serialNumber: kiosk.serialNumber,
      apiKey: await rekey(options.database, kiosk),
      baseUrl: new URL(`http://${kiosk.subdomain}.${options.appDomain}`),
      transport: options.transport,
    };
    const pace = (options.pace ?? paceOf)(kiosk);
    fleet.push(new VirtualKiosk(plan, { ...behaviour, pace }, ledger, promos));
  }

  const stop = new AbortController();
  setMaxListeners(0, stop.signal);
  const drainMs = options.drainMs ?? 2 * SECOND;
  const runs = fleet.map((kiosk) =>
    kiosk.run(stop.signal, drainMs).then(
      () => {
        // A kiosk that stops by itself was refused (its key replaced by `npm run simulate`, disabled, deleted).
        if (!stop.signal.aborted) options.log.info(`Demo kiosk ${kiosk.plan.name} stopped: ${kiosk.halted}`);
      },
      (error: unknown) => options.log.error({ err: error }, `Demo kiosk ${kiosk.plan.name} failed`),
    ),
  );
  options.log.debug(`Demo fleet: ${fleet.length} kiosks live`);
  let stopped: Promise<void> | null = null;
  return {
    size: fleet.length,
    ledger,
    stop() {
      stopped ??= (async () => {
        stop.abort();
        await Promise.all(runs);
        options.log.debug("Demo fleet stopped");
      })();
      return stopped;
    },
  };
}

/** The kiosks' calls through the app's own request handling, as HTTP would bring them (no socket). */
export function injectTransport(app: FastifyInstance): Transport {
  return async (url, request): Promise<HttpAnswer> => {
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    try {
      const response = await app.inject({
        method: request.method,
        url: `${url.pathname}${url.search}`,
        headers: {
          host: url.host,
          accept: "application/json",
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
          ...request.headers,
        },
        payload,
      });
      let body: unknown = null;
      try {
        body = response.body ? JSON.parse(response.body) : null;
      } catch {
        body = null;
      }
      return { status: response.statusCode, headers: response.headers as HttpAnswer["headers"], body };
    } catch (error) {
      throw new NetworkError(`${request.method} ${url.pathname}: ${(error as Error).message}`);
    }
  };
}

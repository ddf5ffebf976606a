import { setMaxListeners } from "node:events";
import type { SimulatorOptions } from "./args.js";
import { prepareFleet } from "./fleet-setup.js";
import { Ledger, type SelfCheck } from "./ledger.js";
import { PromoBook } from "./promo-book.js";
import { formatReport, progressLine, type RunFacts } from "./report.js";
import { VirtualKiosk } from "./virtual-kiosk.js";

export interface SimulationResult {
  ledger: Ledger;
  check: SelfCheck;
  report: string;
  facts: RunFacts;
}

export interface SimulationIo {
  log(line: string): void;
  /** Stops the run early (Ctrl-C): the kiosks then hand in what they hold and the report follows. */
  stop?: AbortSignal;
  progressEveryMs?: number;
  /** How long the kiosks may take to hand in what they hold once the run stops. */
  drainMs?: number;
  heartbeatMs?: number;
}

const SECOND = 1000;

/**
 * One run: the fleet from the back office, the virtual kiosks until `--minutes` (or `io.stop`), a progress line
 * every few seconds, then the report. Offline spells last about a sixth of a short run (so one of a few seconds
 * still has some), at most 45 s.
 */
export async function runSimulation(options: SimulatorOptions, io: SimulationIo): Promise<SimulationResult> {
  const ledger = new Ledger();
  const fleet = await prepareFleet(options, ledger, io.log);
  const runMs = options.minutes === null ? null : options.minutes * 60 * SECOND;
  const behaviour = {
    rate: options.rate,
    hours: options.hours,
    offlineShare: options.offlineShare,
    duplicateShare: options.duplicateShare,
    spellMs: runMs === null ? 45 * SECOND : Math.min(45 * SECOND, Math.max(SECOND, runMs / 6)),
    heartbeatMs: io.heartbeatMs ?? 30 * SECOND,
    catalogMs: 60 * SECOND,
    seed: options.seed,
    runTag: Date.now().toString(36),
  };
  const kiosks = fleet.kiosks.map(
    (plan) => new VirtualKiosk(plan, behaviour, ledger, fleet.promoBooks.get(plan.company) ?? new PromoBook([])),
  );

  const stop = new AbortController();
  // Every wait of every kiosk listens to it.
  setMaxListeners(0, stop.signal);
  io.stop?.addEventListener("abort", () => stop.abort(), { once: true });
  const timer = runMs === null ? null : setTimeout(() => stop.abort(), runMs);
  const startedAt = performance.now();
  const facts = (): RunFacts => ({
    elapsedMs: performance.now() - startedAt,
    kiosks: kiosks.length,
    open: kiosks.filter((kiosk) => kiosk.isOpen).length,
    offline: kiosks.filter((kiosk) => !kiosk.online).length,
    waiting: kiosks.reduce((total, kiosk) => total + kiosk.waiting, 0),
    halted: kiosks.flatMap((kiosk) =>
      kiosk.halted ? [{ name: `${kiosk.plan.name} (${kiosk.plan.company})`, reason: kiosk.halted }] : [],
    ),
  });
  io.log(
    `Driving ${kiosks.length} kiosks at ${options.rate} sales per kiosk per minute (hours: ${options.hours}), ` +
      `offline share ${options.offlineShare}, duplicate share ${options.duplicateShare}, seed ${options.seed}, ` +
      (runMs === null ? "until Ctrl-C." : `for ${(runMs / SECOND).toFixed(0)} s.`),
  );
  const progress = setInterval(() => io.log(progressLine(ledger, facts())), io.progressEveryMs ?? 5 * SECOND);
  try {
    await Promise.all(kiosks.map((kiosk) => kiosk.run(stop.signal, io.drainMs ?? 60 * SECOND)));
  } finally {
    clearInterval(progress);
    if (timer) clearTimeout(timer);
  }
  const check = ledger.check();
  const ran = facts();
  return { ledger, check, facts: ran, report: formatReport(ledger, check, ran) };
}

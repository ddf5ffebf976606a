import { DEMO_COMPANIES, DEMO_PASSWORD } from "../../db/seed/demo.js";
import { DEMO_PROMO_CODES, splitCatalog } from "../sales-generator.js";
import type { SimulatorOptions } from "./args.js";
import { BackOffice, BackOfficeError, type KioskSummary } from "./back-office.js";
import { catalogOf, DeviceApi } from "./device-api.js";
import type { Ledger } from "./ledger.js";
import { PromoBook } from "./promo-book.js";
import type { KioskPlan } from "./virtual-kiosk.js";

/**
 * Gets the simulator its kiosks, through the back office as each demo company's admin: the company's own kiosks
 * first (each given a new API key: only the key's hash is stored, so rotating is the only way to get one), then the
 * "Sim <n>" kiosks earlier runs created, then new ones, in turn from each company.
 */

/** The simulator's own kiosks: recognisable by name, reused by later runs. */
export const SIM_NAME = /^Sim (\d+)$/;
const simNumber = (kiosk: KioskSummary) => Number(SIM_NAME.exec(kiosk.name)?.[1] ?? 0);

export type KioskChoice = { subdomain: string; kiosk: KioskSummary } | { subdomain: string; newSim: number };

/** `count` kiosks taken in turn from each company; new Sim kiosks are numbered after the company's highest. */
export function chooseKiosks(fleets: { subdomain: string; kiosks: KioskSummary[] }[], count: number): KioskChoice[] {
  const queues = fleets.map((fleet) => {
    const sims = fleet.kiosks.filter((kiosk) => SIM_NAME.test(kiosk.name)).sort((a, b) => simNumber(a) - simNumber(b));
    const own = fleet.kiosks.filter((kiosk) => !SIM_NAME.test(kiosk.name)).sort((a, b) => a.name.localeCompare(b.name));
    return { subdomain: fleet.subdomain, existing: [...own, ...sims], next: Math.max(0, ...sims.map(simNumber)) + 1 };
  });
  const choices: KioskChoice[] = [];
  for (let i = 0; choices.length < count && queues.length > 0; i += 1) {
    const queue = queues[i % queues.length] as (typeof queues)[number];
    const round = Math.floor(i / queues.length);
    const kiosk = queue.existing[round];
    choices.push(
      kiosk
        ? { subdomain: queue.subdomain, kiosk }
        : { subdomain: queue.subdomain, newSim: queue.next + round - queue.existing.length },
    );
  }
  return choices;
}

/** A company's host: `<subdomain>.<domain>` on the server URL's scheme and port. */
export function companyUrl(options: Pick<SimulatorOptions, "url" | "domain">, subdomain: string): URL {
  const url = new URL(options.url.origin);
  url.hostname = `${subdomain}.${options.domain}`;
  return url;
}

export interface PreparedFleet {
  kiosks: KioskPlan[];
  promoBooks: Map<string, PromoBook>;
}

export async function prepareFleet(
  options: Pick<SimulatorOptions, "kiosks" | "url" | "domain" | "promoCodes">,
  ledger: Ledger,
  log: (line: string) => void,
): Promise<PreparedFleet> {
  const companies = await Promise.all(
    DEMO_COMPANIES.map(async (company) => {
      const url = companyUrl(options, company.subdomain);
      const office = await BackOffice.signIn(url, `admin@${company.subdomain}.example.com`, DEMO_PASSWORD);
      const kiosks = (await office.listKiosks()).filter((kiosk) => kiosk.active);
      return { ...company, url, office, kiosks };
    }),
  );
  const choices = chooseKiosks(companies, options.kiosks);
  const promoBooks = new Map<string, PromoBook>();
  const plans = await Promise.all(
    companies.map(async (company) => {
      const mine = choices.filter((choice) => choice.subdomain === company.subdomain);
      const tally = ledger.company(company.subdomain, company.name);
      tally.kiosks = mine.length;
      promoBooks.set(
        company.subdomain,
        await promoBookOf(company.office, options.promoCodes, (note) => (tally.promoNote = note)),
      );
      const plans: KioskPlan[] = [];
      for (const choice of mine) {
        plans.push("kiosk" in choice ? await rekey(company, choice.kiosk) : await createSim(company, choice.newSim));
      }
      const created = mine.filter((choice) => "newSim" in choice).length;
      log(
        `${company.name}: ${mine.length} kiosks (${mine.length - created} given new API keys, ${created} created)` +
          (tally.promoNote ? `; ${tally.promoNote}` : ""),
      );
      return plans;
    }),
  );
  return { kiosks: plans.flat(), promoBooks };
}

type Company = { subdomain: string; url: URL; office: BackOffice; kiosks: KioskSummary[] };

async function rekey(company: Company, kiosk: KioskSummary): Promise<KioskPlan> {
  const apiKey = await company.office.rotateKey(kiosk.id);
  return {
    company: company.subdomain,
    id: kiosk.id,
    name: kiosk.name,
    serialNumber: kiosk.serialNumber,
    apiKey,
    baseUrl: company.url,
  };
}

/** A new "Sim <n>" kiosk owned by the company's client, in one of its kiosks' timezones, its trays stocked. */
async function createSim(company: Company, n: number): Promise<KioskPlan> {
  const owners = await company.office.owners();
  const owner = owners.find((user) => user.email.startsWith("client@")) ?? owners[0];
  if (!owner) throw new BackOfficeError(`${company.url.origin} has no client to own a simulated kiosk.`);
  const zones = [...new Set(company.kiosks.map((kiosk) => kiosk.timezone))];
  const created = await company.office.createKiosk({
    ownerId: owner.id,
    name: `Sim ${n}`,
    serialNumber: `SIM-${String(n).padStart(4, "0")}`,
    address: "Simulated by npm run simulate",
    timezone: zones[n % Math.max(1, zones.length)] ?? "UTC",
  });
  // Its trays start empty: one cup flavour each, full, like the demo kiosks.
  const catalog = await new DeviceApi(company.url, created.apiKey).catalog();
  if (catalog.status === 200) {
    const { products } = catalogOf(catalog);
    const cups = splitCatalog(products.map((product) => ({ id: product.id, priceCents: product.price_cents }))).cups;
    for (const tray of [...created.trays].sort((a, b) => a.position - b.position)) {
      const cup = cups[(tray.position - 1) % Math.max(1, cups.length)];
      if (cup) await company.office.stockTray(created.id, tray.id, cup.id);
    }
  }
  return {
    company: company.subdomain,
    id: created.id,
    name: `Sim ${n}`,
    serialNumber: `SIM-${String(n).padStart(4, "0")}`,
    apiKey: created.apiKey,
    baseUrl: company.url,
  };
}

/**
 * The codes the company lists (or, while the server has no list to offer, the ones the demo seed creates), with
 * those given on the command line; a note when there are none to redeem.
 */
async function promoBookOf(office: BackOffice, given: readonly string[], note: (text: string) => void) {
  const listed = (await office.activePromoCodes()) ?? DEMO_PROMO_CODES.map((promo) => promo.code);
  const codes = [...listed, ...given];
  if (codes.length === 0) note("no active promo codes: redemptions skipped");
  return new PromoBook(codes);
}

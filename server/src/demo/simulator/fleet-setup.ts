import { DEMO_COMPANIES, DEMO_PASSWORD } from "../companies.js";
import { DEMO_PROMO_CODES, splitCatalog } from "../sales-generator.js";
import type { SimulatorOptions } from "./args.js";
import { BackOffice, BackOfficeError, type KioskSummary } from "./back-office.js";
import { catalogOf, DeviceApi } from "./device-api.js";
import type { Ledger } from "./ledger.js";
import { PromoBook } from "./promo-book.js";
import type { KioskPlan } from "./virtual-kiosk.js";

/**
 * Gets the simulator its kiosks, through the back office as each demo company's admin. It takes only kiosks of the
 * demo (`is_demo`: the seed's fleet, and the "Sim <n>" kiosks earlier runs created), each given a new API key (only
 * the key's hash is stored, so rotating is the only way to get one), then creates new Sim kiosks, in turn from each
 * company. A kiosk an operator added is never re-keyed or driven, whatever its name.
 */

const SIM_NAME = /^Sim (\d+)$/;
const SIM_SERIAL = /^SIM-(\d+)$/i;
const simNumber = (kiosk: KioskSummary) => Number(SIM_NAME.exec(kiosk.name)?.[1] ?? 0);
/** The highest number a Sim kiosk's name or serial would take here: a new one is numbered after it. */
const highestSimNumber = (kiosks: readonly KioskSummary[]) =>
  Math.max(
    0,
    ...kiosks.map((kiosk) => Math.max(simNumber(kiosk), Number(SIM_SERIAL.exec(kiosk.serialNumber)?.[1] ?? 0))),
  );

export type KioskChoice = { subdomain: string; kiosk: KioskSummary } | { subdomain: string; newSim: number };

/**
 * `count` kiosks taken in turn from each company: its demo kiosks (the seed's by name, then Sim kiosks by number),
 * then new Sim kiosks numbered after any the company has.
 */
export function chooseKiosks(fleets: { subdomain: string; kiosks: KioskSummary[] }[], count: number): KioskChoice[] {
  const queues = fleets.map((fleet) => {
    const demo = fleet.kiosks.filter((kiosk) => kiosk.isDemo);
    const sims = demo.filter((kiosk) => SIM_NAME.test(kiosk.name)).sort((a, b) => simNumber(a) - simNumber(b));
    const seeded = demo.filter((kiosk) => !SIM_NAME.test(kiosk.name)).sort((a, b) => a.name.localeCompare(b.name));
    return { subdomain: fleet.subdomain, existing: [...seeded, ...sims], next: highestSimNumber(fleet.kiosks) + 1 };
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

/** What the simulator says of a company's fleet: what it took, what it made, and what it left alone. */
export function describeFleetChoice(
  company: { name: string; kiosks: readonly KioskSummary[] },
  mine: readonly KioskChoice[],
): string {
  const created = mine.filter((choice) => "newSim" in choice).length;
  const demo = company.kiosks.filter((kiosk) => kiosk.isDemo).length;
  const others = company.kiosks.length - demo;
  const parts = [
    `${company.name}: ${mine.length} kiosks (${mine.length - created} given new API keys, ${created} created)`,
  ];
  if (demo === 0) parts.push("it had no demo kiosks (none seeded or made by an earlier run)");
  if (others > 0) parts.push(`${others} ${others === 1 ? "kiosk" : "kiosks"} not of the demo left alone`);
  return parts.join("; ");
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
      log(describeFleetChoice(company, mine) + (tally.promoNote ? `; ${tally.promoNote}` : ""));
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

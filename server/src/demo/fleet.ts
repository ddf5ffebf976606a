import { defaultLowThreshold } from "@froyo/contracts";
import { and, eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import {
  clientTerms,
  companies,
  kiosks,
  productCosts,
  products,
  promoCodes,
  trays,
  users,
} from "../db/schema/index.js";
import type { Database, Tx } from "../db/types.js";
import { issueApiKey } from "../modules/kiosks/api-keys.js";
import { DEMO_PROMO_CODES } from "./sales-generator.js";

/** A demo kiosk the seed created this time, with its key (shown nowhere; the demo history sends sales with it). */
export interface SeededKiosk {
  companyId: string;
  id: string;
  name: string;
  timezone: string;
  apiKey: string;
  productIds: string[];
}

interface DemoProduct {
  name: string;
  sku: string;
  category: string;
  priceCents: number;
  description: string;
}

const FROYO: DemoProduct[] = [
  { name: "Original Tart", sku: "FY-ORIG", category: "Frozen yogurt", priceCents: 450, description: "Classic tangy." },
  { name: "Strawberry Swirl", sku: "FY-STRW", category: "Frozen yogurt", priceCents: 495, description: "Real fruit." },
  { name: "Mango Sorbet", sku: "FY-MANG", category: "Sorbet", priceCents: 495, description: "Dairy free." },
  { name: "Chocolate Fudge", sku: "FY-CHOC", category: "Frozen yogurt", priceCents: 525, description: "Rich cocoa." },
  { name: "Matcha Green Tea", sku: "FY-MTCH", category: "Frozen yogurt", priceCents: 550, description: "Uji matcha." },
  { name: "Vanilla Bean", sku: "FY-VANL", category: "Frozen yogurt", priceCents: 450, description: "Madagascar." },
  { name: "Granola Crunch", sku: "TP-GRAN", category: "Toppings", priceCents: 95, description: "Oats and honey." },
  { name: "Fresh Berries", sku: "TP-BERR", category: "Toppings", priceCents: 150, description: "Seasonal mix." },
];

/** Each demo company's kiosks: at least two timezones each, owned by its seeded client and Pro client. */
const KIOSKS: Record<string, { name: string; serial: string; address: string; timezone: string; owner: string }[]> = {
  demo: [
    {
      name: "Santa Monica Pier",
      serial: "DF-LA-001",
      address: "200 Santa Monica Pier, CA",
      timezone: "America/Los_Angeles",
      owner: "client",
    },
    {
      name: "Union Square",
      serial: "DF-SF-002",
      address: "333 Post St, San Francisco, CA",
      timezone: "America/Los_Angeles",
      owner: "client",
    },
    {
      name: "Shibuya Crossing",
      serial: "DF-TK-003",
      address: "2-2-1 Dogenzaka, Tokyo",
      timezone: "Asia/Tokyo",
      owner: "pro",
    },
    { name: "Osaka Station", serial: "DF-OS-004", address: "3-1-1 Umeda, Osaka", timezone: "Asia/Tokyo", owner: "pro" },
  ],
  acme: [
    {
      name: "Camden Market",
      serial: "AS-LDN-01",
      address: "Camden Lock Pl, London",
      timezone: "Europe/London",
      owner: "client",
    },
    {
      name: "Times Square",
      serial: "AS-NYC-02",
      address: "1560 Broadway, New York",
      timezone: "America/New_York",
      owner: "pro",
    },
  ],
};

const TRAY_CAPACITY = 60;

async function userId(tx: Tx, companyId: string, email: string): Promise<string> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, email)));
  if (!row) throw new Error(`The demo user ${email} is missing.`);
  return row.id;
}

/**
 * The demo companies' catalog and fleet, created once: a company that already has products is left as it is.
 * Trays hold the catalog in turn, some of them low, so the fleet screen has something to say from the start.
 * Answers the kiosks created now (none on a later start).
 */
/** The demo clients' royalty (basis points: 6% and 5%) and monthly fee. */
const DEMO_TERMS = {
  client: { royaltyBasisPoints: 600, monthlyFeeCents: 15_000 },
  pro: { royaltyBasisPoints: 500, monthlyFeeCents: 25_000 },
};

/**
 * What the demo pays for its products, so margins mean something from the start: about 30% of the price for years,
 * then a supplier's rise of a tenth 30 days ago (a cost history, decision 043).
 */
function demoCosts(catalog: DemoProduct[], productIds: string[], companyId: string) {
  const rise = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  return catalog.flatMap((product, i) => {
    const productId = productIds[i] as string;
    const cost = Math.round(product.priceCents * 0.3);
    return [
      { companyId, productId, effectiveFrom: "2020-01-01", costCents: cost },
      { companyId, productId, effectiveFrom: rise, costCents: Math.round(cost * 1.1) },
    ];
  });
}

export async function seedDemoFleet(database: Database): Promise<SeededKiosk[]> {
  const seeded: SeededKiosk[] = [];
  for (const [subdomain, fleet] of Object.entries(KIOSKS)) {
    const [company] = await database.db.select().from(companies).where(eq(companies.subdomain, subdomain));
    if (!company) continue;
    const companyId = company.id;
    await database.withTenant(companyId, async (tx) => {
      // Once per company: any product or kiosk (archived and deleted ones count) means it was seeded or is in use.
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.companyId, companyId))
        .limit(1);
      const [kiosk] = await tx.select({ id: kiosks.id }).from(kiosks).where(eq(kiosks.companyId, companyId)).limit(1);
      if (product || kiosk) return;
      await tx
        .insert(promoCodes)
        .values(DEMO_PROMO_CODES.map((promo) => ({ ...promo, companyId, description: "Demo promo code" })));
      const catalog = subdomain === "demo" ? FROYO : FROYO.slice(0, 6);
      const productIds = catalog.map(() => uuidv7());
      await tx
        .insert(products)
        .values(catalog.map((product, i) => ({ ...product, companyId, id: productIds[i] as string })));
      await tx.insert(productCosts).values(demoCosts(catalog, productIds, companyId));
      for (const [k, kiosk] of fleet.entries()) {
        const id = uuidv7();
        const key = issueApiKey(companyId, id);
        const ownerId = await userId(tx, companyId, `${kiosk.owner}@${subdomain}.example.com`);
        await tx.insert(kiosks).values({
          companyId,
          id,
          ownerId,
          name: kiosk.name,
          serialNumber: kiosk.serial,
          address: kiosk.address,
          timezone: kiosk.timezone,
          apiKeyHash: key.hash,
          isDemo: true,
        });
        await tx.insert(trays).values(
          productIds.slice(0, 6).map((productId, t) => ({
            companyId,
            kioskId: id,
            position: t + 1,
            productId,
            capacity: TRAY_CAPACITY,
            // Mostly full, one or two low: every kiosk has something for the fleet screen to show.
            level: (t + k) % 4 === 3 ? 8 : TRAY_CAPACITY - ((t * 7 + k * 5) % 20),
            lowThreshold: defaultLowThreshold(TRAY_CAPACITY),
            parLevel: TRAY_CAPACITY,
          })),
        );
        seeded.push({ companyId, id, name: kiosk.name, timezone: kiosk.timezone, apiKey: key.apiKey, productIds });
      }
      // The franchisees' terms, so their statements charge a royalty and a fee (decision 043).
      await tx.insert(clientTerms).values([
        { companyId, userId: await userId(tx, companyId, `client@${subdomain}.example.com`), ...DEMO_TERMS.client },
        { companyId, userId: await userId(tx, companyId, `pro@${subdomain}.example.com`), ...DEMO_TERMS.pro },
      ]);
    });
  }
  return seeded;
}

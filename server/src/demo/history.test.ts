import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, ne, sum } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createTestDatabase,
  describeEachDatabase,
  plannerRowEstimate,
  type TestDatabase,
} from "../../test/databases.js";
import { ensurePlatform } from "../db/bootstrap.js";
import { kioskHourlySales, kiosks, promoCodes, sales } from "../db/schema/index.js";
import { seedDemo } from "./companies.js";
import { type SeededKiosk, seedDemoFleet } from "./fleet.js";
import { seedDemoHistory } from "./history.js";

const DAY = 24 * 60 * 60 * 1000;

/** The local date of an instant in a zone, read with Intl directly. */
const localDate = (instant: Date, timeZone: string) => instant.toLocaleDateString("sv-SE", { timeZone });

describeEachDatabase("the demo history", (kind) => {
  let db: TestDatabase;
  let fleet: SeededKiosk[];
  const now = Date.UTC(2025, 2, 10, 20, 30);

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const platformCompanyId = await ensurePlatform(db.database);
    const uploadsDir = path.join(mkdtempSync(path.join(tmpdir(), "froyo-history-")), "uploads");
    await seedDemo(db.database, { platformCompanyId, uploadsDir });
    fleet = await seedDemoFleet(db.database);
  });
  afterAll(() => db.drop());

  const storedSales = (kiosk: SeededKiosk) =>
    db.database.withTenant(kiosk.companyId, (tx) =>
      tx
        .select()
        .from(sales)
        .where(and(eq(sales.companyId, kiosk.companyId), eq(sales.kioskId, kiosk.id))),
    );

  it("stores every kiosk's sales through the device path, each on its local day, and only once", async () => {
    expect(new Set(fleet.map((kiosk) => kiosk.timezone)).size).toBeGreaterThanOrEqual(2);
    expect(await plannerRowEstimate(db.database, "sales")).toBe(-1); // never analysed
    // Three days that span Los Angeles's change to summer time (9 March 2025).
    const first = await seedDemoHistory(db.database, fleet, { days: 3, now });
    // The planner knows what was loaded, without waiting for an autovacuum the server may not run.
    expect(await plannerRowEstimate(db.database, "sales")).toBe(first.sales);
    expect(await plannerRowEstimate(db.database, "kiosk_hourly_sales")).toBeGreaterThan(0);
    expect(first.duplicates).toBe(0);
    expect(first.sales).toBeGreaterThan(fleet.length * 3 * 15);

    let stored = 0;
    for (const kiosk of fleet) {
      const rows = await storedSales(kiosk);
      stored += rows.length;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.occurredAt.getTime()).toBeGreaterThanOrEqual(now - 3 * DAY);
        expect(row.occurredAt.getTime()).toBeLessThanOrEqual(now);
        expect(row.localDate).toBe(localDate(row.occurredAt, kiosk.timezone));
        const hour = Number(row.occurredAt.toLocaleString("en-GB", { timeZone: kiosk.timezone, hour: "2-digit" }));
        expect(row.localHour).toBe(hour);
        expect(row.localHour).toBeGreaterThanOrEqual(10);
        expect(row.localHour).toBeLessThan(22);
      }
      // The hourly totals were kept by the same statement: every paid sale is counted there.
      const [totals] = await db.database.withTenant(kiosk.companyId, (tx) =>
        tx
          .select({ orders: sum(kioskHourlySales.orders) })
          .from(kioskHourlySales)
          .where(and(eq(kioskHourlySales.companyId, kiosk.companyId), eq(kioskHourlySales.kioskId, kiosk.id))),
      );
      expect(Number(totals?.orders)).toBe(rows.filter((row) => row.status === "paid").length);
    }
    expect(stored).toBe(first.sales);

    const again = await seedDemoHistory(db.database, fleet, { days: 3, now });
    expect(again).toMatchObject({ sales: 0, duplicates: first.sales });
    let storedAfter = 0;
    for (const kiosk of fleet) storedAfter += (await storedSales(kiosk)).length;
    expect(storedAfter).toBe(stored);
  });

  it("redeems each sale's promo code as kiosks do: every demo code's uses are the sales that used it", async () => {
    await seedDemoHistory(db.database, fleet, { days: 14, now });
    let named = 0;
    for (const companyId of new Set(fleet.map((kiosk) => kiosk.companyId))) {
      await db.database.withTenant(companyId, async (tx) => {
        const codes = await tx.select().from(promoCodes).where(eq(promoCodes.companyId, companyId));
        expect(codes.length).toBeGreaterThan(0);
        for (const code of codes) {
          // Paid or refunded (a failed sale gives its use back), as the sale names it.
          const [used] = await tx
            .select({ n: count() })
            .from(sales)
            .where(and(eq(sales.companyId, companyId), eq(sales.promoCode, code.code), ne(sales.status, "failed")));
          expect(code.uses, code.code).toBe(Number(used?.n));
          named += code.uses;
        }
      });
    }
    expect(named).toBeGreaterThan(0);
  });

  it("ends each kiosk's history with its last heartbeat, so it was seen where its sales were; all of the demo", async () => {
    await seedDemoHistory(db.database, fleet, { days: 1, now });
    for (const kiosk of fleet) {
      const [row] = await db.database.withTenant(kiosk.companyId, (tx) =>
        tx
          .select({ seen: kiosks.lastHeartbeatAt, isDemo: kiosks.isDemo })
          .from(kiosks)
          .where(and(eq(kiosks.companyId, kiosk.companyId), eq(kiosks.id, kiosk.id))),
      );
      expect(row?.seen?.getTime(), kiosk.name).toBe(now);
      expect(row?.isDemo, kiosk.name).toBe(true);
    }
  });
});

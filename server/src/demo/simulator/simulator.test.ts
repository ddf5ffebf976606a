import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, companyIdBySubdomain, createPromoCode, type NewKiosk } from "../../../test/fleet.js";
import { type LossyProxy, startLossyProxy } from "../../../test/lossy-proxy.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { kiosks, sales } from "../../db/schema/index.js";
import type { SimulatorOptions } from "./args.js";
import { runSimulation } from "./simulate.js";

/**
 * The simulator against the real app over real HTTP, through a proxy that loses a tenth of the answers to sales:
 * offline spells, deliberate duplicates, a tight rate limit (429s once a kiosk has spent its burst) and promo
 * codes. Its self-check must hold, and the database must hold exactly the sales it saw acknowledged, kiosk by kiosk.
 */
describeOnOneDatabase("npm run simulate", (kind) => {
  let t: TestApp;
  let proxy: LossyProxy;
  /** Kiosks an operator added: first by name, and one named as the simulator names its own. */
  let operators: NewKiosk[];

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEVICE_RATE_LIMIT_PER_MINUTE: "20" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    proxy = await startLossyProxy((t.app.server.address() as AddressInfo).port, 0.1);
    await createPromoCode(t, await companyIdBySubdomain(t, "demo"), { code: "SIM10", percentOff: 10 });
    operators = [
      await addKiosk(t, { name: "Airport Terminal", serial: "OPS-0001" }),
      await addKiosk(t, { subdomain: "acme", name: "Sim 1", serial: "OPS-0002" }),
    ];
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });

  const storedByKiosk = async (subdomain: string) => {
    const companyId = await companyIdBySubdomain(t, subdomain);
    const rows = await t.db.database.withTenant(companyId, (tx) =>
      tx
        .select({ kioskId: sales.kioskId, sales: count() })
        .from(sales)
        .where(eq(sales.companyId, companyId))
        .groupBy(sales.kioskId),
    );
    return rows.map((row) => [row.kioskId, Number(row.sales)] as const);
  };

  it("drives kiosks through the API only and accounts for every sale exactly once", async () => {
    const options: SimulatorOptions = {
      kiosks: 8,
      rate: 240,
      minutes: 0.15,
      offlineShare: 0.3,
      duplicateShare: 0.15,
      url: new URL(`http://localhost:${proxy.port}`),
      domain: "localhost",
      hours: "any",
      promoCodes: ["SIM10"],
      seed: "simulator-test",
    };
    const lines: string[] = [];
    const result = await runSimulation(options, { log: (line) => lines.push(line), drainMs: 20_000 });
    const report = `${lines.join("\n")}\n${result.report}`;

    expect(result.check.ok, report).toBe(true);
    expect(report).toContain("every generated sale acknowledged exactly once: yes");
    const demo = result.ledger.company("demo");
    const acme = result.ledger.company("acme");
    expect(demo.kiosks + acme.kiosks).toBe(8);
    // Two Sim kiosks were made for the eight (the demo fleet has six), numbered after the operator's "Sim 1".
    const names = await t.db.database.withTenant(await companyIdBySubdomain(t, "acme"), (tx) =>
      tx.select({ name: kiosks.name, isDemo: kiosks.isDemo }).from(kiosks),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        { name: "Sim 2", isDemo: true },
        { name: "Sim 3", isDemo: true },
        { name: "Sim 1", isDemo: false },
      ]),
    );
    // The seed's two and the two made now: the seed marks its fleet as the demo's.
    expect(names.filter((row) => row.isDemo)).toHaveLength(4);
    // The kiosks an operator added were neither re-keyed nor driven: their keys still work, nothing was sold there.
    for (const kiosk of operators) {
      expect((await kiosk.device.catalog()).statusCode, report).toBe(200);
      expect(result.check.storedByKiosk.has(kiosk.id), report).toBe(false);
    }
    expect(report).toContain("1 kiosk not of the demo left alone");
    expect(result.check.generated, report).toBeGreaterThan(100);
    expect(demo.replayed + acme.replayed, report).toBeGreaterThan(0);
    expect(result.check.deliberateDuplicates, report).toBeGreaterThan(0);
    expect(demo.heartbeats + acme.heartbeats).toBeGreaterThanOrEqual(8);
    expect(demo.redeemed, report).toBeGreaterThan(0);
    expect(acme.promoNote).toBeNull();
    expect(proxy.lost, report).toBeGreaterThan(0);

    // The database holds what was acknowledged, no more and no less.
    const stored = new Map([...(await storedByKiosk("demo")), ...(await storedByKiosk("acme"))]);
    expect(stored).toEqual(result.check.storedByKiosk);
  }, 90_000);
});

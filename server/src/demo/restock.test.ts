import type { VisitsList } from "@froyo/contracts";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, signedIn } from "../../test/auth-helpers.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { kiosks, trays, users } from "../db/schema/index.js";
import { demoAccounts } from "./companies.js";
import type { SeededKiosk } from "./fleet.js";
import { seedDemoRestock } from "./restock.js";

const DAY_MS = 86_400_000;

describeOnOneDatabase("demo seed: par levels, the Field Technician and past visits", (kind) => {
  let t: TestApp;
  let demoId: string;
  let seeded: SeededKiosk[];
  const now = Date.now();

  const trayRows = () =>
    t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ id: trays.id, level: trays.level, capacity: trays.capacity, parLevel: trays.parLevel })
        .from(trays)
        .orderBy(asc(trays.id)),
    );
  const userCount = async () =>
    (await t.db.database.withTenant(demoId, (tx) => tx.select({ n: count() }).from(users)))[0]?.n;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    demoId = await companyIdOf(t, "demo");
    // The test database's demo kiosks, as the fleet seed answers the kiosks it creates.
    const rows = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select({ id: kiosks.id, name: kiosks.name, timezone: kiosks.timezone })
        .from(kiosks)
        .where(and(eq(kiosks.companyId, demoId), eq(kiosks.isDemo, true))),
    );
    seeded = rows.map((row) => ({ ...row, companyId: demoId, apiKey: "", productIds: [] }));
  });
  afterAll(() => t.close());

  it("sets some par levels under capacity, seeds the technician, and records past visits that leave levels alone", async () => {
    const before = await trayRows();
    await seedDemoRestock(t.db.database, seeded, now);
    const after = await trayRows();
    expect(after.map(({ level }) => level)).toEqual(before.map(({ level }) => level));
    expect(after.some((tray) => tray.parLevel < tray.capacity)).toBe(true);
    expect(after.every((tray) => tray.parLevel >= 1 && tray.parLevel <= tray.capacity)).toBe(true);

    const tech = await signedIn(t, "demo.localhost", "tech@demo.example.com");
    const me = (await tech.get("/auth/me")).json();
    expect(JSON.stringify(me)).toContain("Field Technician");
    const from = new Date(now - 15 * DAY_MS).toISOString().slice(0, 10);
    const to = new Date(now + DAY_MS).toISOString().slice(0, 10);
    const response = await tech.get(`/api/restock/visits?from=${from}&to=${to}`);
    expect(response.statusCode, response.payload).toBe(200);
    const list = response.json() as VisitsList;
    expect(list.data).toHaveLength(seeded.length * 3);
    for (const kiosk of seeded) expect(list.data.filter((v) => v.kiosk.id === kiosk.id)).toHaveLength(3);
    for (const visit of list.data) {
      expect(Date.parse(visit.finished_at)).toBeGreaterThan(now - 15 * DAY_MS);
      expect(Date.parse(visit.finished_at)).toBeLessThan(now);
      expect(visit.technician?.name).toBe("Tomás Tech");
    }
    expect(list.summary.some((product) => product.shrinkage > 0)).toBe(true);
    expect(list.summary.some((product) => product.removed.expired + product.removed.damaged > 0)).toBe(true);
  });

  it("is idempotent for the technician, and lists the account among the demo accounts", async () => {
    const users = await userCount();
    await seedDemoRestock(t.db.database, [], now);
    expect(await userCount()).toBe(users);
    expect(demoAccounts()).toContainEqual({ email: "tech@demo.example.com", role: "Field Technician", host: "demo" });
  });
});

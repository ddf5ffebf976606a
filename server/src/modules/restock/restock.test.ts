import { kioskForecastSchema, pickListSchema, pickListSummarySchema, restockDueKioskSchema } from "@froyo/contracts";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, createUser, DEMO_PASSWORD, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { parseCsv } from "../../../test/csv.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { FakeClock, HOUR } from "../../../test/fake-clock.js";
import { addKiosk, makeSale, type NewKiosk, productIds, resultsOf, setKioskTimes } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";
import { restockPickLists, roles, serviceVisits, trays } from "../../db/schema/index.js";

const DAY = 24 * HOUR;
const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

/**
 * The restock endpoints through HTTP: shapes, who reaches what (a technician can, a client only their own kiosks,
 * no `view restock` → 403, another company's kiosk → 404), pick lists with their CSV and status.
 */
describeOnOneDatabase("restock: forecast, due list and pick lists", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let client: Browser;
  let pro: Browser;
  let tech: Browser;
  let noRestock: Browser;
  let acmeAdmin: Browser;
  let carls: NewKiosk;
  let petras: NewKiosk;
  let product: string;
  const clock = new FakeClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));

  async function setLevel(trayId: string, level: number) {
    await t.db.database.withTenant(demoId, (tx) =>
      tx
        .update(trays)
        .set({ level, parLevel: 40 })
        .where(and(eq(trays.companyId, demoId), eq(trays.id, trayId))),
    );
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, LOG_LEVEL: "error" }, { clock });
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    await createUser(t, demoId, {
      email: "tech-test@demo.example.com",
      status: "active",
      password: DEMO_PASSWORD,
      role: "Field Technician",
    });
    tech = await signedIn(t, "demo.localhost", "tech-test@demo.example.com");
    await t.db.database.withTenant(demoId, (tx) =>
      tx.insert(roles).values({ companyId: demoId, name: "Looker", userType: "staff", permissions: ["view kiosks"] }),
    );
    await createUser(t, demoId, {
      email: "looker@demo.example.com",
      status: "active",
      password: DEMO_PASSWORD,
      role: "Looker",
    });
    noRestock = await signedIn(t, "demo.localhost", "looker@demo.example.com");

    product = [...(await productIds(t, demoId)).values()][0] as string;
    carls = await addKiosk(t, { admin, name: "Carl's forecast kiosk", fill: [{ position: 1, productId: product }] });
    petras = await addKiosk(t, { admin, owner: "pro", fill: [{ position: 1, productId: product }] });
    // Three weeks of 24 units a day (one an hour) at Carl's kiosk: about one unit an hour from now on.
    const now = clock.now().getTime();
    const sales = Array.from({ length: 21 * 24 }, (_, index) =>
      makeSale([{ productId: product }], { occurred_at: new Date(now - 22 * DAY + index * HOUR).toISOString() }),
    );
    for (let start = 0; start < sales.length; start += 200) {
      const results = resultsOf(await carls.device.sales(sales.slice(start, start + 200)));
      expect(results.every((result) => result.status === "accepted")).toBe(true);
    }
    await setKioskTimes(t, demoId, carls.id, { lastHeartbeatAt: 0 });
    await setLevel(carls.trays[0]?.id as string, 5);
  });
  afterAll(() => t.close());

  describe("GET /api/kiosks/{id}/forecast", () => {
    it("forecasts each tray of an online kiosk, and marks an offline one without guessing", async () => {
      const response = await tech.get(`/api/kiosks/${carls.id}/forecast`);
      expect(response.statusCode, response.payload).toBe(200);
      const forecast = kioskForecastSchema.parse(response.json().data);
      expect(forecast.status).toBe("online");
      const [tray] = forecast.trays;
      expect(tray).toMatchObject({ position: 1, product_id: product, level: 5, par_level: 40 });
      expect(tray?.sold_per_day).toBeGreaterThan(15);
      expect(tray?.stockout_probability_24h).toBeGreaterThan(0.99);
      expect(Date.parse(tray?.empties_at as string)).toBeGreaterThan(clock.now().getTime());
      expect(Date.parse(tray?.empties_at as string)).toBeLessThan(clock.now().getTime() + DAY);
      expect(forecast.visit_by).toBe(tray?.empties_at);
      // Empty slots never drive anything.
      for (const empty of forecast.trays.filter((candidate) => candidate.product_id === null)) {
        expect(empty).toMatchObject({ sold_per_day: 0, low_at: null, empties_at: null });
      }

      const offline = kioskForecastSchema.parse((await admin.get(`/api/kiosks/${petras.id}/forecast`)).json().data);
      expect(offline.status).toBe("offline");
      expect(offline.visit_by).toBeNull();
      expect(offline.trays.every((one) => one.empties_at === null && one.stockout_probability_24h === null)).toBe(true);
    });

    it("lets a client reach only their own kiosks, and no one another company's", async () => {
      expect((await client.get(`/api/kiosks/${carls.id}/forecast`)).statusCode).toBe(200);
      expect((await client.get(`/api/kiosks/${petras.id}/forecast`)).statusCode).toBe(404);
      expect((await pro.get(`/api/kiosks/${carls.id}/forecast`)).statusCode).toBe(404);
      expect((await acmeAdmin.get(`/api/kiosks/${carls.id}/forecast`)).statusCode).toBe(404);
      expect((await admin.get(`/api/kiosks/${RANDOM_ID}/forecast`)).statusCode).toBe(404);
      expect((await admin.get("/api/kiosks/not-an-id/forecast")).statusCode).toBe(404);
      expect((await noRestock.get(`/api/kiosks/${carls.id}/forecast`)).statusCode).toBe(403);
      // A technician plans rounds, without the sales figures: no analytics, order history or Home figures.
      expect((await tech.get("/api/sales/data?from=2026-10-01&to=2026-10-31&granularity=day")).statusCode).toBe(403);
      for (const path of ["/api/sales", "/api/sales/export", "/api/dashboard"]) {
        expect((await tech.get(path)).statusCode, path).toBe(403);
      }
      // A plain client (no `view sales`) still sees their own kiosks' sales, as the spec has it.
      expect((await client.get("/api/sales")).statusCode).toBe(200);
      expect((await client.get("/api/dashboard")).statusCode).toBe(200);
      expect((await tech.get(`/api/kiosks/${carls.id}/forecast`)).statusCode).toBe(200);
    });
  });

  describe("GET /api/restock/due", () => {
    it("lists the kiosks due soonest first, then the offline ones marked", async () => {
      const response = await tech.get("/api/restock/due?within_hours=24");
      expect(response.statusCode, response.payload).toBe(200);
      const due = restockDueKioskSchema.array().parse(response.json().data);
      const carl = due.find((row) => row.kiosk.id === carls.id);
      expect(carl?.trays_due.map((tray) => tray.position)).toEqual([1]);
      expect(carl?.trays_due[0]?.product_name).toEqual(expect.any(String));
      const online = due.filter((row) => row.status === "online");
      expect(online.map((row) => row.visit_by)).toEqual(online.map((row) => row.visit_by).sort());
      const firstMarked = due.findIndex((row) => row.status !== "online");
      expect(due.slice(firstMarked).every((row) => row.status !== "online" && row.visit_by === null)).toBe(true);
      expect(due.some((row) => row.kiosk.id === petras.id)).toBe(true);
    });

    it("gives a client only their own kiosks, and an empty list for another owner", async () => {
      const own = (await client.get("/api/restock/due?within_hours=48")).json().data as { owner: { id: string } }[];
      expect(own.length).toBeGreaterThan(0);
      expect(new Set(own.map((row) => row.owner.id)).size).toBe(1);
      const petraId = ((await pro.get("/api/restock/due")).json().data as { owner: { id: string } }[])[0]?.owner.id;
      const other = await client.get(`/api/restock/due?owner_id=${petraId}`);
      expect(other.statusCode).toBe(200);
      expect(other.json().data).toEqual([]);
      const filtered = (await admin.get(`/api/restock/due?owner_id=${petraId}`)).json().data as {
        owner: { id: string };
      }[];
      expect(filtered.every((row) => row.owner.id === petraId)).toBe(true);
      expect((await noRestock.get("/api/restock/due")).statusCode).toBe(403);
    });

    it("refuses a horizon out of bounds with field messages", async () => {
      for (const within of ["0", "337", "1.5", "soon"]) {
        const response = await admin.get(`/api/restock/due?within_hours=${within}`);
        expect(response.statusCode).toBe(422);
        expectValidationShape(response.json());
      }
    });
  });

  describe("pick lists", () => {
    it("makes, lists, reads and exports a pick list; done once every kiosk had a visit after it", async () => {
      const visitAt = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
      const created = await tech.post("/api/restock/pick-lists", {
        kiosk_ids: [carls.id, petras.id],
        visit_at: visitAt,
      });
      expect(created.statusCode, created.payload).toBe(201);
      const list = pickListSchema.parse(created.json().data);
      expect(list.status).toBe("open");
      expect(list.visit_at).toBe(visitAt);
      const carl = list.kiosks.find((kiosk) => kiosk.kiosk_id === carls.id);
      expect(carl?.lines).toHaveLength(1);
      const line = carl?.lines[0];
      expect(line?.expected_level).toBeLessThanOrEqual(4);
      expect(line?.quantity).toBe(40 - (line?.expected_level ?? 0));
      expect(list.totals).toEqual([
        {
          product_id: product,
          name: line?.product_name,
          quantity: list.kiosks.flatMap((k) => k.lines).reduce((s, l) => s + l.quantity, 0),
        },
      ]);

      const summaries = pickListSummarySchema.array().parse((await tech.get("/api/restock/pick-lists")).json().data);
      expect(summaries[0]?.id).toBe(list.id);
      expect((await tech.get(`/api/restock/pick-lists/${list.id}`)).json().data).toEqual(list);
      // Carl does not own Petra's kiosk: the list is not his to read.
      expect((await client.get(`/api/restock/pick-lists/${list.id}`)).statusCode).toBe(404);
      expect((await client.get("/api/restock/pick-lists")).json().data).toEqual([]);
      expect((await acmeAdmin.get(`/api/restock/pick-lists/${list.id}`)).statusCode).toBe(404);

      const csv = await tech.get(`/api/restock/pick-lists/${list.id}.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-disposition"]).toMatch(
        /^attachment; filename="pick-list-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv"$/,
      );
      const rows = parseCsv(csv.payload.replace(/^\uFEFF/, ""));
      expect(rows[0]).toEqual([
        "kiosk_id",
        "kiosk",
        "position",
        "product_id",
        "product",
        "expected_level",
        "par_level",
        "quantity",
      ]);
      expect(rows).toContainEqual([
        carls.id,
        "Carl's forecast kiosk",
        "1",
        product,
        line?.product_name,
        String(line?.expected_level),
        "40",
        String(line?.quantity),
      ]);

      for (const kiosk of [carls, petras]) {
        const status = (await tech.get(`/api/restock/pick-lists/${list.id}`)).json().data.status;
        expect(status).toBe("open");
        await t.db.database.withTenant(demoId, (tx) =>
          tx.insert(serviceVisits).values({
            companyId: demoId,
            id: crypto.randomUUID(),
            kioskId: kiosk.id,
            technicianName: "tech",
            startedAt: new Date(Date.now() + 60_000),
            finishedAt: new Date(Date.now() + 120_000),
            cleaned: true,
            payloadHash: "x",
          }),
        );
      }
      expect((await tech.get(`/api/restock/pick-lists/${list.id}`)).json().data.status).toBe("done");
    });

    it("lets a client make a list of their own kiosks only", async () => {
      const visitAt = clock.now().toISOString();
      const own = await client.post("/api/restock/pick-lists", { kiosk_ids: [carls.id], visit_at: visitAt });
      expect(own.statusCode, own.payload).toBe(201);
      expect((await client.get(`/api/restock/pick-lists/${own.json().data.id}`)).statusCode).toBe(200);
      const before = await listCount();
      const other = await client.post("/api/restock/pick-lists", { kiosk_ids: [petras.id], visit_at: visitAt });
      expect(other.statusCode).toBe(422);
      expect(Object.keys(other.json().errors)).toEqual(["kiosk_ids"]);
      expect(await listCount()).toBe(before);
      expect(
        (await noRestock.post("/api/restock/pick-lists", { kiosk_ids: [carls.id], visit_at: visitAt })).statusCode,
      ).toBe(403);
    });

    it("refuses a visit time in the past or beyond the forecast's horizon", async () => {
      const now = clock.now().getTime();
      for (const at of [now - HOUR, now + 15 * DAY]) {
        const response = await admin.post("/api/restock/pick-lists", {
          kiosk_ids: [carls.id],
          visit_at: new Date(at).toISOString(),
        });
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual(["visit_at"]);
      }
    });
  });

  async function listCount(): Promise<number> {
    const [row] = await t.db.database.withTenant(demoId, (tx) =>
      tx.select({ n: count() }).from(restockPickLists).where(eq(restockPickLists.companyId, demoId)),
    );
    return row?.n ?? 0;
  }
});

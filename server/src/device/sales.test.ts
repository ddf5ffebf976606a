import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../test/auth-helpers.js";
import { describeEachDatabase } from "../../test/databases.js";
import {
  addKiosk,
  companyIdBySubdomain,
  createPromoCode,
  DeviceClient,
  fleetSnapshot,
  kioskRow,
  makeSale,
  type NewKiosk,
  productIds,
  redeemForSale,
  resultsOf,
} from "../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { kioskHourlySales, saleItems, sales, trays } from "../db/schema/index.js";
import { prepareBatch } from "../modules/sales/sale-batch.js";

/** device-api.md, "Guarantees": idempotent, not all-or-nothing, checked arithmetic, stock follows sales. */
describeEachDatabase("POST /device/v1/sales", (kind) => {
  let t: TestApp;
  let demoId: string;
  let sku: Map<string, string>;
  const product = (code: string) => sku.get(code) as string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdBySubdomain(t, "demo");
    sku = await productIds(t, demoId);
  });
  afterAll(() => t.close());

  const salesOf = (kiosk: NewKiosk) =>
    t.db.database.withTenant(demoId, (tx) =>
      tx
        .select()
        .from(sales)
        .where(and(eq(sales.companyId, demoId), eq(sales.kioskId, kiosk.id)))
        .orderBy(asc(sales.occurredAt)),
    );
  const hourlyOf = (kiosk: NewKiosk) =>
    t.db.database.withTenant(demoId, (tx) =>
      tx
        .select()
        .from(kioskHourlySales)
        .where(and(eq(kioskHourlySales.companyId, demoId), eq(kioskHourlySales.kioskId, kiosk.id)))
        .orderBy(asc(kioskHourlySales.localDate), asc(kioskHourlySales.localHour)),
    );
  const levelsOf = async (kiosk: NewKiosk) =>
    (
      await t.db.database.withTenant(demoId, (tx) =>
        tx
          .select({ position: trays.position, level: trays.level })
          .from(trays)
          .where(and(eq(trays.companyId, demoId), eq(trays.kioskId, kiosk.id)))
          .orderBy(asc(trays.position)),
      )
    ).map((tray) => tray.level);

  describe("a sale", () => {
    it("is stored with its items, the product's name as sold, its kiosk's local day and hour, and our clock", async () => {
      const kiosk = await addKiosk(t, { timezone: "America/Los_Angeles" });
      const sale = makeSale(
        [
          { productId: product("FY-STRW"), quantity: 2, unitPriceCents: 495 },
          { productId: product("TP-GRAN"), quantity: 1, unitPriceCents: 95 },
        ],
        {
          occurred_at: "2026-11-20T23:30:00-08:00",
          discount_cents: 85,
          payment_method: "mobile",
          promo_code: "FALL10",
        },
      );
      await createPromoCode(t, demoId, { code: "FALL10", amountOffCents: 85 });
      await redeemForSale(kiosk, sale);
      const before = Date.now();
      expect(resultsOf(await kiosk.device.sales([sale]))).toEqual([{ id: sale.id, status: "accepted" }]);
      const [stored] = await salesOf(kiosk);
      expect(stored).toMatchObject({
        externalId: sale.id,
        localDate: "2026-11-20",
        localHour: 23,
        subtotalCents: 1085,
        discountCents: 85,
        totalCents: 1000,
        itemCount: 3,
        paymentMethod: "mobile",
        promoCode: "FALL10",
        status: "paid",
      });
      expect(stored?.occurredAt.toISOString()).toBe("2026-11-21T07:30:00.000Z");
      expect(stored?.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const items = await t.db.database.withTenant(demoId, (tx) =>
        tx
          .select()
          .from(saleItems)
          .where(eq(saleItems.saleId, stored?.id as string))
          .orderBy(asc(saleItems.line)),
      );
      expect(items.map((i) => [i.line, i.productName, i.quantity, i.unitPriceCents])).toEqual([
        [1, "Strawberry Swirl", 2, 495],
        [2, "Granola Crunch", 1, 95],
      ]);
      expect(await hourlyOf(kiosk)).toMatchObject([
        { localDate: "2026-11-20", localHour: 23, orders: 1, items: 3, revenueCents: 1000, discountCents: 85 },
      ]);
    });
  });

  describe("idempotence", () => {
    it("answers duplicate to a sale sent again and changes nothing, even for 20 copies at once", async () => {
      const kiosk = await addKiosk(t, { fill: [{ position: 1, productId: product("FY-ORIG"), level: 40 }] });
      const sale = makeSale([{ productId: product("FY-ORIG"), quantity: 3 }]);
      const answers = await Promise.all(Array.from({ length: 20 }, () => kiosk.device.sales([sale])));
      const statuses = answers.map((response) => resultsOf(response)[0]?.status);
      expect(statuses.filter((status) => status === "accepted")).toHaveLength(1);
      expect(statuses.filter((status) => status === "duplicate")).toHaveLength(19);
      const once = {
        sales: (await salesOf(kiosk)).length,
        hourly: await hourlyOf(kiosk),
        levels: await levelsOf(kiosk),
      };
      expect(once.sales).toBe(1);
      expect(once.hourly.map((h) => h.orders)).toEqual([1]);
      expect(once.levels[0]).toBe(37);

      // The same sale again, its time written with another offset: still the same sale.
      const sameInstant = {
        ...sale,
        occurred_at: new Date(String(sale.occurred_at)).toISOString().replace("Z", "+00:00"),
      };
      expect(resultsOf(await kiosk.device.sales([sameInstant]))[0]?.status).toBe("duplicate");
      expect({
        sales: (await salesOf(kiosk)).length,
        hourly: await hourlyOf(kiosk),
        levels: await levelsOf(kiosk),
      }).toEqual(once);
    });

    it("rejects an id reused with other contents, with the reason, and keeps the first sale", async () => {
      const kiosk = await addKiosk(t);
      const sale = makeSale([{ productId: product("FY-ORIG") }]);
      resultsOf(await kiosk.device.sales([sale]));
      const before = await fleetSnapshot(t, demoId);
      const other = { ...sale, payment_method: "cash" };
      expect(resultsOf(await kiosk.device.sales([other]))).toEqual([
        { id: sale.id, status: "rejected", errors: { id: ["id reused"] } },
      ]);
      expect(await fleetSnapshot(t, demoId)).toEqual(before);
      expect((await salesOf(kiosk)).map((s) => s.paymentMethod)).toEqual(["card"]);
    });

    it("keeps order ids per kiosk: another kiosk's order with the same id is its own sale", async () => {
      const [a, b] = [await addKiosk(t), await addKiosk(t)];
      const sale = makeSale([{ productId: product("FY-ORIG") }]);
      expect(resultsOf(await (a as NewKiosk).device.sales([sale]))[0]?.status).toBe("accepted");
      expect(resultsOf(await (b as NewKiosk).device.sales([sale]))[0]?.status).toBe("accepted");
    });
  });

  describe("batches sent at once by several kiosks (gathered into shared statements)", () => {
    it("answers each on its own: an unknown key or a disabled kiosk refuses only its own batch", async () => {
      const [a, b, disabled] = [await addKiosk(t), await addKiosk(t), await addKiosk(t)];
      const staff = await signedIn(t, "demo.localhost", "admin@demo.example.com");
      expect((await staff.request("PATCH", `/api/kiosks/${disabled.id}`, { active: false })).statusCode).toBe(200);
      const unknown = new DeviceClient(t.app, `${a.apiKey.slice(0, -4)}AAAA`);
      const saleOf = () => makeSale([{ productId: product("FY-ORIG") }]);
      const twice = saleOf();
      const [first, copy, other, refusedKey, refusedKiosk, reused] = await Promise.all([
        a.device.sales([twice]),
        a.device.sales([twice]),
        b.device.sales([saleOf(), saleOf()]),
        unknown.sales([saleOf()]),
        disabled.device.sales([saleOf()]),
        b.device.sales([{ ...twice, payment_method: "cash" }, twice]),
      ]);
      expect([resultsOf(first)[0]?.status, resultsOf(copy)[0]?.status].sort()).toEqual(["accepted", "duplicate"]);
      expect(resultsOf(other).map((r) => r.status)).toEqual(["accepted", "accepted"]);
      expect(refusedKey.statusCode).toBe(401);
      expect(refusedKiosk.statusCode).toBe(403);
      // Kiosk b's order ids are its own: the same id as kiosk a's sale is a new sale there, then a duplicate.
      expect(resultsOf(reused).map((r) => r.status)).toEqual(["accepted", "rejected"]);
      expect((await salesOf(a)).length).toBe(1);
      expect((await salesOf(b)).length).toBe(3);
      expect(await salesOf(disabled)).toEqual([]);
    });
  });

  describe("a batch", () => {
    it("answers each sale in order: the good ones are stored, the bad ones rejected with their field messages", async () => {
      const kiosk = await addKiosk(t);
      const good = makeSale([{ productId: product("FY-ORIG") }]);
      const copy = { ...good };
      const reused = { ...good, payment_method: "cash" };
      const badSum = {
        ...makeSale([{ productId: product("FY-ORIG"), quantity: 2 }]),
        subtotal_cents: 451,
        total_cents: 451,
      };
      const unknownProduct = makeSale([{ productId: "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f" }]);
      const alsoGood = makeSale([{ productId: product("FY-VANL") }], { status: "refunded" });
      const results = resultsOf(
        await kiosk.device.sales([good, copy, badSum, "not a sale", unknownProduct, reused, alsoGood]),
      );
      expect(results).toEqual([
        { id: good.id, status: "accepted" },
        { id: good.id, status: "duplicate" },
        { id: badSum.id, status: "rejected", errors: { subtotal_cents: [expect.stringMatching(/sum of quantity/)] } },
        { id: null, status: "rejected", errors: { sale: [expect.any(String)] } },
        {
          id: unknownProduct.id,
          status: "rejected",
          errors: { items: ["The product is not in this company's catalog."] },
        },
        { id: good.id, status: "rejected", errors: { id: ["id reused"] } },
        { id: alsoGood.id, status: "accepted" },
      ]);
      expect((await salesOf(kiosk)).map((s) => [s.externalId, s.status]).sort()).toEqual(
        [
          [good.id, "paid"],
          [alsoGood.id, "refunded"],
        ].sort(),
      );
      expect((await hourlyOf(kiosk)).reduce((sum, h) => sum + h.refunds, 0)).toBe(1);
    });

    it("answers 422 to a body that is not a batch, and 413 to one too large", async () => {
      const kiosk = await addKiosk(t);
      const oneSale = makeSale([{ productId: product("FY-ORIG") }]);
      for (const body of [{}, { sales: "x" }, { sales: [] }, { sales: Array(501).fill(oneSale) }, [oneSale], "[]"]) {
        const response = await kiosk.device.request("POST", "/sales", body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
        expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
      }
      const broken = await kiosk.device.request("POST", "/sales", '{"sales": [');
      expect(broken.statusCode).toBe(422);
      const huge = await kiosk.device.request("POST", "/sales", { sales: [{ id: "x".repeat(2_000_000) }] });
      expect(huge.statusCode).toBe(413);
      expect(await salesOf(kiosk)).toEqual([]);
    });
  });

  describe("arithmetic and time", () => {
    it("rejects every sale whose sums, amounts or time do not hold", async () => {
      const kiosk = await addKiosk(t);
      const base = () => makeSale([{ productId: product("FY-ORIG"), quantity: 2, unitPriceCents: 450 }]);
      const cases: [string, Record<string, unknown>, string][] = [
        ["subtotal off by a cent", { subtotal_cents: 899, total_cents: 899 }, "subtotal_cents"],
        ["total not subtotal minus discount", { discount_cents: 100, total_cents: 900 }, "total_cents"],
        ["discount above the subtotal", { discount_cents: 1000, total_cents: -100 }, "total_cents"],
        ["negative subtotal", { subtotal_cents: -900 }, "subtotal_cents"],
        ["fractional cents", { subtotal_cents: 900.5, total_cents: 900.5 }, "subtotal_cents"],
        ["money as text", { total_cents: "900" }, "total_cents"],
        ["more than a day ahead", { occurred_at: new Date(Date.now() + 25 * 3600_000).toISOString() }, "occurred_at"],
        ["a time without offset", { occurred_at: "2026-11-20T10:00:00" }, "occurred_at"],
        ["not a time", { occurred_at: "yesterday" }, "occurred_at"],
        ["an impossible date", { occurred_at: "2026-02-30T10:00:00Z" }, "occurred_at"],
        ["an unknown payment method", { payment_method: "barter" }, "payment_method"],
        ["an unknown status", { status: "pending" }, "status"],
        ["an empty id", { id: "" }, "id"],
        ["an id with a line break", { id: "a\nb" }, "id"],
        ["an id of 65 characters", { id: "x".repeat(65) }, "id"],
      ];
      for (const [name, change, field] of cases) {
        const [result] = resultsOf(await kiosk.device.sales([{ ...base(), ...change }]));
        expect(result?.status, name).toBe("rejected");
        expect(Object.keys(result?.errors ?? {}), name).toContain(field);
      }
      const lineError = resultsOf(
        await kiosk.device.sales([
          { ...base(), items: [{ product_id: product("FY-ORIG"), quantity: 0, unit_price_cents: 450 }] },
        ]),
      )[0];
      expect(lineError?.errors).toHaveProperty(["items.0.quantity"]);
      // A day ahead is still fine: kiosk clocks drift.
      const ahead = makeSale([{ productId: product("FY-ORIG") }], {
        occurred_at: new Date(Date.now() + 23 * 3600_000).toISOString(),
      });
      expect(resultsOf(await kiosk.device.sales([ahead]))[0]?.status).toBe("accepted");
      expect((await salesOf(kiosk)).length).toBe(1);
    });
  });

  describe("offline kiosks catching up", () => {
    it("files late sales, sent in any order, under their own local day and hour in the kiosk's timezone", async () => {
      const la = await addKiosk(t, { timezone: "America/Los_Angeles" });
      const tokyo = await addKiosk(t, { timezone: "Asia/Tokyo" });
      const at = (occurredAt: string) => makeSale([{ productId: product("FY-ORIG") }], { occurred_at: occurredAt });
      const laSales = [
        at("2026-11-20T23:30:00-08:00"), // late evening in Los Angeles: already the 21st in UTC
        at("2026-11-21T00:10:00-08:00"), // just after midnight
        at("2026-03-08T01:59:00-08:00"), // spring forward: 02:00 never happens that night
        at("2026-03-08T03:01:00-07:00"),
        at("2026-11-01T01:30:00-07:00"), // fall back: 01:30 happens twice
        at("2026-11-01T01:30:00-08:00"),
      ];
      const tokyoSales = [
        at("2026-11-20T23:30:00+09:00"),
        at("2026-11-20T15:30:00Z"), // 00:30 on the 21st in Tokyo
      ];
      // Sent late and shuffled, in two batches each.
      for (const [kiosk, list] of [
        [la, laSales],
        [tokyo, tokyoSales],
      ] as const) {
        const shuffled = [...list].reverse();
        const half = Math.ceil(shuffled.length / 2);
        resultsOf(await kiosk.device.sales(shuffled.slice(0, half)));
        resultsOf(await kiosk.device.sales(shuffled.slice(half)));
      }
      const days = async (kiosk: NewKiosk) =>
        (await salesOf(kiosk)).map((s) => `${s.localDate} ${String(s.localHour).padStart(2, "0")}`).sort();
      expect(await days(la)).toEqual([
        "2026-03-08 01",
        "2026-03-08 03",
        "2026-11-01 01",
        "2026-11-01 01",
        "2026-11-20 23",
        "2026-11-21 00",
      ]);
      expect(await days(tokyo)).toEqual(["2026-11-20 23", "2026-11-21 00"]);
      const twiceAtHalfPastOne = (await hourlyOf(la)).find((h) => h.localDate === "2026-11-01" && h.localHour === 1);
      expect(twiceAtHalfPastOne?.orders).toBe(2);
    });

    it("corrects a day's totals when its late sales arrive", async () => {
      const kiosk = await addKiosk(t, { timezone: "Asia/Tokyo" });
      const day = (hour: number, quantity: number) =>
        makeSale([{ productId: product("FY-ORIG"), quantity }], {
          occurred_at: `2026-11-10T${String(hour).padStart(2, "0")}:15:00+09:00`,
        });
      resultsOf(await kiosk.device.sales([day(12, 1), day(13, 2)]));
      const revenue = async () => (await hourlyOf(kiosk)).reduce((sum, h) => sum + h.revenueCents, 0);
      expect(await revenue()).toBe(3 * 450);
      resultsOf(await kiosk.device.sales([day(12, 4), day(21, 1)]));
      expect(await revenue()).toBe(8 * 450);
      expect((await hourlyOf(kiosk)).map((h) => [h.localHour, h.orders, h.items])).toEqual([
        [12, 2, 5],
        [13, 1, 2],
        [21, 1, 1],
      ]);
    });
  });

  describe("stock", () => {
    it("lowers the trays holding each product of a paid sale, in position order, never below 0", async () => {
      const kiosk = await addKiosk(t, {
        fill: [
          { position: 1, productId: product("FY-MANG"), level: 3 },
          { position: 2, productId: product("FY-MANG"), level: 10 },
          { position: 3, productId: product("FY-CHOC"), level: 2 },
        ],
      });
      resultsOf(await kiosk.device.sales([makeSale([{ productId: product("FY-MANG"), quantity: 5 }])]));
      expect((await levelsOf(kiosk)).slice(0, 3)).toEqual([0, 8, 2]);
      resultsOf(await kiosk.device.sales([makeSale([{ productId: product("FY-CHOC"), quantity: 7 }])]));
      expect((await levelsOf(kiosk)).slice(0, 3)).toEqual([0, 8, 0]);
      resultsOf(
        await kiosk.device.sales([
          makeSale([{ productId: product("FY-MANG"), quantity: 2 }], { status: "refunded" }),
          makeSale([{ productId: product("FY-MANG"), quantity: 2 }], { status: "failed" }),
        ]),
      );
      expect((await levelsOf(kiosk)).slice(0, 3)).toEqual([0, 8, 0]);
    });

    it("takes a heartbeat's levels as the truth: sales from before it are already counted in them", async () => {
      const kiosk = await addKiosk(t, { fill: [{ position: 1, productId: product("FY-VANL"), level: 20 }] });
      const sentAt = new Date();
      expect(
        (
          await kiosk.device.heartbeat({
            sent_at: sentAt.toISOString(),
            status: "ok",
            trays: [{ position: 1, level: 12 }],
          })
        ).statusCode,
      ).toBe(200);
      const before = makeSale([{ productId: product("FY-VANL"), quantity: 2 }], {
        occurred_at: new Date(sentAt.getTime() - 5 * 60_000).toISOString(),
      });
      const after = makeSale([{ productId: product("FY-VANL"), quantity: 3 }], {
        occurred_at: new Date(sentAt.getTime() + 1000).toISOString(),
      });
      resultsOf(await kiosk.device.sales([before, after]));
      expect((await levelsOf(kiosk))[0]).toBe(9);
    });
  });

  describe("each call's reads", () => {
    /**
     * The rows of `table` read through indexes or scans (PostgreSQL's own counters) by `calls` calls of
     * app_ingest_sales on one connection: more than five, so that the plans cached for the function's statements are
     * the generic ones a long-lived connection uses. The counters are read before and after, in the same transaction:
     * they also hold the connection's earlier reads that PostgreSQL has not flushed to its statistics yet.
     */
    const rowsReadBy = (
      table: "sales" | "promo_redemptions",
      calls: { kioskId: string; keyHash: string; sales: unknown[] }[],
    ) =>
      t.db.database.withTenant(demoId, async (tx) => {
        const rowsRead = async () => {
          const result = (await tx.execute(
            sql`SELECT coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0) AS read
                FROM pg_stat_xact_user_tables WHERE relname = ${table}`,
          )) as unknown as { rows: { read: number | string }[] };
          return Number(result.rows[0]?.read ?? 0);
        };
        const before = await rowsRead();
        const outcomes: string[] = [];
        for (const call of calls) {
          const batches = [{ batch: 0, kiosk: call.kioskId, key_hash: call.keyHash, sales: call.sales }];
          const answer = (await tx.execute(
            sql`SELECT * FROM app_ingest_sales(${demoId}, ${JSON.stringify(batches)})`,
          )) as unknown as { rows: { outcome: string }[] };
          outcomes.push(...answer.rows.map((row) => row.outcome));
        }
        return { reads: (await rowsRead()) - before, outcomes };
      });

    it("do not grow with the company's history: new sales read none back, a resent one only its twin", async () => {
      const kiosk = await addKiosk(t);
      const history = Array.from({ length: 1500 }, () => makeSale([{ productId: product("FY-STRW") }]));
      for (let start = 0; start < history.length; start += 500) {
        resultsOf(await kiosk.device.sales(history.slice(start, start + 500)));
      }
      const keyHash = (await kioskRow(t, demoId, kiosk.id))?.apiKeyHash as string;
      const failedWithCode = { status: "failed", promo_code: "NOPE", discount_cents: 50 };
      const fresh = Array.from(
        { length: 8 },
        (_, call) =>
          prepareBatch(
            Array.from({ length: 10 }, (_, n) =>
              makeSale([{ productId: product("FY-STRW") }], n === 0 && call % 2 === 0 ? failedWithCode : {}),
            ),
            Date.now(),
          ).prepared,
      );
      expect(
        (
          await rowsReadBy(
            "sales",
            fresh.map((sales) => ({ kioskId: kiosk.id, keyHash, sales })),
          )
        ).reads,
      ).toBe(0);

      const resent = prepareBatch(history.slice(0, 10), Date.now()).prepared;
      const { reads } = await rowsReadBy(
        "sales",
        Array.from({ length: 8 }, () => ({ kioskId: kiosk.id, keyHash, sales: resent })),
      );
      // Each resent sale: the insert's own check of the unique key, and the lookup of its twin's contents.
      expect(reads).toBe(8 * 10 * 2);
    });

    it("do not grow with the company's redemptions: none read without a code, two or three per sale with one", async () => {
      const kiosk = await addKiosk(t);
      const codeId = await createPromoCode(t, demoId, { code: "READS", amountOffCents: 50 });
      // Far more live redemptions than the calls name, so that a plan reading them all could not pass unseen.
      await t.db.database.withTenant(demoId, (tx) =>
        tx.execute(sql`INSERT INTO promo_redemptions (company_id, id, promo_code_id, kiosk_id, order_id, subtotal_cents,
                         discount_cents)
                       SELECT ${demoId}, gen_random_uuid(), ${codeId}, ${kiosk.id}, 'bulk-' || n, 900, 50
                       FROM generate_series(1, 2000) AS n`),
      );
      const keyHash = (await kioskRow(t, demoId, kiosk.id))?.apiKeyHash as string;
      const calls = (sale: (n: number) => Record<string, unknown>) =>
        Array.from({ length: 8 }, (_, call) => ({
          kioskId: kiosk.id,
          keyHash,
          sales: prepareBatch(
            Array.from({ length: 5 }, (_, n) => sale(call * 5 + n)),
            Date.now(),
          ).prepared,
        }));
      const usesOfCode = async () =>
        t.db.database.withTenant(demoId, async (tx) => {
          const result = (await tx.execute(
            sql`SELECT uses FROM promo_codes WHERE company_id = ${demoId} AND id = ${codeId}`,
          )) as unknown as { rows: { uses: number }[] };
          return Number(result.rows[0]?.uses);
        });
      const plain = () => makeSale([{ productId: product("FY-STRW") }]);
      const withoutCodes = await rowsReadBy("promo_redemptions", calls(plain));
      expect(withoutCodes.outcomes).toEqual(Array(40).fill("accepted"));
      expect(withoutCodes.reads).toBe(0);

      // A failed sale gives back its order's redemption: one lookup to lock its code, one to release it.
      const failedOrders = Array.from({ length: 8 }, (_, n) => `reads-failed-${n}`);
      for (const order of failedOrders) {
        expect((await kiosk.device.redeem({ code: "READS", order_id: order, subtotal_cents: 450 })).statusCode).toBe(
          200,
        );
      }
      const usesBefore = await usesOfCode();
      const oneFailed = (n: number) =>
        n % 5 === 0
          ? makeSale([{ productId: product("FY-STRW") }], {
              id: failedOrders[n / 5],
              status: "failed",
              promo_code: "READS",
              discount_cents: 50,
            })
          : plain();
      const releasing = await rowsReadBy("promo_redemptions", calls(oneFailed));
      expect(releasing.outcomes).toEqual(Array(40).fill("accepted"));
      expect(await usesOfCode()).toBe(usesBefore - 8);
      expect(releasing.reads).toBe(8 * 2);

      // A paid sale with a code holds its redemption until the commit and checks it: three lookups too.
      const paid = Array.from({ length: 8 }, () =>
        makeSale([{ productId: product("FY-STRW") }], { promo_code: "READS", discount_cents: 50 }),
      );
      for (const sale of paid) await redeemForSale(kiosk, sale);
      const onePaid = (n: number) => (n % 5 === 0 ? (paid[n / 5] as Record<string, unknown>) : plain());
      const holding = await rowsReadBy("promo_redemptions", calls(onePaid));
      expect(holding.outcomes).toEqual(Array(40).fill("accepted"));
      expect(holding.reads).toBe(8 * 3);
    });
  });
});

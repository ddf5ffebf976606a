import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE } from "../../../test/auth-helpers.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { addKiosk, companyIdBySubdomain, productIds } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { analyze } from "../../db/analyze.js";
import { queryRows } from "../../db/types.js";
import { productSumsSql } from "../analytics/analytics.repository.js";
import { rebuildRollups } from "../analytics/rollups.service.js";
import type { KioskReach } from "../kiosks/kiosks.service.js";
import { listPageSql, type SalePageRequest, type SaleWhere } from "./orders.repository.js";

/**
 * A client's reads cost what the company's do (issue 26, part 3; decision 026), checked on the plans themselves: a
 * client's page of the order history reads at most a page per kiosk they own, however long their history, and their
 * product breakdown reads a rollup, never the sale lines.
 */

const OWNED_KIOSKS = 3;
const SALES_PER_KIOSK = 300;
const PAGE = 26;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  /** Per loop, as the rows. */
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describeEachDatabase("a client's reads start from their kiosks (EXPLAIN)", (kind) => {
  let t: TestApp;
  let demoId: string;
  let reach: KioskReach;
  let owned: string[];
  /** A page from each kiosk the client owns, and the page itself. */
  let pageBound: number;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdBySubdomain(t, "demo");
    owned = [];
    for (let index = 0; index < OWNED_KIOSKS; index += 1) owned.push((await addKiosk(t, { owner: "pro" })).id);
    const other = (await addKiosk(t, { owner: "client" })).id;
    const [product] = [...(await productIds(t, demoId)).values()];
    const [pro] = await t.db.database.withTenant(demoId, (tx) =>
      queryRows<{ id: string }>(tx, sql`SELECT id FROM users WHERE email = 'pro@demo.example.com'`),
    );
    if (!pro) throw new Error("The seeded Client - Pro is missing");
    reach = { companyId: demoId, ownerId: pro.id };
    // The demo's own kiosks of theirs (with no sales) are looked at too: each costs at most a page.
    const [kiosks] = await t.db.database.withTenant(demoId, (tx) =>
      queryRows<{ n: number }>(tx, sql`SELECT count(*)::integer AS n FROM kiosks WHERE owner_id = ${pro.id}`),
    );
    // A page of keys from each, then the page's own rows.
    pageBound = Number(kiosks?.n) * PAGE + PAGE;
    // Each of the client's kiosks sells once an hour for 300 hours; another owner's sells five times an hour, from
    // days before to days after, so that neither the company's order nor a sort of all the client's sales is a
    // cheap way to their page.
    await t.db.database.withTenant(demoId, async (tx) => {
      await tx.execute(sql`INSERT INTO sales (company_id, id, kiosk_id, external_id, occurred_at, local_date,
          local_hour, subtotal_cents, discount_cents, total_cents, item_count, payment_method, status, content_hash)
        SELECT ${demoId}, gen_random_uuid(), k.id, 'PLAN-' || k.n || '-' || g, a.at, (a.at AT TIME ZONE 'UTC')::date,
          extract(hour FROM a.at AT TIME ZONE 'UTC')::smallint, 100 + g % 500, 0, 100 + g % 500, 1, 'card', 'paid',
          md5(g::text)
        FROM unnest(${`{${[...owned, other].join(",")}}`}::uuid[]) WITH ORDINALITY AS k(id, n)
        CROSS JOIN LATERAL (SELECT k.n > ${OWNED_KIOSKS}::integer AS busy) b
        CROSS JOIN generate_series(1, CASE WHEN b.busy THEN ${10 * SALES_PER_KIOSK}::integer ELSE ${SALES_PER_KIOSK}::integer END) g
        CROSS JOIN LATERAL (SELECT CASE WHEN b.busy THEN timestamptz '2026-02-25 00:00Z' + g * interval '12 minutes'
          ELSE timestamptz '2026-03-01 00:00Z' + k.n * interval '1 second' + g * interval '1 hour' END AS at) a`);
      await tx.execute(sql`INSERT INTO sale_items (company_id, sale_id, line, product_id, product_name, quantity,
          unit_price_cents)
        SELECT s.company_id, s.id, 1, ${product}, 'Plan flavour', 1, s.total_cents
        FROM sales s WHERE s.company_id = ${demoId} AND s.external_id LIKE 'PLAN-%'`);
    });
    // Written straight to the tables, as the bench seed does: the rollups are then rebuilt from them, as
    // `npm run db:rollups` does (ingestion writes them with the sales), and analysed as autovacuum would have after
    // the load: the plans below are the ones a live database makes.
    await rebuildRollups(t.db.database.db, demoId);
    await analyze(t.db.database.db, ["sales", "sale_items", "kiosks", "kiosk_product_daily_sales"]);
  });
  afterAll(() => t.close());

  /** The plan of `query` as run in the company's tenant, with the rows each node produced. */
  async function explain(query: SQL): Promise<PlanNode[]> {
    return t.db.database.withTenant(demoId, async (tx) => {
      const [row] = await queryRows<Record<string, unknown>>(tx, sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`);
      const value = Object.values(row ?? {})[0];
      const plan = (typeof value === "string" ? JSON.parse(value) : value) as { Plan: PlanNode }[];
      return nodesOf((plan[0] as { Plan: PlanNode }).Plan);
    });
  }

  /** Rows read from `sales` by the page's plan: each scan's rows, kept or filtered out, times its loops. */
  async function salesRowsRead(filters: SaleWhere, page: Partial<SalePageRequest> = {}): Promise<number> {
    const request: SalePageRequest = { sort: "occurred_at", order: "desc", limit: PAGE, ...page };
    const nodes = await explain(listPageSql(reach, filters, request));
    return nodes
      .filter((node) => node["Relation Name"] === "sales")
      .reduce((sum, node) => {
        const perLoop =
          (node["Actual Rows"] ?? 0) +
          (node["Rows Removed by Filter"] ?? 0) +
          (node["Rows Removed by Index Recheck"] ?? 0);
        return sum + perLoop * (node["Actual Loops"] ?? 1);
      }, 0);
  }

  it("reads at most a page per owned kiosk for a client's first page, by time or by total, either way", async () => {
    expect(await salesRowsRead({})).toBeLessThanOrEqual(pageBound);
    expect(await salesRowsRead({}, { order: "asc" })).toBeLessThanOrEqual(pageBound);
    expect(await salesRowsRead({}, { sort: "total_cents" })).toBeLessThanOrEqual(pageBound);
    expect(await salesRowsRead({}, { sort: "total_cents", order: "asc" })).toBeLessThanOrEqual(pageBound);
  });

  it("reads at most a page per owned kiosk for a later page and a filtered one, one kiosk's for a kiosk filter", async () => {
    const after = { value: "2026-03-08T00:00:00.000000Z", id: "ffffffff-ffff-4fff-bfff-ffffffffffff" };
    expect(await salesRowsRead({}, { after })).toBeLessThanOrEqual(pageBound);
    // A local day's instants are bounded a day either side (whereSales): at one sale an hour, up to 24 more a side
    // per kiosk are read and left out by the exact local-day condition.
    const margins = OWNED_KIOSKS * 2 * 24;
    const dated = await salesRowsRead({ from: "2026-03-05", to: "2026-03-09", status: "paid" });
    expect(dated).toBeLessThanOrEqual(pageBound + margins);
    // One kiosk's page of keys, then the page's rows.
    expect(await salesRowsRead({ kiosk_id: owned[1] })).toBeLessThanOrEqual(2 * PAGE);
  });

  it("sums a client's products from their own rollup, or some kiosks' from the per-kiosk one, reading no sale", async () => {
    const dates = { companyId: demoId, from: "2026-03-01", to: "2026-03-31" };
    const filters = [
      { table: "owner_product_daily_sales", filter: { ...dates, kioskIds: owned, ownerId: reach.ownerId } },
      { table: "kiosk_product_daily_sales", filter: { ...dates, kioskIds: owned.slice(1) } },
    ];
    for (const { table, filter } of filters) {
      const relations = (await explain(productSumsSql(filter, 5))).map((node) => node["Relation Name"]);
      expect(relations).toContain(table);
      expect(relations).not.toContain("sales");
      expect(relations).not.toContain("sale_items");
    }
  });
});

/**
 * The order history and analytics bench's data (issue 11): companies, kiosks in several timezones, products and a
 * year of sales written straight into the tables by set-based SQL, as the database's owner. It writes the same rows
 * the kiosks' API would (each sale's local day and hour from its kiosk's zone, items whose sum is the subtotal,
 * totals after the discount, UUID v7 ids in time order) but none of the rollups: those are then rebuilt from the
 * raw sales by the app's own command (`npm run db:rollups`), which checks that they match, so the bench reads
 * exactly what ingestion would have left.
 */

/** One SQL statement (or several, without parameters) on an owner's connection: pg.Client or PGlite. */
export interface OwnerSql {
  query(text: string): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}

export interface SeedPlan {
  /** Companies besides the largest (the demo company), made here; the acme demo company counts among them. */
  otherCompanies: number;
  /** Kiosks of the largest company and of all the others together. */
  largestKiosks: number;
  otherKiosks: number;
  /** Sales of the largest company and of all the others together, over `days` days ending today. */
  largestSales: number;
  otherSales: number;
  days: number;
}

const ZONES = [
  "America/Los_Angeles",
  "America/New_York",
  "Europe/London",
  "Europe/Berlin",
  "Asia/Tokyo",
  "Australia/Sydney",
  "America/Sao_Paulo",
  "Asia/Kolkata",
];
const CHUNK_DAYS = 30;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Adds the other companies (`bench-NN`), each with ten products. */
async function addCompanies(owner: OwnerSql, count: number): Promise<void> {
  await owner.exec(`
    INSERT INTO companies (id, name, subdomain, default_timezone, currency)
    SELECT gen_random_uuid(), 'Bench ' || n, 'bench-' || lpad(n::text, 2, '0'),
           (ARRAY[${ZONES.map(literal).join(",")}])[1 + n % ${ZONES.length}], 'USD'
    FROM generate_series(1, ${count}) n
    ON CONFLICT DO NOTHING;
    INSERT INTO products (company_id, id, name, sku, category, price_cents)
    SELECT c.id, gen_random_uuid(), 'Flavour ' || n, 'BN-' || n, 'Frozen yogurt', 350 + n * 25
    FROM companies c CROSS JOIN generate_series(1, 10) n
    WHERE c.subdomain LIKE 'bench-%';`);
}

/** Tops company `companyId` up to `total` kiosks, spread over the zones. */
async function addKiosks(owner: OwnerSql, companyId: string, total: number): Promise<void> {
  await owner.exec(`
    INSERT INTO kiosks (company_id, id, name, serial_number, timezone)
    SELECT ${literal(companyId)}, gen_random_uuid(), 'Bench kiosk ' || n, 'BK-' || lpad(n::text, 4, '0'),
           (ARRAY[${ZONES.map(literal).join(",")}])[1 + n % ${ZONES.length}]
    FROM generate_series((SELECT count(*) + 1 FROM kiosks WHERE company_id = ${literal(companyId)}), ${total}) n;`);
}

/**
 * `perKioskDay` sales on average for each kiosk of `companyId` and each local day from `from` to `to`, at random
 * moments of the kiosk's 10:00–22:00, none after now. 1 to 3 lines of the company's products each, 1 or 2 of each;
 * one sale in 20 carries a code and 10% off; 2% are refunded, 2% failed, 1% refunded in part (1.00); every line
 * costs 30% of its price (issue 25: the figures hold with costs and refunds in the rollups).
 */
async function addSales(owner: OwnerSql, companyId: string, from: string, to: string, perKioskDay: number) {
  const company = literal(companyId);
  await owner.exec(`
    BEGIN;
    CREATE TEMP TABLE bench_chunk ON COMMIT DROP AS
    SELECT (lpad(to_hex((extract(epoch FROM t.at) * 1000)::bigint), 12, '0') || '7' ||
            substr(md5(random()::text), 1, 3) || '8' || substr(md5(random()::text), 1, 15))::uuid AS id,
           t.kiosk_id, t.timezone, t.at AS occurred_at, 1 + floor(random() * 3)::int AS lines, random() AS fate
    FROM (
      SELECT kd.kiosk_id, kd.timezone,
             (kd.day + make_interval(secs => 36000 + random() * 43200)) AT TIME ZONE kd.timezone AS at
      FROM (
        -- Each kiosk-day's own count, in a column so that it is drawn once per row (a LATERAL call that names
        -- no outer column may be evaluated once for all).
        SELECT k.id AS kiosk_id, k.timezone, d::date AS day,
               floor(${perKioskDay} * (0.5 + random()) + random())::int AS count
        FROM kiosks k
        CROSS JOIN generate_series(${literal(from)}::date, ${literal(to)}::date, interval '1 day') d
        WHERE k.company_id = ${company} AND k.deleted_at IS NULL
      ) kd
      CROSS JOIN LATERAL generate_series(1, kd.count) n
    ) t
    WHERE t.at <= now();
    CREATE TEMP TABLE bench_items ON COMMIT DROP AS
    SELECT c.id AS sale_id, l.line, p.id AS product_id, p.name, l.quantity, p.price_cents,
           round(p.price_cents * 0.3)::int AS cost_cents
    FROM bench_chunk c
    CROSS JOIN LATERAL (
      SELECT line::smallint, 1 + floor(random() * (SELECT count(*) FROM products
                                                   WHERE company_id = ${company} AND archived_at IS NULL))::int AS pick,
             1 + floor(random() * 2)::int AS quantity
      FROM generate_series(1, c.lines) line
    ) l
    JOIN (SELECT id, name, price_cents, row_number() OVER (ORDER BY sku) AS n
          FROM products WHERE company_id = ${company} AND archived_at IS NULL) p ON p.n = l.pick;
    INSERT INTO sales (company_id, id, kiosk_id, external_id, occurred_at, received_at, local_date, local_hour,
                       subtotal_cents, discount_cents, total_cents, refunded_cents, cost_cents, item_count,
                       payment_method, promo_code, status, content_hash)
    SELECT ${company}, c.id, c.kiosk_id, 'ORD-' || upper(replace(c.id::text, '-', '')), c.occurred_at,
           c.occurred_at + interval '2 seconds',
           (c.occurred_at AT TIME ZONE c.timezone)::date,
           extract(hour FROM c.occurred_at AT TIME ZONE c.timezone)::smallint,
           i.subtotal, i.discount, i.subtotal - i.discount,
           CASE WHEN c.fate < 0.02 THEN i.subtotal - i.discount
                WHEN c.fate >= 0.04 AND c.fate < 0.05 THEN least(100, i.subtotal - i.discount) ELSE 0 END,
           i.cost, i.items,
           (ARRAY['card', 'card', 'card', 'cash', 'mobile'])[1 + floor(c.fate * 1000)::int % 5],
           CASE WHEN i.discount > 0 THEN (ARRAY['SUMMER10', 'WELCOME', 'LOYAL'])[1 + floor(c.fate * 10000)::int % 3] END,
           CASE WHEN c.fate < 0.02 THEN 'refunded' WHEN c.fate < 0.04 THEN 'failed' ELSE 'paid' END,
           md5(c.id::text)
    FROM bench_chunk c
    JOIN (SELECT sale_id, sum(quantity * price_cents)::int AS subtotal, sum(quantity)::int AS items,
                 sum(quantity * cost_cents)::bigint AS cost,
                 CASE WHEN random() < 0.05 THEN sum(quantity * price_cents)::int / 10 ELSE 0 END AS discount
          FROM bench_items GROUP BY sale_id) i ON i.sale_id = c.id
    ORDER BY c.occurred_at;
    INSERT INTO sale_items (company_id, sale_id, line, product_id, product_name, quantity, unit_price_cents,
                            unit_cost_cents)
    SELECT ${company}, sale_id, line, product_id, name, quantity, price_cents, cost_cents FROM bench_items;
    COMMIT;`);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Writes the plan's companies, kiosks and sales (the largest company is the existing `demo` one). `progress` hears
 * of each company done. Sales end today (UTC) and go back `plan.days` days.
 */
export async function seedSales(owner: OwnerSql, plan: SeedPlan, progress: (line: string) => void): Promise<void> {
  if (plan.otherCompanies > 1) await addCompanies(owner, plan.otherCompanies - 1);
  const { rows: companies } = (await owner.query(
    `SELECT id, subdomain FROM companies
     WHERE subdomain = 'demo' OR (${plan.otherCompanies} > 0 AND (subdomain = 'acme' OR subdomain LIKE 'bench-%'))
     ORDER BY subdomain = 'demo' DESC, subdomain`,
  )) as { rows: { id: string; subdomain: string }[] };
  const others = companies.length - 1;
  const today = new Date();
  for (const [index, company] of companies.entries()) {
    const largest = index === 0;
    const kiosks = largest ? plan.largestKiosks : Math.round(plan.otherKiosks / others);
    const sales = largest ? plan.largestSales : plan.otherSales / others;
    await addKiosks(owner, company.id, kiosks);
    const perKioskDay = sales / kiosks / plan.days;
    const started = performance.now();
    for (let first = plan.days - 1; first >= 0; first -= CHUNK_DAYS) {
      const last = Math.max(0, first - CHUNK_DAYS + 1);
      const from = isoDay(new Date(today.getTime() - first * 86_400_000));
      const to = isoDay(new Date(today.getTime() - last * 86_400_000));
      await addSales(owner, company.id, from, to, perKioskDay);
    }
    const { rows } = (await owner.query(
      `SELECT count(*) AS n FROM sales WHERE company_id = ${literal(company.id)}`,
    )) as { rows: { n: string }[] };
    progress(
      `${company.subdomain}: ${kiosks} kiosks, ${Number(rows[0]?.n).toLocaleString("en")} sales ` +
        `(${((performance.now() - started) / 1000).toFixed(0)} s; ${index + 1} of ${companies.length})`,
    );
  }
}

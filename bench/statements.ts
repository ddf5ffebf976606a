import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../server/src/db/client.js";
import { queryRows } from "../server/src/db/types.js";
import { issueInstant, monthAt, previousMonth } from "../server/src/modules/statements/statement-rules.js";
import { issueDueStatements } from "../server/src/modules/statements/statements-issuer.js";
import { seedSales } from "./sales-seed.js";
import { createScratchDatabase, spawnNode } from "./server.js";

/**
 * Issue 25's statements bench (`npm run bench:statements`, after `npm run build`, with DATABASE_URL set): the
 * largest bench company (1,000,000 sales over a year on 100 kiosks) with 50 clients owning two kiosks each, then the
 * issuing of its months as the job does it (issueDueStatements, each client in its own transaction). The first call
 * issues two months with no history; the second issues one month whose client each have issued months to check for
 * late news: the steady state of the 2nd of every month. Beside them, in the same run: one read of that month's
 * sales (`count`, `sum`) on the same connection pool, the floor of what summing a month can cost here.
 */
const GOAL_SECONDS = 5;
const CLIENTS = 50;
const SALES = Math.round(1_000_000 * Number(process.env.BENCH_SALES_SCALE ?? 1));
const log = (line: string) => console.log(`[statements bench] ${line}`);

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("The statements bench runs on PostgreSQL: set DATABASE_URL.");
const scratch = await createScratchDatabase(serverUrl);
try {
  log("migrating and seeding the demo accounts through the app");
  const node = await spawnNode({
    DATABASE_URL: scratch.url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "froyo-bench-")),
    SEED_DEMO: "1",
    DEMO_HISTORY_DAYS: "0",
  });
  await node.stop();

  const owner = new pg.Client({ connectionString: scratch.url });
  await owner.connect();
  let demoId: string;
  try {
    const seeding = performance.now();
    const ownerSql = { query: (text: string) => owner.query(text), exec: (text: string) => owner.query(text) };
    const plan = {
      otherCompanies: 0,
      largestKiosks: 100,
      otherKiosks: 0,
      largestSales: SALES,
      otherSales: 0,
      days: 365,
    };
    await seedSales(ownerSql, plan, log);
    demoId = (await owner.query("SELECT id FROM companies WHERE subdomain = 'demo'")).rows[0].id;
    await owner.query(`
      INSERT INTO users (company_id, id, role_id, name, email, status)
      SELECT c.id, gen_random_uuid(), r.id, 'Bench client ' || lpad(n::text, 2, '0'),
             'bench-client-' || n || '@demo.example.com', 'active'
      FROM companies c JOIN roles r ON r.company_id = c.id AND r.name = 'Client'
      CROSS JOIN generate_series(1, ${CLIENTS}) n
      WHERE c.id = '${demoId}';
      WITH owners AS (
        SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM users
        WHERE company_id = '${demoId}' AND email LIKE 'bench-client-%'
      ), benched AS (
        SELECT id, (row_number() OVER (ORDER BY serial_number) - 1) / 2 AS n FROM kiosks
        WHERE company_id = '${demoId}' AND name LIKE 'Bench kiosk %'
      )
      UPDATE kiosks k SET owner_id = o.id FROM benched b JOIN owners o ON o.n = b.n % ${CLIENTS}
      WHERE k.company_id = '${demoId}' AND k.id = b.id;
      INSERT INTO client_terms (company_id, user_id, royalty_basis_points, monthly_fee_cents)
      SELECT company_id, id, 500 + (abs(hashtext(email)) % 500), 25000 FROM users
      WHERE company_id = '${demoId}' AND email LIKE 'bench-client-%';
      ANALYZE;`);
    log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  } finally {
    await owner.end();
  }

  const database = await openDatabase({ url: scratch.url, appRole: "froyo_app", poolSize: 4 });
  try {
    const zone = (
      await queryRows<{ zone: string }>(
        database.db,
        sql.raw(`SELECT default_timezone AS zone FROM companies WHERE id = '${demoId}'`),
      )
    )[0]?.zone as string;
    const current = monthAt(Date.now(), zone);
    const [older, month] = [previousMonth(previousMonth(current)), previousMonth(current)];
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      const result = await work();
      return { seconds: (performance.now() - started) / 1000, result };
    };

    const baseline = await timed(() =>
      database.withTenant(demoId, (tx) =>
        tx.execute(
          sql.raw(`SELECT count(*), sum(total_cents) FROM sales WHERE company_id = '${demoId}' AND local_date
            BETWEEN '${month}-01'::date AND ('${month}-01'::date + interval '1 month' - interval '1 day')::date`),
        ),
      ),
    );
    const first = await timed(() => issueDueStatements(database, demoId, new Date(issueInstant(older, zone) + 60_000)));
    const second = await timed(() =>
      issueDueStatements(database, demoId, new Date(issueInstant(month, zone) + 60_000)),
    );
    const rows = [
      {
        figure: `one read of ${month}'s sales (count, sum)`,
        value: `${baseline.seconds.toFixed(2)} s`,
        budget: "baseline",
      },
      {
        figure: `issuing ${previousMonth(older)} and ${older} (no history), statements`,
        value: `${first.seconds.toFixed(2)} s (${first.result})`,
        budget: "—",
      },
      {
        figure: `issuing ${month} for ${CLIENTS} clients + the demo's 2, with earlier months issued`,
        value: `${second.seconds.toFixed(2)} s (${second.result} statements)`,
        budget: `≤ ${GOAL_SECONDS} s`,
        ok: second.seconds <= GOAL_SECONDS,
      },
    ];
    console.table(rows);
    if (rows.some((row) => row.ok === false)) process.exitCode = 1;
  } finally {
    await database.close();
  }
} finally {
  await scratch.drop();
}

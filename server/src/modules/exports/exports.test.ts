import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { ERROR_MESSAGES, SALES_EXPORT_COUNT_HEADER } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { parseCsv } from "../../../test/csv.js";
import { type DatabaseKind, describeEachDatabase } from "../../../test/databases.js";
import { addKiosk, productIds } from "../../../test/fleet.js";
import { sendSales } from "../../../test/orders.js";
import { secondAppOnSameDatabase } from "../../../test/second-app.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { queryRows } from "../../db/types.js";
import { EXPORT_RETRY_AFTER_SECONDS } from "./export-gate.js";

const SCALE = Number(process.env.TEST_TIME_SCALE) || 1;
/** Sales per kiosk: a file of about 90 kB, several times what the buffers between the database and a reader hold. */
const SALES_PER_KIOSK = 600;

/** A download that resolves with its headers and leaves its body unread until the test reads it. */
interface OpenExport {
  statusCode: number;
  headers: Record<string, unknown>;
  body: Readable;
}

async function openExport(app: FastifyInstance, browser: Browser, url: string): Promise<OpenExport> {
  const response = await app.inject({
    method: "GET",
    url,
    headers: { host: browser.host, cookie: browser.cookieHeader() },
    payloadAsStream: true,
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.stream() };
}

async function readAll(body: Readable): Promise<string> {
  let text = "";
  for await (const chunk of body) text += String(chunk);
  return text;
}

/** The demo company with a kiosk of the client's and one of the Pro's, each with enough sales to fill the buffers. */
async function seedDemo(kind: DatabaseKind, env: Record<string, string>) {
  const t = await buildTestApp(kind, { ...RELAXED_THROTTLE, ...env });
  const demoId = await companyIdOf(t, "demo");
  const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  const [productId] = [...(await productIds(t, demoId)).values()] as [string];
  for (const owner of ["client", "pro"] as const) {
    const kiosk = await addKiosk(t, { owner, admin });
    const specs = Array.from({ length: SALES_PER_KIOSK }, (_, i) => ({
      orderId: `${owner}-${i}`,
      occurredAt: new Date(Date.UTC(2026, 2, 1) + i * 60_000).toISOString(),
      lines: [{ productId, quantity: 1, unitPriceCents: 300 }],
    }));
    await sendSales(kiosk, "UTC", specs);
  }
  return { t, demoId, admin };
}

const leaseCount = async (t: TestApp, companyId: string) =>
  (
    await t.db.database.withTenant(companyId, (tx) =>
      queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM export_leases`),
    )
  )[0]?.n;

/**
 * Issue 26, part 5: exports cannot starve the server. At most 2 running exports per user and 4 per company, counted
 * across app processes, 429 with Retry-After beyond; a place is given back when its export ends; an export whose
 * reader stops reading is stopped, and nothing of it stays open in the database.
 */
describeEachDatabase("export limits", (kind) => {
  let t: TestApp;
  let second: { app: FastifyInstance; close(): Promise<void> };
  let demoId: string;
  let admin: Browser;
  let pro: Browser;
  let client: Browser;
  let acmeAdmin: Browser;
  const open: OpenExport[] = [];

  beforeAll(async () => {
    ({ t, demoId, admin } = await seedDemo(kind, {}));
    second = await secondAppOnSameDatabase(t, RELAXED_THROTTLE);
    pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
  });
  afterAll(async () => {
    // The downloads left open are read to their end, so that each export finishes and gives its place back.
    await Promise.all(open.map((download) => readAll(download.body).catch(() => "")));
    await second.close();
    await t.close();
  });

  /** An export through `app` (the first process or the second), kept open unread when it started. */
  async function start(app: FastifyInstance, browser: Browser, url = "/api/sales/export") {
    const download = await openExport(app, browser, url);
    if (download.statusCode === 200) open.push(download);
    return download;
  }

  async function expectRefused(download: OpenExport) {
    expect(download.statusCode).toBe(429);
    expect(download.headers["retry-after"]).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
    expect(JSON.parse(await readAll(download.body))).toEqual({ message: ERROR_MESSAGES.tooManyExports });
  }

  it("lets a user run 2 exports and a company 4, on any process, and refuses the next with 429", async () => {
    expect((await start(t.app, admin)).statusCode).toBe(200);
    expect((await start(second.app, admin)).statusCode).toBe(200);
    await expectRefused(await start(t.app, admin));
    await expectRefused(await start(second.app, admin, "/api/users/export.csv"));

    expect((await start(second.app, pro)).statusCode).toBe(200);
    expect((await start(t.app, client)).statusCode).toBe(200);
    await expectRefused(await start(second.app, pro)); // the Pro has one, but the company has its 4
    expect(await leaseCount(t, demoId)).toBe(4);

    // Another company's exports are not counted with these.
    expect((await start(t.app, acmeAdmin)).statusCode).toBe(200);
  });

  it("gives a place back when its export ends: read to the end, the file is whole, and the next one may start", async () => {
    const first = open.shift() as OpenExport;
    const rows = parseCsv(await readAll(first.body)).slice(1);
    expect(rows).toHaveLength(2 * SALES_PER_KIOSK);
    expect(Number(first.headers[SALES_EXPORT_COUNT_HEADER])).toBe(rows.length);
    await vi.waitFor(async () => expect(await leaseCount(t, demoId)).toBe(3));
    expect((await start(t.app, admin)).statusCode).toBe(200);
  });
});

describeEachDatabase("an export whose reader stalls", (kind) => {
  const stallMs = 1000 * SCALE;
  let t: TestApp;
  let demoId: string;
  let admin: Browser;

  beforeAll(async () => {
    ({ t, demoId, admin } = await seedDemo(kind, {
      EXPORT_STALL_SECONDS: String(stallMs / 1000),
      EXPORTS_PER_USER: "1",
    }));
  });
  afterAll(() => t.close());

  /** The database sessions of the app that are inside a transaction or a statement (PostgreSQL only). */
  const busySessions = async () =>
    (
      await queryRows<{ n: number }>(
        t.db.database.db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
              AND state IN ('active', 'idle in transaction', 'idle in transaction (aborted)')`,
      )
    )[0]?.n;

  it("is stopped after the bound, gives its place back and leaves no transaction open", async () => {
    const download = await openExport(t.app, admin, "/api/sales/export");
    expect(download.statusCode).toBe(200);
    const started = Date.now();
    const ended = new Promise<void>((resolve) => download.body.once("close", () => resolve()));
    download.body.on("error", () => undefined); // the connection is cut: that is the point
    download.body.pause();
    const outcome = await Promise.race([ended.then(() => "stopped"), sleep(stallMs + 10_000 * SCALE, "still open")]);
    expect(outcome).toBe("stopped");
    expect(Date.now() - started).toBeGreaterThanOrEqual(stallMs - 50);

    await vi.waitFor(async () => expect(await leaseCount(t, demoId)).toBe(0));
    if (kind === "postgres") expect(await busySessions()).toBe(0);
    // The place is free again (1 per user here), and the next export is read whole.
    const next = await openExport(t.app, admin, "/api/sales/export");
    expect(next.statusCode).toBe(200);
    expect(parseCsv(await readAll(next.body)).slice(1)).toHaveLength(2 * SALES_PER_KIOSK);
  });

  it("lets a slow but steady reader take the whole file, however long it takes", async () => {
    const download = await openExport(t.app, admin, "/api/sales/export");
    expect(download.statusCode).toBe(200);
    const started = Date.now();
    let text = "";
    let pauses = 0;
    for await (const chunk of download.body) {
      text += String(chunk);
      // Each pause shorter than the bound, all of them longer: what counts is a stall, not the time taken.
      if (pauses++ < 4) await sleep(stallMs / 2);
    }
    expect(Date.now() - started).toBeGreaterThan(stallMs);
    expect(parseCsv(text).slice(1)).toHaveLength(2 * SALES_PER_KIOSK);
  });
});

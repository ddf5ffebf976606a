import { eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, fullMessage } from "../../test/auth-helpers.js";
import { Browser } from "../../test/browser.js";
import { describeEachDatabase, TEST_APP_ROLE } from "../../test/databases.js";
import { addKiosk, createPromoCode, makeSale, productIds, resultsOf } from "../../test/fleet.js";
import { seedNotificationRows } from "../../test/notifications.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { issuePasswordToken } from "../identity/password-tokens.repository.js";
import { hashToken } from "../identity/tokens.js";
import {
  auditLog,
  companies,
  exportLeases,
  faqs,
  restockPickListLines,
  restockPickLists,
  serviceVisits,
  serviceVisitTrays,
  supportTickets,
  TENANT_TABLES,
  users,
} from "./schema/index.js";
import { type AppDb, queryRows, type Tx } from "./types.js";

async function countRows(db: AppDb | Tx, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return row?.n ?? -1;
}

/** Runs `work` and returns the error it throws (failing the test when it does not throw). */
async function errorOf(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    return fullMessage(error);
  }
  throw new Error("expected the statement to be refused");
}

describeEachDatabase("row-level security", (kind) => {
  /** The restock tables: a pick list with a line and a service visit with a tray, for the kiosk given. */
  async function seedRestockRows(companyId: string, kioskId: string, trayId: string): Promise<void> {
    await t.db.database.withTenant(companyId, async (tx) => {
      const [list] = await tx
        .insert(restockPickLists)
        .values({ companyId, visitAt: new Date() })
        .returning({ id: restockPickLists.id });
      const line = { expectedLevel: 1, parLevel: 5, quantity: 4, position: 1, kioskName: "K" };
      await tx
        .insert(restockPickListLines)
        .values({ companyId, pickListId: list?.id as string, kioskId, trayId, ...line });
      const visitId = uuidv7();
      const at = new Date();
      await tx.insert(serviceVisits).values({
        ...{ companyId, id: visitId, kioskId, technicianName: "T", startedAt: at, finishedAt: at },
        ...{ cleaned: true, payloadHash: "x" },
      });
      const counts = { expected: 1, counted: 1, added: 0, removed: 0, levelAfter: 1, shrinkage: 0 };
      await tx.insert(serviceVisitTrays).values({ companyId, visitId, trayId, position: 1, ...counts });
    });
  }

  let t: TestApp;
  let demoId: string;
  let acmeId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    demoId = await companyIdOf(t, "demo");
    acmeId = await companyIdOf(t, "acme");
    // Rows in every tenant table of both companies: sessions and audit entries from sign-ins, password tokens,
    // a support ticket, an FAQ entry and an export's lease.
    for (const [host, email] of [
      ["demo.localhost", "admin@demo.example.com"],
      ["acme.localhost", "admin@acme.example.com"],
    ] as const) {
      expect((await new Browser(t.app, host).signIn(email)).statusCode).toBe(200);
    }
    for (const companyId of [demoId, acmeId]) {
      await t.db.database.withTenant(companyId, async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).limit(1);
        await issuePasswordToken(tx, { companyId, id: user?.id as string }, "reset", 60);
        await tx.insert(supportTickets).values({
          companyId,
          authorId: user?.id as string,
          subject: "Row-level security",
          category: "Other",
          message: "A ticket in each company.",
        });
        await tx.insert(faqs).values({ companyId, position: 999, question: "Isolated?", answer: "Yes." });
        await tx
          .insert(exportLeases)
          .values({ companyId, userId: user?.id as string, expiresAt: new Date(Date.now() + 60_000) });
      });
    }
    // The fleet tables: a kiosk that redeems a code limited to it and reports a sale, in each company.
    for (const subdomain of ["demo", "acme"]) {
      const companyId = subdomain === "demo" ? demoId : acmeId;
      const productId = [...(await productIds(t, companyId)).values()][0] as string;
      const kiosk = await addKiosk(t, { subdomain, fill: [{ position: 1, productId }] });
      await createPromoCode(t, companyId, { code: "ISOLATED" }, [kiosk.id]);
      const sale = makeSale([{ productId }], { promo_code: "ISOLATED", discount_cents: 45 });
      expect((await kiosk.device.redeem({ code: "ISOLATED", order_id: sale.id, subtotal_cents: 450 })).statusCode).toBe(
        200,
      );
      expect(resultsOf(await kiosk.device.sales([sale]))[0]?.status).toBe("accepted");
      await seedRestockRows(companyId, kiosk.id, kiosk.trays[0]?.id as string);
    }
    // The notification tables: settings, an event with its inbox item and a subscribed browser, in each company.
    for (const companyId of [demoId, acmeId]) {
      const [user] = await withTenant(companyId, (tx) =>
        tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).limit(1),
      );
      await seedNotificationRows(t.db.database, companyId, user?.id as string);
    }
  });
  afterAll(() => t.close());

  const db = () => t.db.database.db;
  const withTenant = <T>(companyId: string, work: (tx: Tx) => Promise<T>) => t.db.database.withTenant(companyId, work);

  describe("the platform's read of every company's audit trail", () => {
    const allAudit = <T>(work: (tx: Tx) => Promise<T>) => t.db.database.withAuditOfAllCompanies(work);

    it("reads both companies' audit entries, and nothing of any other tenant table", async () => {
      const perCompany =
        (await withTenant(demoId, (tx) => countRows(tx, "audit_log"))) +
        (await withTenant(acmeId, (tx) => countRows(tx, "audit_log")));
      expect(await allAudit((tx) => countRows(tx, "audit_log"))).toBeGreaterThanOrEqual(perCompany);
      for (const table of TENANT_TABLES.filter((name) => name !== "audit_log")) {
        expect(await allAudit((tx) => countRows(tx, table)), table).toBe(0);
      }
    });

    it("writes nothing: no entry of any company can be added, changed or removed", async () => {
      const before = await allAudit((tx) => countRows(tx, "audit_log"));
      const insert = await errorOf(() =>
        allAudit((tx) => tx.insert(auditLog).values({ companyId: acmeId, action: "forged" })),
      );
      expect(insert).toMatch(/row-level security/);
      const changed = await allAudit((tx) =>
        tx.update(auditLog).set({ action: "forged" }).returning({ id: auditLog.id }),
      );
      const removed = await allAudit((tx) => tx.delete(auditLog).returning({ id: auditLog.id }));
      expect([changed.length, removed.length]).toEqual([0, 0]);
      expect(await allAudit((tx) => countRows(tx, "audit_log"))).toBe(before);
    });

    it("ends with its transaction: the next query sees no entry again", async () => {
      await allAudit((tx) => countRows(tx, "audit_log"));
      expect(await countRows(db(), "audit_log")).toBe(0);
    });
  });

  describe("outside withTenant", () => {
    it.each(TENANT_TABLES)("sees no row of %s although both companies have some", async (table) => {
      expect(await withTenant(demoId, (tx) => countRows(tx, table))).toBeGreaterThan(0);
      expect(await withTenant(acmeId, (tx) => countRows(tx, table))).toBeGreaterThan(0);
      expect(await countRows(db(), table)).toBe(0);
    });

    it("sees no user even when asking for one by company and email", async () => {
      const rows = await db().select().from(users).where(eq(users.email, "admin@demo.example.com"));
      expect(rows).toEqual([]);
    });

    it("can write no tenant row", async () => {
      const message = await errorOf(() =>
        db().insert(auditLog).values({ companyId: demoId, action: "test.outside_tenant" }),
      );
      expect(message).toContain("row-level security");
      const updated = await db().update(users).set({ name: "Outside" }).returning({ id: users.id });
      expect(updated).toEqual([]);
    });

    it("still reads the companies (public branding, not a tenant table)", async () => {
      const rows = await db().select({ subdomain: companies.subdomain }).from(companies);
      expect(rows.map((row) => row.subdomain)).toEqual(expect.arrayContaining(["demo", "acme"]));
    });
  });

  describe("inside withTenant(demo)", () => {
    it("sees only demo's rows in every tenant table", async () => {
      for (const table of TENANT_TABLES) {
        const foreign = await withTenant(demoId, (tx) =>
          queryRows<{ n: number }>(
            tx,
            sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE company_id <> ${demoId}`,
          ),
        );
        expect(foreign[0]?.n, table).toBe(0);
      }
    });

    it("gets nothing from a hand-written query for acme's users", async () => {
      const rows = await withTenant(demoId, (tx) =>
        queryRows(tx, sql`select * from users where company_id = ${acmeId}`),
      );
      expect(rows).toEqual([]);
      const acmeOwn = await withTenant(acmeId, (tx) =>
        queryRows(tx, sql`select * from users where company_id = ${acmeId}`),
      );
      expect(acmeOwn.length).toBeGreaterThan(0);
    });

    it("updates and deletes none of acme's rows", async () => {
      const updated = await withTenant(demoId, (tx) =>
        tx.update(users).set({ name: "Hijacked" }).where(eq(users.companyId, acmeId)).returning({ id: users.id }),
      );
      expect(updated).toEqual([]);
      const deleted = await withTenant(demoId, (tx) =>
        tx.delete(auditLog).where(eq(auditLog.companyId, acmeId)).returning({ id: auditLog.id }),
      );
      expect(deleted).toEqual([]);
      const rawUpdate = await withTenant(demoId, (tx) =>
        queryRows(tx, sql`UPDATE sessions SET expires_at = now() WHERE company_id = ${acmeId} RETURNING token_hash`),
      );
      expect(rawUpdate).toEqual([]);

      const acmeNames = await withTenant(acmeId, (tx) => tx.select({ name: users.name }).from(users));
      expect(acmeNames.map((row) => row.name)).not.toContain("Hijacked");
      expect(await withTenant(acmeId, (tx) => countRows(tx, "audit_log"))).toBeGreaterThan(0);
      expect((await new Browser(t.app, "acme.localhost").signIn("client@acme.example.com")).statusCode).toBe(200);
    });

    it("refuses to insert a row carrying acme's company_id", async () => {
      const [acmeRole] = await withTenant(acmeId, (tx) =>
        queryRows<{ id: string }>(tx, sql`SELECT id FROM roles LIMIT 1`),
      );
      const intoUsers = await errorOf(() =>
        withTenant(demoId, (tx) =>
          tx.insert(users).values({
            companyId: acmeId,
            roleId: acmeRole?.id as string,
            name: "Planted",
            email: "planted@acme.example.com",
            status: "active",
          }),
        ),
      );
      expect(intoUsers).toContain("row-level security");
      const intoAudit = await errorOf(() =>
        withTenant(demoId, (tx) => tx.insert(auditLog).values({ companyId: acmeId, action: "test.planted" })),
      );
      expect(intoAudit).toContain("row-level security");
      const moved = await errorOf(() =>
        withTenant(demoId, (tx) =>
          tx.update(auditLog).set({ companyId: acmeId }).where(eq(auditLog.companyId, demoId)),
        ),
      );
      expect(moved).toContain("row-level security");

      const planted = await withTenant(acmeId, (tx) =>
        tx.select().from(users).where(eq(users.email, "planted@acme.example.com")),
      );
      expect(planted).toEqual([]);
    });
  });

  describe("the tenant setting", () => {
    it("does not outlive the transaction (SET LOCAL) on the same connection", async () => {
      for (let i = 0; i < 3; i++) {
        const inside = await withTenant(demoId, (tx) =>
          queryRows<{ pid: number; company: string }>(
            tx,
            sql`SELECT pg_backend_pid() AS pid, current_setting('app.company_id', true) AS company`,
          ),
        );
        expect(inside[0]?.company).toBe(demoId);
        const after = await queryRows<{ pid: number; company: string | null }>(
          db(),
          sql`SELECT pg_backend_pid() AS pid, current_setting('app.company_id', true) AS company`,
        );
        expect(after[0]?.pid).toBe(inside[0]?.pid);
        expect(after[0]?.company ?? "").toBe("");
      }
    });

    it("does not survive a transaction that fails", async () => {
      await expect(
        withTenant(demoId, async (tx) => {
          await tx.execute(sql`SELECT 1`);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      const [after] = await queryRows<{ company: string | null }>(
        db(),
        sql`SELECT current_setting('app.company_id', true) AS company`,
      );
      expect(after?.company ?? "").toBe("");
      expect(await countRows(db(), "users")).toBe(0);
    });

    it("is read by the policy at every statement: clearing it inside the transaction hides every row", async () => {
      const rows = await withTenant(demoId, async (tx) => {
        await tx.execute(sql`SELECT set_config('app.company_id', '', true)`);
        return countRows(tx, "users");
      });
      expect(rows).toBe(0);
    });
  });

  describe("app_find_session (the one-statement session lookup)", () => {
    async function acmeSessionHash(): Promise<string> {
      const browser = new Browser(t.app, "acme.localhost");
      expect((await browser.signIn("client@acme.example.com")).statusCode).toBe(200);
      return hashToken(browser.cookies.get("froyo_session") as string);
    }
    const lookup = (runner: AppDb | Tx, companyId: string, tokenHash: string) =>
      queryRows<{ email: string }>(runner, sql`SELECT email FROM app_find_session(${companyId}, ${tokenHash}, 60)`);

    it("finds a session only in the company it is asked for", async () => {
      const tokenHash = await acmeSessionHash();
      expect((await lookup(db(), acmeId, tokenHash)).map((row) => row.email)).toEqual(["client@acme.example.com"]);
      expect(await lookup(db(), demoId, tokenHash)).toEqual([]);
    });

    it("leaves no tenant behind outside a transaction", async () => {
      await lookup(db(), acmeId, await acmeSessionHash());
      const [after] = await queryRows<{ company: string | null }>(
        db(),
        sql`SELECT current_setting('app.company_id', true) AS company`,
      );
      expect(after?.company ?? "").toBe("");
      expect(await countRows(db(), "users")).toBe(0);
    });

    it("gives the caller's tenant back inside withTenant", async () => {
      const tokenHash = await acmeSessionHash();
      const [found, setting, acmeUsers] = await withTenant(demoId, async (tx) => [
        await lookup(tx, acmeId, tokenHash),
        await queryRows<{ company: string }>(tx, sql`SELECT current_setting('app.company_id', true) AS company`),
        await queryRows(tx, sql`SELECT id FROM users WHERE company_id = ${acmeId}`),
      ]);
      expect(found).toHaveLength(1);
      expect(setting[0]?.company).toBe(demoId);
      expect(acmeUsers).toEqual([]);
    });
  });

  describe("the role the app runs as", () => {
    it("is neither a superuser nor allowed to bypass row-level security", async () => {
      const [role] = await queryRows<{ name: string; rolsuper: boolean; rolbypassrls: boolean }>(
        db(),
        sql`SELECT current_user AS name, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`,
      );
      expect(role).toEqual({ name: TEST_APP_ROLE, rolsuper: false, rolbypassrls: false });
    });

    it("owns no table, and every tenant table has row-level security enabled and forced", async () => {
      const tables = await queryRows<{ name: string; owner: string; enabled: boolean; forced: boolean }>(
        db(),
        sql`SELECT c.relname AS name, pg_get_userbyid(c.relowner) AS owner,
                   c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced
              FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = 'public' AND c.relkind = 'r'`,
      );
      for (const table of tables) expect(table.owner, table.name).not.toBe(TEST_APP_ROLE);
      for (const name of TENANT_TABLES) {
        expect(
          tables.find((table) => table.name === name),
          name,
        ).toMatchObject({ enabled: true, forced: true });
      }
    });

    it("cannot switch row-level security off for itself", async () => {
      const message = await errorOf(() =>
        withTenant(acmeId, async (tx) => {
          await tx.execute(sql`SET LOCAL row_security = off`);
          return countRows(tx, "users");
        }),
      );
      expect(message).toContain("row-level security");
    });
  });
});

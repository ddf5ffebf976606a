import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../../test/databases.js";
import { assertRowLevelSecurityApplies, prepareAppRole, quoteIdent } from "./app-role.js";
import { TENANT_TABLES } from "./schema/index.js";
import type { AppDb } from "./types.js";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** A migrated PGlite used as its default user, a superuser: what the app must never run as. */
async function ownerPglite(): Promise<{ client: PGlite; db: AppDb }> {
  const client = new PGlite();
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { client, db: drizzlePglite(client) as unknown as AppDb };
}

describeEachDatabase("assertRowLevelSecurityApplies", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.drop());

  it("passes for the role the app's queries run as", async () => {
    await expect(assertRowLevelSecurityApplies(test.database.db, TENANT_TABLES)).resolves.toBeUndefined();
  });

  it("refuses a superuser connection", async () => {
    if (kind === "postgres") {
      const owner = new pg.Client({ connectionString: test.ownerUrl });
      await owner.connect();
      try {
        await expect(
          assertRowLevelSecurityApplies(drizzleNodePg(owner) as unknown as AppDb, TENANT_TABLES),
        ).rejects.toThrow(/^Refusing to start: tenant isolation could be bypassed \(role "[^"]+" is a superuser/);
      } finally {
        await owner.end();
      }
    } else {
      const { client, db } = await ownerPglite();
      try {
        await expect(assertRowLevelSecurityApplies(db, TENANT_TABLES)).rejects.toThrow(
          /^Refusing to start: tenant isolation could be bypassed \(role "postgres" is a superuser/,
        );
      } finally {
        await client.close();
      }
    }
  });
});

describe("assertRowLevelSecurityApplies names each way isolation could be bypassed", () => {
  let client: PGlite;
  let db: AppDb;
  beforeAll(async () => {
    ({ client, db } = await ownerPglite());
    await prepareAppRole(db, "froyo_app");
  });
  afterAll(() => client.close());

  async function checkAs(role: string, setup = "", teardown = "") {
    await client.exec(setup);
    await client.exec(`SET ROLE ${role}`);
    try {
      return await assertRowLevelSecurityApplies(db, TENANT_TABLES);
    } finally {
      await client.exec("RESET ROLE");
      await client.exec(teardown);
    }
  }

  it("passes for the prepared app role", async () => {
    await expect(checkAs("froyo_app")).resolves.toBeUndefined();
  });

  it("refuses a role with BYPASSRLS", async () => {
    await expect(checkAs("bypasser", "CREATE ROLE bypasser NOSUPERUSER BYPASSRLS")).rejects.toThrow(
      'role "bypasser" has BYPASSRLS',
    );
  });

  it("refuses the owner of a table", async () => {
    await expect(
      checkAs(
        "table_owner",
        "CREATE ROLE table_owner NOSUPERUSER; ALTER TABLE companies OWNER TO table_owner",
        "ALTER TABLE companies OWNER TO postgres",
      ),
    ).rejects.toThrow('role "table_owner" owns table companies');
  });

  it("refuses when a tenant table's row-level security is not forced", async () => {
    await expect(
      checkAs(
        "froyo_app",
        "ALTER TABLE sessions NO FORCE ROW LEVEL SECURITY",
        "ALTER TABLE sessions FORCE ROW LEVEL SECURITY",
      ),
    ).rejects.toThrow("row-level security is not enabled and forced on sessions");
  });

  it("refuses when a tenant table is missing", async () => {
    await expect(assertRowLevelSecurityApplies(db, ["no_such_table"])).rejects.toThrow(
      "row-level security is not enabled and forced on no_such_table",
    );
  });
});

describe("quoteIdent", () => {
  it("quotes plain role names and refuses anything else", () => {
    expect(quoteIdent("froyo_app")).toBe('"froyo_app"');
    for (const bad of ['x"; DROP TABLE users; --', "Upper", "1abc", "", "a".repeat(64)]) {
      expect(() => quoteIdent(bad), bad).toThrow("Invalid database role name");
    }
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import {
  createTestDatabase,
  type DatabaseKind,
  describeEachDatabase,
  type TestDatabase,
} from "../../test/databases.js";

/**
 * Each SQL function's current text lives in db/functions/<name>.sql, and the migrations are its history
 * (docs/decisions/036-one-home-for-each-kind-of-sql.md). This proves the two agree: on a migrated database, running a
 * file changes no function's definition, and the database's functions and the files are the same set.
 */

const functionsFolder = new URL("./functions/", import.meta.url);

interface FunctionFile {
  name: string;
  text: string;
}

function readFunctionFiles(): FunctionFile[] {
  return readdirSync(functionsFolder)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => ({
      name: file.slice(0, -".sql".length),
      text: readFileSync(new URL(file, functionsFolder), "utf8"),
    }));
}

/** The database's owner (CREATE OR REPLACE needs it; the app role may not). Text runs whole, by the simple protocol. */
interface OwnerConnection {
  exec(text: string): Promise<void>;
  rows<Row>(text: string): Promise<Row[]>;
  close(): Promise<void>;
}

async function connectAsOwner(kind: DatabaseKind): Promise<OwnerConnection> {
  if (kind === "pglite") {
    // The run's migrated template, opened as PGlite's default user, the superuser that owns everything.
    const dump = new Blob([readFileSync(inject("databaseTemplates").pglite.migrated)]);
    const client = new PGlite({ loadDataDir: dump });
    return {
      exec: async (text) => void (await client.exec(text)),
      rows: async <Row>(text: string) => (await client.query<Row>(text)).rows,
      close: () => client.close(),
    };
  }
  const test: TestDatabase = await createTestDatabase(kind);
  const client = new pg.Client({ connectionString: test.ownerUrl });
  await client.connect();
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <Row>(text: string) => (await client.query(text)).rows as Row[],
    close: async () => {
      await client.end();
      await test.drop();
    },
  };
}

interface FunctionDefinition {
  signature: string;
  definition: string;
}

/** Every function of the public schema (not an extension's) as PostgreSQL would write it out again. */
const DEFINITIONS = `
  SELECT p.oid::regprocedure::text AS signature, pg_get_functiondef(p.oid) AS definition
  FROM pg_proc p
  JOIN pg_namespace n ON n.oid = p.pronamespace
  WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p')
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid
                    AND d.deptype = 'e')
  ORDER BY 1`;

describeEachDatabase("db/functions: each file is what the migrations made", (kind) => {
  const files = readFunctionFiles();
  let owner: OwnerConnection;
  let migrated: FunctionDefinition[];

  /** The definitions once `text` has run, in a transaction rolled back after. */
  async function definitionsAfter(text: string): Promise<FunctionDefinition[]> {
    await owner.exec("BEGIN");
    try {
      await owner.exec(text);
      return await owner.rows<FunctionDefinition>(DEFINITIONS);
    } finally {
      await owner.exec("ROLLBACK");
    }
  }

  beforeAll(async () => {
    owner = await connectAsOwner(kind);
    migrated = await owner.rows<FunctionDefinition>(DEFINITIONS);
  });
  afterAll(() => owner?.close());

  it("has one file per function of the database, and a function for each file", () => {
    const functionNames = migrated.map(({ signature }) => signature.slice(0, signature.indexOf("(")));
    expect(functionNames).toEqual(files.map(({ name }) => name));
  });

  it.each(files)("the file of $name creates that function, and only it", ({ name, text }) => {
    const created = [...text.matchAll(/^CREATE OR REPLACE FUNCTION (\w+)\(/gm)].map((match) => match[1]);
    expect(created).toEqual([name]);
  });

  it.each(files)("the file of $name changes no definition of the migrated database", async ({ text }) => {
    expect(await definitionsAfter(text)).toEqual(migrated);
  });

  it("notices a file whose text differs from the database's", async () => {
    const file = files.find(({ name }) => name === "app_try_instant");
    const drifted = file?.text.replace("RETURN NULL;", "RETURN NULL; -- drifted");
    expect(drifted).not.toEqual(file?.text);
    expect(await definitionsAfter(drifted as string)).not.toEqual(migrated);
  });
});

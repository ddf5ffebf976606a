import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, describeEachDatabase, TEST_APP_ROLE, type TestDatabase } from "../../test/databases.js";
import { literalSql } from "./literal-sql.js";

describeEachDatabase("Database.queryLiterals", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.drop());

  it("gives a hostile string back unchanged, with arrays and numbers parsed like any query's", async () => {
    const hostile = `it's \\'; DROP TABLE users; -- ${"\u{1F366}"}`;
    const rows = await test.database.queryLiterals<{ text: string; list: string[]; n: number }>(
      literalSql`SELECT ${hostile} AS text, ARRAY[${"a"}, ${"b,c"}] AS list, ${42}::int AS n`,
    );
    expect(rows).toEqual([{ text: hostile, list: ["a", "b,c"], n: 42 }]);
  });

  it("runs as the app role, outside any tenant: row-level security still hides every tenant row", async () => {
    const [row] = await test.database.queryLiterals<{ role: string; company: string | null; users: number }>(
      literalSql`SELECT current_user AS role, current_setting('app.company_id', true) AS company,
        (SELECT count(*)::int FROM users) AS users`,
    );
    expect(row?.role).toBe(TEST_APP_ROLE);
    expect(row?.company ?? "").toBe("");
    expect(row?.users).toBe(0);
  });

  it("refuses text holding more than one statement", async () => {
    await expect(test.database.queryLiterals(literalSql`SELECT ${1}; SELECT ${2}`)).rejects.toThrow(/one statement/);
  });
});

import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/databases.js";
import { csvField } from "../lib/csv.js";
import { csvFieldSql } from "./csv-field-sql.js";
import { queryRows } from "./types.js";

describe("csvFieldSql", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase("pglite");
  });
  afterAll(() => db.drop());

  const inDatabase = async (text: string | null) => {
    const [row] = await queryRows<{ field: string }>(
      db.database.db,
      sql`SELECT ${csvFieldSql(sql`${text}::text`)} AS field`,
    );
    return row?.field;
  };

  it("writes every text as csvField does: formulas defused, quotes, commas, semicolons and line breaks quoted", async () => {
    for (const text of [
      null,
      "",
      "plain",
      "=cmd",
      "+1",
      "-2",
      "@x",
      "\tx",
      "\rx",
      'say "hi"',
      "a,b",
      "a;b",
      "a\nb",
      '=a,"b"',
    ]) {
      expect(await inDatabase(text), JSON.stringify(text)).toBe(csvField(text));
    }
    // A separator a spreadsheet may pick (Excel's in comma-decimal locales) is quoted too (issue 26).
    expect(await inDatabase("A;1")).toBe('"A;1"');
    expect(csvField("A;1")).toBe('"A;1"');
    const risky = fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", '"', ",", ";", "'", "a", "é", "日", " ");
    await fc.assert(
      fc.asyncProperty(
        fc.array(risky, { maxLength: 8 }).map((chars) => chars.join("")),
        async (text) => {
          expect(await inDatabase(text)).toBe(csvField(text));
        },
      ),
      { numRuns: 200 },
    );
  });
});

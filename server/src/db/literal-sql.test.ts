import pg from "pg";
import { describe, expect, it } from "vitest";
import { literalSql } from "./literal-sql.js";

describe("literalSql", () => {
  it("writes strings as quoted literals and whole numbers as they are", () => {
    const companyId = "0190f1e2-0000-7000-8000-000000000000";
    expect(literalSql`SELECT * FROM f(${companyId}, ${"abc"}, ${120})`.text).toBe(
      `SELECT * FROM f('${companyId}', 'abc', (120))`,
    );
  });

  it("quotes what would end the literal or escape from it", () => {
    expect(literalSql`SELECT ${"x'); DROP TABLE users; --"}`.text).toBe(`SELECT 'x''); DROP TABLE users; --'`);
    // A backslash makes it an escape string (E'…'), whatever standard_conforming_strings says.
    expect(literalSql`SELECT ${"back\\slash'"}`.text).toBe("SELECT  E'back\\\\slash'''");
  });

  it("quotes every string exactly as node-postgres's escapeLiteral does", () => {
    for (const text of ["", "plain", "it's", "a\\b", "\\'\\''", "é 👩‍🍳 ' \\", JSON.stringify({ q: "x'y\\z" })]) {
      expect(literalSql`${text}`.text, text).toBe(pg.escapeLiteral(text));
    }
  });

  it("keeps a negative number from turning the rest of the line into a comment", () => {
    expect(literalSql`SELECT 1-${-1}`.text).toBe("SELECT 1-(-1)");
  });

  it("refuses what it cannot write safely", () => {
    expect(() => literalSql`SELECT ${1.5}`).toThrow(TypeError);
    expect(() => literalSql`SELECT ${Number.NaN}`).toThrow(TypeError);
    expect(() => literalSql`SELECT ${"a\0b"}`).toThrow(TypeError);
  });
});

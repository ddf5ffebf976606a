/** Only `literalSql` can make a LiteralStatement: the type carries this module's private mark. */
const madeByLiteralSql: unique symbol = Symbol("literalSql");

/** A statement whose values are written into its text as quoted literals: it needs no parameters. */
export interface LiteralStatement {
  readonly text: string;
  readonly [madeByLiteralSql]: true;
}

/**
 * A tagged template like Drizzle's `sql`, except that each value becomes a literal in the text: a string quoted
 * by node-postgres's `escapeLiteral`, a number only when it is a safe integer, in parentheses (so that a minus
 * sign can never join the text before it into a `--` comment). Such a statement can go through the simple query
 * protocol in one round trip (see `Database.queryLiterals`).
 */
export function literalSql(strings: TemplateStringsArray, ...values: readonly (string | number)[]): LiteralStatement {
  const text = strings.reduce((statement, part, index) => {
    if (index === 0) return part;
    return statement + toLiteral(values[index - 1] as string | number) + part;
  }, "");
  return { text, [madeByLiteralSql]: true };
}

function toLiteral(value: string | number): string {
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`literalSql takes whole numbers only, not ${value}`);
    return `(${value})`;
  }
  // PostgreSQL text cannot hold NUL; a parameter would be refused for it too.
  if (value.includes("\0")) throw new TypeError("literalSql cannot quote a string containing NUL");
  return escapeLiteral(value);
}

/**
 * node-postgres's `escapeLiteral`, written with `replaceAll`: the same output (quotes doubled; with a backslash,
 * backslashes doubled and an E'' string, whatever standard_conforming_strings says), without building the literal
 * one character at a time — a sales batch of 500 is a 250 KB JSON literal, which that took milliseconds to quote.
 */
function escapeLiteral(value: string): string {
  const quoted = `'${value.replaceAll("'", "''")}'`;
  return value.includes("\\") ? ` E${quoted.replaceAll("\\", "\\\\")}` : quoted;
}

import { Readable } from "node:stream";

/**
 * One CSV field: quoted when needed, and defused when it starts like a spreadsheet formula (=, +, -, @, tab, CR),
 * so an exported name such as "=HYPERLINK(…)" stays text when the file is opened in a spreadsheet. "Needed" is a
 * quote, a line break, or a separator a spreadsheet may pick: the comma, and the semicolon that Excel takes in
 * locales whose decimal mark is a comma (an unquoted "A;1" would open as two cells there).
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof CsvNumber) return value.text;
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** An amount as a CSV cell: a number needs no quoting, and a negative one is no formula ("-1.25" stays a number). */
export class CsvNumber {
  constructor(readonly text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not a number: ${text}`);
  }
}

/**
 * Streams a whole filtered set as CSV, one page of rows at a time, so an export of any size never sits in memory.
 * `fetchPage(offset, limit)` returns rows in a stable order; an empty page ends the file.
 */
export function csvStream<Row>(
  header: readonly string[],
  toValues: (row: Row) => readonly unknown[],
  fetchPage: (offset: number, limit: number) => Promise<Row[]>,
  pageSize = 500,
): Readable {
  let offset = 0;
  let headerSent = false;
  return new Readable({
    async read() {
      try {
        if (!headerSent) {
          headerSent = true;
          this.push(`\uFEFF${csvLine(header)}`);
          return;
        }
        const rows = await fetchPage(offset, pageSize);
        offset += rows.length;
        if (rows.length === 0) {
          this.push(null);
          return;
        }
        this.push(rows.map((row) => csvLine(toValues(row))).join(""));
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}

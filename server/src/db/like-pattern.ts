/** A LIKE pattern matching `text` anywhere, with its own % _ and \ taken literally (PostgreSQL escapes with \). */
export function containsPattern(text: string): string {
  // PostgreSQL text cannot hold NUL: a search for it matches what the rest of the text matches.
  return `%${text.replaceAll("\u0000", "").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern matching text that starts with `text`, taken literally (an index on the column can serve it). */
export function startsWithPattern(text: string): string {
  return `${text.replaceAll("\u0000", "").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

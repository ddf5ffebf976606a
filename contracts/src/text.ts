/**
 * True when `value` holds no control character (NUL, line breaks, tabs, DEL): names and URLs are one line of text.
 * PostgreSQL text cannot store NUL at all, so a field that reaches the database unchecked would answer 500.
 */
export function isSingleLine(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return !/[\u0000-\u001f\u007f]/.test(value);
}

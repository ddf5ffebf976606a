/**
 * Money and counts read from SQL sums. PostgreSQL answers `sum(bigint)` as numeric and drivers answer int8 as text
 * (node-postgres) or as a number or bigint (PGlite): all become exact JS integers here, or an error. A company would
 * need revenue over 90 trillion dollars in one answer to pass Number.MAX_SAFE_INTEGER cents.
 */
export function exactInteger(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const number = typeof value === "bigint" ? Number(value) : Number(String(value));
  if (!Number.isSafeInteger(number)) throw new Error(`Not an exact integer: ${String(value)}`);
  return number;
}

/** revenue ÷ orders rounded half up to a whole cent, in integers only; 0 without orders. */
export function averageCents(revenueCents: number, orders: number): number {
  if (orders <= 0) return 0;
  const revenue = BigInt(revenueCents);
  const count = BigInt(orders);
  const doubled = revenue * 2n + (revenue >= 0n ? count : -count);
  return Number(doubled / (count * 2n));
}

/** Digits of the currency's minor unit as ISO 4217 (and Intl) has them: 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount in minor units in the currency's units as a spreadsheet or an accounting import reads a number: 1250 →
 * "12.50" for USD, "1250" for JPY, -5 → "-0.05" (a dot, no grouping), exact for every safe integer.
 */
export function centsToUnits(cents: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = cents < 0 ? "-" : "";
  const text = String(Math.abs(cents)).padStart(digits + 1, "0");
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

import fc from "fast-check";

/** fast-check arbitraries for bad-input suites: what a hostile or broken client can put in a JSON body or URL. */

/** Strings: plain, any unicode (lone surrogates included), control characters and NUL, huge, and plausible ones. */
export const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 20 }).map((codes) => String.fromCharCode(...codes, 127)),
  fc.string({ minLength: 1, maxLength: 3 }).map((s) => s.repeat(3000)),
  fc.constantFrom("", " ", "\u0000", "a\u0000b", "null", "true", "[]", "{}", "admin", "Company Admin", "👩‍🍳🍦"),
  fc.uuid(),
);

/** Any JSON value a field could hold, weighted towards strings. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(anyText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), anyText, { maxKeys: 3 }) },
);

/** Field names a body should not carry (mass assignment, prototype tricks) and random ones. */
export const strayField = fc.oneof(
  fc.constantFrom(
    "company_id",
    "role",
    "id",
    "is_platform",
    "permissions",
    "password",
    "password_hash",
    "created_at",
    "__proto__",
    "constructor",
    "toString",
  ),
  fc.string({ minLength: 1, maxLength: 20 }),
);

/** Raw request bodies that are not a JSON object: other JSON values, and text that is not JSON at all. */
export const notAnObject = fc.oneof(
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((v) => v === null || typeof v !== "object" || Array.isArray(v))
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 40 }),
  fc.constantFrom("{", '{"name": ', "[1,", '{"__proto__": {"isAdmin": true}}', "\u0000", "{}}"),
);

/**
 * One URL path segment holding `text`, percent-encoded and at most `max` characters long (whole escapes only). The
 * router answers a longer parameter with its own 414 before any route runs, so ids are fuzzed within its limit.
 */
export function pathSegment(text: string, max = 100): string {
  let segment = "";
  for (const char of text.replace(/[\uD800-\uDFFF]/gu, "\uFFFD")) {
    const encoded = encodeURIComponent(char);
    if (segment.length + encoded.length > max) break;
    segment += encoded;
  }
  return segment;
}

/** An id as it appears in a URL: a known one, a random UUID, or junk (an empty segment reaches no route: 404 too). */
export function anyId(known: fc.Arbitrary<string>) {
  return fc.oneof(
    { weight: 3, arbitrary: known },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: anyText.map((s) => pathSegment(s)) },
  );
}

const MISSING = Symbol("missing");

/**
 * A JSON body for an endpoint taking `fields`: each field mostly of the right type (any content: unicode, NUL,
 * huge), sometimes any value, sometimes missing; now and then stray fields; and now and then no object at all.
 * Mostly well-typed, so a good share of bodies passes validation and reaches the database.
 */
export function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const entries = Object.entries(fields).map(([name, plausible]) =>
    fc
      .oneof(
        { weight: 6, arbitrary: plausible },
        { weight: 1, arbitrary: anyValue },
        { weight: 1, arbitrary: fc.constant(MISSING) },
      )
      .map((value) => [name, value] as const),
  );
  const stray = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(strayField, anyValue, { minKeys: 1, maxKeys: 3 }) },
  );
  const object = fc.tuple(fc.tuple(...entries), stray).map(([known, extra]) => {
    const body: Record<string, unknown> = {};
    for (const [name, value] of known) if (value !== MISSING) body[name] = value;
    return JSON.stringify({ ...body, ...extra });
  });
  return fc.oneof({ weight: 8, arbitrary: object }, { weight: 1, arbitrary: notAnObject });
}

/** Counts answers by status, to print the spread a property saw (the suite fails on anything unexpected). */
export class StatusTally {
  readonly counts = new Map<string, number>();
  add(label: string, status: number): void {
    const key = `${label} ${status}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  total(label: string): number {
    let sum = 0;
    for (const [key, n] of this.counts) if (key.startsWith(`${label} `)) sum += n;
    return sum;
  }
}

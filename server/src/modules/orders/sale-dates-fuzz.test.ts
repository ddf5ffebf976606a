import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { anyText } from "../../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";

/**
 * Hand-made cursors and dates (issue 26, part 4): whatever a client puts in a cursor's fields or in a date filter,
 * the answer is 200 or 422 naming that field, never 500. Values are built from parts that stray just past the
 * calendar's edges (month 13, 30 February, 24:00, the year 0000), where JavaScript's Date and PostgreSQL disagree.
 */

const RUNS = 120;
const pad = (value: number, width: number) => String(value).padStart(width, "0");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Parts {
  year: number;
  month: number;
  day: number;
}

const dayParts: fc.Arbitrary<Parts> = fc.record({
  year: fc.oneof(fc.constantFrom(0, 1, 1899, 1900, 2000, 2024, 2026, 2100, 9999), fc.integer({ min: 0, max: 9999 })),
  month: fc.oneof(fc.constantFrom(0, 1, 2, 12, 13), fc.integer({ min: 0, max: 13 })),
  day: fc.oneof(fc.constantFrom(0, 1, 28, 29, 30, 31, 32), fc.integer({ min: 0, max: 32 })),
});
const clockParts = fc.record({
  hour: fc.oneof(fc.constantFrom(0, 23, 24, 25), fc.integer({ min: 0, max: 25 })),
  minute: fc.oneof(fc.constantFrom(0, 59, 60), fc.integer({ min: 0, max: 61 })),
  second: fc.oneof(fc.constantFrom(0, 59, 60), fc.integer({ min: 0, max: 61 })),
  micro: fc.integer({ min: 0, max: 999_999 }),
});

const dayText = ({ year, month, day }: Parts) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** The oracle, kept apart from the code under test: the day exists in the proleptic Gregorian calendar. */
function dayExists({ year, month, day }: Parts): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/** A day a query may name: it exists, from 1900 to 9999. */
const queryDay = (parts: Parts) => dayExists(parts) && parts.year >= 1900;

type Clock = { hour: number; minute: number; second: number; micro: number };
const instantOf = ([day, clock]: [Parts, Clock]) => ({
  text: `${dayText(day)}T${pad(clock.hour, 2)}:${pad(clock.minute, 2)}:${pad(clock.second, 2)}.${pad(clock.micro, 6)}Z`,
  valid: dayExists(day) && clock.hour < 24 && clock.minute < 60 && clock.second < 60,
});
/** Instants at the edges JavaScript lets through and PostgreSQL does not (and their valid neighbours). */
const edgeInstant = fc
  .tuple(
    fc.constantFrom<Parts>(
      { year: 2026, month: 2, day: 30 },
      { year: 2026, month: 2, day: 28 },
      { year: 2024, month: 2, day: 29 },
      { year: 2026, month: 4, day: 31 },
      { year: 0, month: 1, day: 1 },
      { year: 1, month: 1, day: 1 },
      { year: 9999, month: 12, day: 31 },
    ),
    fc.constantFrom<Clock>(
      { hour: 24, minute: 0, second: 0, micro: 0 },
      { hour: 23, minute: 59, second: 59, micro: 999_999 },
      { hour: 0, minute: 0, second: 0, micro: 0 },
    ),
  )
  .map(instantOf);
const instant = fc.oneof(edgeInstant, fc.tuple(dayParts, clockParts).map(instantOf));

/** A cursor's five fields, each mostly well-formed, sometimes anything. */
const cursorFields = fc.record({
  direction: fc.oneof({ weight: 5, arbitrary: fc.constantFrom("n", "p") }, { weight: 1, arbitrary: anyText }),
  sort: fc.constantFrom("occurred_at", "occurred_at", "total_cents"),
  order: fc.constantFrom("asc", "desc"),
  value: fc.oneof(
    { weight: 6, arbitrary: instant },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.integer({ min: 0, max: 2_147_483_647 }), fc.constantFrom(2_147_483_648, 9_999_999_999))
        .map((n) => ({ text: String(n), valid: n <= 2_147_483_647 })),
    },
    { weight: 1, arbitrary: anyText.map((text) => ({ text, valid: false })) },
  ),
  id: fc.oneof({ weight: 5, arbitrary: fc.uuid() }, { weight: 1, arbitrary: anyText }),
});

describeEachDatabase("hand-made cursors and dates (fast-check)", (kind) => {
  let t: TestApp;
  let admin: Browser;
  const statuses = new Map<string, number>();

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(async () => {
    console.info(`[${kind}] cursors and dates fuzz, answers:`, Object.fromEntries(statuses));
    await t?.close();
  });

  /** GETs `url`; 200, or 422 naming exactly `fields` (those that were bad), never anything else. */
  async function expectAnswer(url: string, bad: string[]) {
    const response = await admin.get(url);
    const label = `${url.split("?")[0]} ${response.statusCode}`;
    statuses.set(label, (statuses.get(label) ?? 0) + 1);
    if (bad.length === 0) {
      expect(response.statusCode, `${url}: ${response.payload.slice(0, 300)}`).toBe(200);
      return;
    }
    expect(response.statusCode, `${url}: ${response.payload.slice(0, 300)}`).toBe(422);
    expectValidationShape(response.json());
    expect(Object.keys(response.json().errors).sort(), url).toEqual([...bad].sort());
  }

  it("answers any sales cursor 200 when it is one the server could have made, else 422 on `cursor`", async () => {
    await fc.assert(
      fc.asyncProperty(cursorFields, fc.boolean(), async (fields, sameSort) => {
        const { direction, sort, order, value, id } = fields;
        const cursor = Buffer.from(JSON.stringify([direction, sort, order, value.text, id])).toString("base64url");
        const querySort = sameSort ? sort : sort === "occurred_at" ? "total_cents" : "occurred_at";
        const valueFits =
          value.valid && (sort === "occurred_at" ? value.text.includes("T") : !value.text.includes("T"));
        const fine = (direction === "n" || direction === "p") && UUID.test(id) && sameSort && valueFits;
        const url = `/api/sales?sort=${querySort}&order=${order}&cursor=${cursor}`;
        // A cursor longer than the contract's bound is refused before it is read: also on `cursor`.
        await expectAnswer(url, fine ? [] : ["cursor"]);
      }),
      { numRuns: 2 * RUNS },
    );
  });

  it("answers any day in the order history's and its export's filters 200 or 422 on that field", async () => {
    await fc.assert(
      fc.asyncProperty(dayParts, fc.constantFrom("from", "to"), fc.boolean(), async (parts, field, exported) => {
        const path = exported ? "/api/sales/export" : "/api/sales";
        await expectAnswer(`${path}?${field}=${dayText(parts)}`, queryDay(parts) ? [] : [field]);
      }),
      { numRuns: RUNS },
    );
  });

  it("answers any analytics period 200 or 422 on its days", async () => {
    await fc.assert(
      fc.asyncProperty(dayParts, fc.integer({ min: 0, max: 40 }), async (parts, length) => {
        const from = dayText(parts);
        // The period's last day, when the first exists: from + length days (else the same bad text).
        const end = queryDay(parts) ? new Date(Date.parse(`${from}T00:00:00Z`) + length * 86_400_000) : null;
        const to = end ? end.toISOString().slice(0, 10) : from;
        const toValid = end !== null && end.getUTCFullYear() <= 9999;
        const bad = [...(queryDay(parts) ? [] : ["from"]), ...(toValid ? [] : ["to"])];
        await expectAnswer(`/api/sales/data?from=${from}&to=${to}&granularity=day`, bad);
      }),
      { numRuns: RUNS },
    );
  });

  it("answers any instant in the audit trail's range 200 or 422 on that field", async () => {
    const offset = fc.oneof(
      fc.constant("Z"),
      fc
        .tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30, 59))
        .map(([sign, hours, minutes]) => `${sign}${pad(hours, 2)}:${pad(minutes, 2)}`),
    );
    await fc.assert(
      fc.asyncProperty(
        dayParts,
        clockParts,
        offset,
        fc.constantFrom("from", "to"),
        async (parts, clock, zone, field) => {
          const text = `${dayText(parts)}T${pad(clock.hour, 2)}:${pad(clock.minute, 2)}:${pad(clock.second, 2)}${zone}`;
          const clockValid = clock.hour < 24 && clock.minute < 60 && clock.second < 60;
          const time = Date.parse(text);
          const inRange = time >= Date.parse("1900-01-01T00:00:00Z") && time < Date.parse("9999-12-31T00:00:00Z");
          const valid = dayExists(parts) && clockValid && inRange;
          await expectAnswer(`/api/audit?${field}=${encodeURIComponent(text)}`, valid ? [] : [field]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

import { COMPANY_IMAGE_FIELDS } from "@froyo/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "../../../test/browser.js";
import { companiesSnapshot, superAdmin } from "../../../test/companies.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { type FormFields, file, image, sendForm, uploadedFiles } from "../../../test/uploads.js";

const KNOWN_FIELDS = [
  "name",
  "subdomain",
  "primary_color_hex",
  "public_site_url",
  "tutorial_url",
  "manual_url",
  "manual_password",
  "support_email",
  "default_timezone",
  "admin_name",
  "admin_email",
  "remove_primary_logo",
  ...COMPANY_IMAGE_FIELDS,
];

/** Strings a form can carry: plain, any unicode, control characters, huge, and plausible values. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 20 }).map((codes) => String.fromCharCode(...codes, 127)),
  fc.string({ minLength: 1, maxLength: 3 }).map((s) => s.repeat(3000)),
  fc.constantFrom("", " ", "0", "1", "null", "true", "[]", "{}", "#DF7F8C", "https://x.example.com", "Europe/Paris"),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,20}[a-z0-9]$/),
);
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "id", "is_platform", "created_at") },
);
/** Half the forms start from a valid company, so the property sees 201s as well as 422s. */
const form = fc.record({
  base: fc.option(fc.record({ name: fc.constant("Fuzzed Froyo"), subdomain: fc.stringMatching(/^fz[a-z0-9]{6,12}$/) })),
  extra: fc.oneof(fc.constant([]), fc.array(fc.tuple(fieldName, anyText), { maxLength: 8 })),
});

describeOnOneDatabase("POST /api/companies under random input (fast-check)", (kind) => {
  let t: TestApp;
  let admin: Browser;
  const outcomes = { text: new Map<number, number>(), bytes: new Map<number, number>() };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await superAdmin(t);
  });
  afterAll(async () => {
    console.info(`[${kind}] fast-check outcomes by status:`, outcomes);
    await t.close();
  });

  async function expectAnswered(fields: FormFields, tally: Map<number, number>) {
    const before = await companiesSnapshot(t);
    const files = await uploadedFiles(t);
    const response = await sendForm(t, admin, "/api/companies", fields);
    tally.set(response.statusCode, (tally.get(response.statusCode) ?? 0) + 1);
    expect([201, 422], response.payload).toContain(response.statusCode);
    const after = await companiesSnapshot(t);
    if (response.statusCode === 422) {
      expect(response.json().errors).toBeTypeOf("object");
      expect(after).toEqual(before);
      expect(await uploadedFiles(t)).toEqual(files);
    } else {
      expect(after.length).toBe(before.length + 1);
    }
  }

  it("answers random text fields with 201 or 422, never 500, and a 422 writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(form, async ({ base, extra }) => {
        const fields: FormFields = { ...base };
        for (const [name, value] of extra) {
          const previous = fields[name];
          fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
        }
        await expectAnswered(fields, outcomes.text);
      }),
      { numRuns: 100 },
    );
    expect([...outcomes.text.values()].reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("answers damaged images with 201 or 422, never 500", async () => {
    const originals = [await image("png", 64, 64), await image("jpeg", 64, 64), await image("webp", 64, 64)];
    const damage = fc.record({
      original: fc.integer({ min: 0, max: originals.length - 1 }),
      flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 12 }),
      cut: fc.option(fc.nat()),
      subdomain: fc.stringMatching(/^fi[a-z0-9]{8,12}$/),
    });
    await fc.assert(
      fc.asyncProperty(damage, async ({ original, flips, cut, subdomain }) => {
        const bytes = Buffer.from(originals[original] as Buffer);
        for (const [at, value] of flips) bytes[at % bytes.length] = value;
        const damaged = cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
        await expectAnswered({ name: "Damaged", subdomain, favicon: file(damaged, "f.png") }, outcomes.bytes);
      }),
      { numRuns: 50 },
    );
  });
});

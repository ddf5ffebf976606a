import type { Product } from "@froyo/contracts";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { fleetSnapshot } from "../../../test/fleet.js";
import { anyId, StatusTally } from "../../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { type FilePart, type FormFields, file, image, sendForm, uploadedFiles } from "../../../test/uploads.js";
import { expectValidationShape } from "../../../test/validation.js";

const RUNS = { create: 100, edit: 100 } as const;
const KNOWN_FIELDS = ["name", "sku", "category", "description", "price_cents", "active", "remove_image", "image"];

/** What a form field can carry: plausible values for each field, unicode, control characters, huge text. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 20 }).map((codes) => String.fromCharCode(...codes, 127)),
  fc.string({ minLength: 1, maxLength: 3 }).map((s) => s.repeat(3000)),
  fc.constantFrom("", " ", "0", "1", "true", "yes", "null", "4.50", "-1", "1e3", "10000001", "10000000", "450"),
  fc.constantFrom("FY-ORIG", "fy-strw", "a b", "-x", "Frozen yogurt", "Line\nbreak", "a\u0000b", "Café Crème", "🍦"),
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/),
);
const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("__proto__", "constructor", "id", "company_id", "archived_at", "image_path"),
  },
);

describeOnOneDatabase("products writes under random multipart input (fast-check)", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  let pictures: FilePart[];
  let targets: string[];
  const tally = new StatusTally();
  let counter = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const png = await image("png", 40, 40);
    const damaged = Buffer.from(png);
    damaged.fill(7, 20, 60);
    pictures = [
      file(png, "a.png", "image/png"),
      file(await image("jpeg", 30, 50), "b.jpg", "image/jpeg"),
      file(await image("gif"), "c.gif", "image/gif"),
      file(damaged, "d.png", "image/png"),
      file(Buffer.from("not an image at all"), "e.png", "image/png"),
      file(Buffer.alloc(0), "", "application/octet-stream"),
    ];
    targets = [];
    for (const withPicture of [true, false]) {
      const response = await sendForm(t, admin, "/api/products", {
        name: "Fuzz target",
        sku: `FZT-${withPicture}`,
        price_cents: "450",
        ...(withPicture ? { image: pictures[0] as FilePart } : {}),
      });
      expect(response.statusCode, response.payload).toBe(201);
      targets.push(response.json().data.id);
    }
  });
  afterAll(async () => {
    console.info(`[${kind}] products fuzz, answers by call and status:`, Object.fromEntries(tally.counts));
    await t.close();
  });

  /** Random fields added to a form, or repeated in it: text, or one of the pictures (by index). */
  const extra = fc.array(fc.tuple(fieldName, fc.oneof(anyText, fc.nat({ max: 5 }))), { maxLength: 6 });
  /** Half the create forms start from a valid product (a fresh SKU), so the property sees 201s as well as 422s. */
  const form = fc.record({
    base: fc.option(fc.record({ name: fc.constant("Fuzzed"), price_cents: fc.constantFrom("0", "450", "10000000") })),
    extra,
  });
  function fieldsOf(input: { base: Record<string, string> | null; extra: [string, string | number][] }): FormFields {
    const fields: FormFields = input.base ? { ...input.base, sku: `FZ-${++counter}` } : {};
    for (const [name, value] of input.extra) {
      const part = typeof value === "number" ? (pictures[value] as FilePart) : value;
      const previous = fields[name];
      fields[name] = previous === undefined ? part : [...(Array.isArray(previous) ? previous : [previous]), part];
    }
    return fields;
  }

  /** Never a 500; a 422 in the one shape; a refused form changes no row, no audit entry and no file. */
  async function expectAnswered(label: string, url: string, fields: FormFields, allowed: number[]) {
    const before = await fleetSnapshot(t, demoId);
    const files = await uploadedFiles(t);
    const response: LightMyRequestResponse = await sendForm(t, admin, url, fields);
    tally.add(label, response.statusCode);
    const context = `${url} ${JSON.stringify(fields).slice(0, 300)} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
    expect(allowed, context).toContain(response.statusCode);
    if (response.statusCode === 422) expectValidationShape(response.json());
    if (response.statusCode === 404) expect(response.json(), context).toEqual({ message: "Not found." });
    if (response.statusCode >= 400) {
      expect(await fleetSnapshot(t, demoId), context).toEqual(before);
      expect(await uploadedFiles(t), context).toEqual(files);
    }
    return { response, before };
  }

  it(`POST /api/products: ${RUNS.create} random forms answer 201 or 422, never 500`, async () => {
    await fc.assert(
      fc.asyncProperty(form, async (input) => {
        const { response, before } = await expectAnswered("create", "/api/products", fieldsOf(input), [201, 422]);
        if (response.statusCode === 201) {
          const created = response.json().data as Product;
          expect((await fleetSnapshot(t, demoId)).products).toHaveLength(before.products.length + 1);
          expect((await admin.get(`/api/products/${created.id}`)).json().data).toEqual(created);
          if (created.image) expect((await admin.get(created.image.path)).statusCode).toBe(200);
        }
      }),
      { numRuns: RUNS.create },
    );
    expect(tally.total("create")).toBe(RUNS.create);
  });

  it(`POST /api/products/:id: ${RUNS.edit} random ids and forms answer 200, 404 or 422, never 500`, async () => {
    const id = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...targets) },
      { weight: 1, arbitrary: anyId(fc.constantFrom(...targets)) },
    );
    await fc.assert(
      fc.asyncProperty(id, extra, async (target, fields) => {
        const url = `/api/products/${target}`;
        const { response } = await expectAnswered(
          "edit",
          url,
          fieldsOf({ base: null, extra: fields }),
          [200, 404, 422],
        );
        if (response.statusCode === 200) {
          const edited = response.json().data as Product;
          expect((await admin.get(url)).json().data).toEqual(edited);
          if (edited.image) expect((await admin.get(edited.image.path)).statusCode).toBe(200);
        }
      }),
      { numRuns: RUNS.edit },
    );
    for (const target of targets) expect((await admin.get(`/api/products/${target}`)).statusCode).toBe(200);
  });
});

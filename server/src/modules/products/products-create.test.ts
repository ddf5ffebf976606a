import { existsSync } from "node:fs";
import path from "node:path";
import { PRODUCT_MESSAGES, PRODUCT_PRICE_MAX_CENTS, productSchema } from "@froyo/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { fleetSnapshot } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { type FormFields, file, image, sendForm, uploadedFiles, uploadsDir } from "../../../test/uploads.js";
import { expectValidationShape } from "../../../test/validation.js";

let skuCounter = 0;
const freshSku = () => `NEW-${++skuCounter}-${Math.random().toString(36).slice(2, 6)}`;

describeOnOneDatabase("POST /api/products (multipart create)", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(() => t.close());

  const create = (fields: FormFields) => sendForm(t, admin, "/api/products", fields);
  const valid = (fields: FormFields = {}): FormFields => ({
    name: "Peach Melba",
    sku: freshSku(),
    price_cents: "450",
    ...fields,
  });

  /** A refused create: 422 in the one shape, on exactly `fields`, and nothing written (rows, audit, files). */
  async function expectRefused(fields: FormFields, errorFields: string[]) {
    const before = await fleetSnapshot(t, demoId);
    const files = await uploadedFiles(t);
    const response = await create(fields);
    expect(response.statusCode, response.payload).toBe(422);
    expectValidationShape(response.json());
    expect(Object.keys(response.json().errors).sort()).toEqual(errorFields);
    expect(await fleetSnapshot(t, demoId)).toEqual(before);
    expect(await uploadedFiles(t)).toEqual(files);
    return response.json().errors as Record<string, string[]>;
  }

  describe("with a picture", () => {
    it("re-encodes it under the company's products folder and serves it with cache and nosniff headers", async () => {
      const upload = await image("png", 2000, 1000);
      const response = await create(
        valid({
          name: "  Peach Melba  ",
          category: "Frozen yogurt",
          description: "Peaches,\nraspberry coulis.",
          price_cents: " 525 ",
          active: "1",
          image: file(upload, "peach.png", "image/png"),
        }),
      );
      expect(response.statusCode, response.payload).toBe(201);
      const { data } = response.json();
      expect(productSchema.strict().parse(data)).toEqual(data);
      expect(data).toMatchObject({
        name: "Peach Melba",
        category: "Frozen yogurt",
        price_cents: 525,
        active: true,
      });
      // Multipart carries line breaks as CRLF (as browsers send a textarea), and they are kept as sent.
      expect(data.description).toBe("Peaches,\r\nraspberry coulis.");
      const publicPath: string = data.image.path;
      expect(publicPath).toMatch(new RegExp(`^/uploads/${demoId}/products/[0-9a-f]{32}\\.png$`));
      expect(existsSync(path.join(uploadsDir(t), publicPath.slice("/uploads/".length)))).toBe(true);
      const served = await new Browser(t.app, "demo.localhost").get(publicPath);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.rawPayload.equals(upload)).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
      expect((await admin.get(`/api/products/${data.id}`)).json().data).toEqual(data);
    });

    it("drops a JPEG's metadata, and keeps the JPEG format", async () => {
      const upload = await sharp(await image("jpeg", 640, 480))
        .withExif({ IFD0: { Copyright: "secret-owner", Artist: "secret-artist" } })
        .jpeg()
        .toBuffer();
      expect((await sharp(upload).metadata()).exif).toBeDefined();
      const response = await create(valid({ image: file(upload, "x.jpg", "image/jpeg") }));
      expect(response.statusCode, response.payload).toBe(201);
      const publicPath: string = response.json().data.image.path;
      expect(publicPath).toMatch(/\/products\/[0-9a-f]{32}\.jpg$/);
      const served = await admin.get(publicPath);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: 640 });
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes("secret-owner")).toBe(false);
    });

    it("refuses what is not a PNG, JPEG or WebP image by its bytes, whatever its name says", async () => {
      const gif = await image("gif");
      const errors = await expectRefused(valid({ image: file(gif, "x.png", "image/png") }), ["image"]);
      expect(errors.image).toEqual(["The image must be a PNG, JPEG or WebP image."]);
      await expectRefused(valid({ image: file(Buffer.from("<svg/>not really"), "x.jpg", "image/jpeg") }), ["image"]);
    });
  });

  it("creates a product without a picture: no file written, active by default, audited", async () => {
    const files = await uploadedFiles(t);
    const sku = freshSku();
    const response = await create({ name: "Plain Cup", sku, price_cents: "0" });
    expect(response.statusCode, response.payload).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: "Plain Cup", sku, category: "", description: "", price_cents: 0, active: true });
    expect(data.image).toBeNull();
    expect(await uploadedFiles(t)).toEqual(files);
    const [entry] = (await auditRowsOf(t, demoId, "products.create")).filter((row) => row.targetId === data.id);
    expect(entry).toMatchObject({ targetType: "product", actorEmail: "admin@demo.example.com" });
    expect(entry?.changes).toEqual({
      name: { from: null, to: "Plain Cup" },
      sku: { from: null, to: sku },
      category: { from: null, to: "" },
      price_cents: { from: null, to: 0 },
      active: { from: null, to: true },
    });
  });

  it("creates an inactive product (active=0), listed but not offered", async () => {
    const response = await create(valid({ active: "0" }));
    expect(response.statusCode, response.payload).toBe(201);
    expect(response.json().data.active).toBe(false);
    const listed = await admin.get(`/api/products?active=false&search=${response.json().data.sku}`);
    expect(listed.json().data.map((product: { id: string }) => product.id)).toEqual([response.json().data.id]);
  });

  describe("SKU", () => {
    it.each(["FY-ORIG", "fy-orig", " Fy-Orig "])("refuses %j, taken by a product of the catalog", async (sku) => {
      const picture = file(await image("png", 48, 48), "p.png");
      const errors = await expectRefused(valid({ sku, image: picture }), ["sku"]);
      expect(errors.sku).toEqual([PRODUCT_MESSAGES.skuTaken]);
    });

    it("refuses a SKU with spaces or symbols, and one that is too long", async () => {
      await expectRefused(valid({ sku: "FY ORIG" }), ["sku"]);
      await expectRefused(valid({ sku: "-lead" }), ["sku"]);
      await expectRefused(valid({ sku: "X".repeat(65) }), ["sku"]);
    });

    it("is unique per company: demo's TP-GRAN is free in acme, whose catalog stops before the toppings", async () => {
      const acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
      const taken = await sendForm(t, acmeAdmin, "/api/products", valid({ sku: "fy-strw" }));
      expect(taken.statusCode).toBe(422);
      const free = await sendForm(t, acmeAdmin, "/api/products", valid({ sku: "TP-GRAN" }));
      expect(free.statusCode, free.payload).toBe(201);
    });
  });

  it("lets one of five simultaneous creates with the same SKU win; the others get 422, never 500", async () => {
    const sku = freshSku();
    const before = (await fleetSnapshot(t, demoId)).products.length;
    const responses = await Promise.all(
      ["A", "B", "C", "D", "E"].map((letter) =>
        create(valid({ name: `Race ${letter}`, sku: letter === "A" ? sku : sku.toLowerCase() })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.payload).join("\n")).toEqual([201, 422, 422, 422, 422]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(response.json().errors).toEqual({ sku: [PRODUCT_MESSAGES.skuTaken] });
    }
    expect((await fleetSnapshot(t, demoId)).products).toHaveLength(before + 1);
  });

  describe("price", () => {
    it.each([
      ["4.50", "The price must be a whole number of cents."],
      ["-1", "The price must be a whole number of cents."],
      ["1e3", "The price must be a whole number of cents."],
      ["", "The price field is required."],
      ["   ", "The price field is required."],
      [String(PRODUCT_PRICE_MAX_CENTS + 1), `The price must not be greater than ${PRODUCT_PRICE_MAX_CENTS} cents.`],
      ["99999999999999999999", `The price must not be greater than ${PRODUCT_PRICE_MAX_CENTS} cents.`],
    ])("refuses %j with 422 on price_cents and writes nothing", async (price, message) => {
      const errors = await expectRefused(valid({ price_cents: price }), ["price_cents"]);
      // An empty price also gets "whole number of cents" after "required" (the contract's regex still runs).
      expect(errors.price_cents?.[0]).toBe(message);
    });

    it("refuses a missing price, and takes 0 and the maximum", async () => {
      await expectRefused({ name: "No price", sku: freshSku() }, ["price_cents"]);
      const max = await create(valid({ price_cents: String(PRODUCT_PRICE_MAX_CENTS) }));
      expect(max.statusCode, max.payload).toBe(201);
      expect(max.json().data.price_cents).toBe(PRODUCT_PRICE_MAX_CENTS);
    });
  });

  it("takes a description of the maximum 2000 characters in any script (fails: the form's 4 KiB field limit)", async () => {
    // lib/upload-form.ts reads every text part with fieldSize 4096 bytes, but the contract allows 2000 characters:
    // 2000 CJK characters are 6000 bytes of UTF-8 and are refused with "must not be greater than 4096 bytes".
    for (const description of ["x".repeat(2000), "é".repeat(2000), "抹茶".repeat(1000)]) {
      const response = await create(valid({ description }));
      const context = `${Buffer.byteLength(description)} bytes: ${response.payload.slice(0, 160)}`;
      expect(response.statusCode, context).toBe(201);
      expect(response.json().data.description).toBe(description);
    }
  });

  it("answers every problem at once and writes nothing", async () => {
    const errors = await expectRefused(
      {
        name: "",
        sku: "bad sku!",
        price_cents: "4.50",
        category: "Two\nlines",
        active: "maybe",
        company_id: "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f",
        image: file(await image("gif"), "a.gif"),
      },
      ["active", "category", "company_id", "image", "name", "price_cents", "sku"],
    );
    expect(errors.company_id).toEqual(["The company_id field is not allowed."]);
  });

  it("refuses NUL in text fields, a repeated field and a body that is not multipart", async () => {
    await expectRefused(valid({ name: "Nul\u0000Name" }), ["name"]);
    await expectRefused(valid({ description: "a\u0000b" }), ["description"]);
    await expectRefused(valid({ name: ["One", "Two"] }), ["name"]);
    const before = await fleetSnapshot(t, demoId);
    const json = await admin.post("/api/products", { name: "Json", sku: freshSku(), price_cents: "1" });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ body: ["The request must be multipart/form-data."] });
    expect(await fleetSnapshot(t, demoId)).toEqual(before);
  });
});

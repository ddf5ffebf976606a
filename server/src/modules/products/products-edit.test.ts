import { existsSync } from "node:fs";
import path from "node:path";
import { PRODUCT_MESSAGES, type Product } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { fleetSnapshot, insertProducts, productIds } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { type FormFields, file, image, sendForm, uploadedFiles, uploadsDir } from "../../../test/uploads.js";
import { expectValidationShape } from "../../../test/validation.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";
let counter = 0;

describeOnOneDatabase("POST /api/products/:id (multipart edit)", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  /** Three distinct pictures (solid colours of different sizes: different bytes, different names). */
  let pictures: Buffer[];

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    pictures = await Promise.all([40, 50, 60].map((size) => image("png", size, size)));
  });
  afterAll(() => t.close());

  async function createProduct(fields: FormFields = {}): Promise<Product> {
    counter += 1;
    const response = await sendForm(t, admin, "/api/products", {
      name: `Edit me ${counter}`,
      sku: `ED-${counter}`,
      category: "Frozen yogurt",
      description: "Before",
      price_cents: "450",
      ...fields,
    });
    expect(response.statusCode, response.payload).toBe(201);
    return response.json().data;
  }
  const edit = (id: string, fields: FormFields) => sendForm(t, admin, `/api/products/${id}`, fields);
  const picture = (index: number) => file(pictures[index] as Buffer, `p${index}.png`, "image/png");
  const onDisk = (publicPath: string) => existsSync(path.join(uploadsDir(t), publicPath.slice("/uploads/".length)));
  const updatesOf = async (id: string) =>
    (await auditRowsOf(t, demoId, "products.update")).filter((row) => row.targetId === id);

  async function expectRefused(id: string, fields: FormFields, status: number, errorFields?: string[]) {
    const before = await fleetSnapshot(t, demoId);
    const files = await uploadedFiles(t);
    const response = await edit(id, fields);
    expect(response.statusCode, response.payload).toBe(status);
    if (status === 422) {
      expectValidationShape(response.json());
      expect(Object.keys(response.json().errors).sort()).toEqual(errorFields);
    } else {
      expect(response.json()).toEqual({ message: "Not found." });
    }
    expect(await fleetSnapshot(t, demoId)).toEqual(before);
    expect(await uploadedFiles(t)).toEqual(files);
    return response;
  }

  describe("fields", () => {
    it("changes only the fields sent and audits exactly those", async () => {
      const product = await createProduct();
      const response = await edit(product.id, { price_cents: "495", active: "false" });
      expect(response.statusCode, response.payload).toBe(200);
      const { data } = response.json();
      expect(data).toEqual({ ...product, price_cents: 495, active: false, updated_at: expect.any(String) });
      expect(Date.parse(data.updated_at)).toBeGreaterThanOrEqual(Date.parse(product.updated_at));
      expect((await admin.get(`/api/products/${product.id}`)).json().data).toEqual(data);
      const [entry] = await updatesOf(product.id);
      expect(entry?.changes).toEqual({ price_cents: { from: 450, to: 495 }, active: { from: true, to: false } });
    });

    it("clears the optional text fields sent empty", async () => {
      const product = await createProduct();
      const response = await edit(product.id, { category: "", description: "" });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ category: "", description: "", name: product.name });
    });

    it("answers 200 to an empty form and records nothing", async () => {
      const product = await createProduct();
      const response = await edit(product.id, {});
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ ...product, updated_at: expect.any(String) });
      expect(await updatesOf(product.id)).toEqual([]);
    });

    it("validates the fields sent only, all at once, and writes nothing", async () => {
      const product = await createProduct();
      await expectRefused(product.id, { name: "", price_cents: "4.50", sku: "a b", id: RANDOM_ID }, 422, [
        "id",
        "name",
        "price_cents",
        "sku",
      ]);
      await expectRefused(product.id, { remove_image: "yes" }, 422, ["remove_image"]);
      await expectRefused(product.id, { image: file(await image("gif"), "x.gif") }, 422, ["image"]);
    });

    it("refuses another product's SKU in any case, keeps its own in a new case", async () => {
      const product = await createProduct();
      const response = await expectRefused(product.id, { sku: "fy-orig" }, 422, ["sku"]);
      expect(response.json().errors.sku).toEqual([PRODUCT_MESSAGES.skuTaken]);
      const recased = await edit(product.id, { sku: product.sku.toLowerCase() });
      expect(recased.statusCode, recased.payload).toBe(200);
      expect(recased.json().data.sku).toBe(product.sku.toLowerCase());
    });

    it("takes the SKU of an archived product", async () => {
      await insertProducts(t, demoId, [{ name: "Old", sku: "OLD-SKU", priceCents: 1, archivedAt: new Date() }]);
      const product = await createProduct();
      const response = await edit(product.id, { sku: "old-sku" });
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.json().data.sku).toBe("old-sku");
    });
  });

  describe("an id it cannot edit", () => {
    it("answers 404 before reading the body: an unknown id with a bad form or an image writes nothing", async () => {
      await expectRefused(RANDOM_ID, { name: "", price_cents: "x", stray: "1" }, 404);
      await expectRefused(RANDOM_ID, { name: "Ghost", image: picture(2) }, 404);
      const json = await admin.post(`/api/products/${RANDOM_ID}`, { name: "Ghost" });
      expect(json.statusCode).toBe(404);
    });

    it("answers 404 for a malformed id and for an archived product", async () => {
      await expectRefused("not-a-uuid", { name: "Ghost" }, 404);
      const [archived] = await insertProducts(t, demoId, [
        { name: "Archived", sku: "ARCH-ED", priceCents: 1, archivedAt: new Date() },
      ]);
      await expectRefused(archived as string, { name: "Back again" }, 404);
    });
  });

  describe("the picture", () => {
    it("replaces it: the new one served, the old file removed when no other product uses it", async () => {
      const product = await createProduct({ image: picture(0) });
      const old = product.image?.path as string;
      expect(onDisk(old)).toBe(true);
      const response = await edit(product.id, { image: picture(1) });
      expect(response.statusCode, response.payload).toBe(200);
      const replaced = response.json().data.image.path as string;
      expect(replaced).toMatch(new RegExp(`^/uploads/${demoId}/products/[0-9a-f]{32}\\.png$`));
      expect(replaced).not.toBe(old);
      expect((await admin.get(replaced)).statusCode).toBe(200);
      expect(onDisk(old)).toBe(false);
      expect((await admin.get(old)).statusCode).toBe(404);
      const [entry] = await updatesOf(product.id);
      expect(entry?.changes).toEqual({ image: { from: old, to: replaced } });
    });

    it("removes it with remove_image=1: the file goes too", async () => {
      const product = await createProduct({ image: picture(2) });
      const old = product.image?.path as string;
      const response = await edit(product.id, { remove_image: "1" });
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.json().data.image).toBeNull();
      expect(onDisk(old)).toBe(false);
    });

    it("keeps a file another product still shows, and removes it with its last user", async () => {
      const first = await createProduct({ image: picture(0) });
      const second = await createProduct({ image: picture(0) });
      const shared = first.image?.path as string;
      expect(second.image?.path).toBe(shared);
      expect((await edit(first.id, { image: picture(1) })).statusCode).toBe(200);
      expect(onDisk(shared)).toBe(true);
      expect((await edit(second.id, { remove_image: "1" })).statusCode).toBe(200);
      expect(onDisk(shared)).toBe(false);
    });

    it("keeps the file when the same picture is sent again", async () => {
      const product = await createProduct({ image: picture(1) });
      const response = await edit(product.id, { image: picture(1), name: "Same picture" });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.image).toEqual(product.image);
      expect(onDisk(product.image?.path as string)).toBe(true);
    });

    it("leaves the picture and the files as they were when the edit is refused", async () => {
      const product = await createProduct({ image: picture(2) });
      const ids = await productIds(t, demoId);
      expect(ids.get("FY-ORIG")).toBeDefined();
      await expectRefused(product.id, { sku: "FY-ORIG", image: picture(0), remove_image: "1" }, 422, ["sku"]);
      expect(onDisk(product.image?.path as string)).toBe(true);
      expect((await admin.get(`/api/products/${product.id}`)).json().data.image).toEqual(product.image);
    });
  });
});

import { existsSync } from "node:fs";
import path from "node:path";
import { PRODUCT_MESSAGES, type Product } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import {
  addKiosk,
  fleetSnapshot,
  makeSale,
  type NewKiosk,
  productRow,
  resultsOf,
  saleItemsOf,
} from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { type FormFields, file, image, sendForm, uploadsDir } from "../../../test/uploads.js";

let counter = 0;

describeOnOneDatabase("DELETE /api/products/:id", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(() => t.close());

  async function createProduct(fields: FormFields = {}): Promise<Product> {
    counter += 1;
    const response = await sendForm(t, admin, "/api/products", {
      name: `Doomed ${counter}`,
      sku: `DEL-${counter}`,
      category: "Frozen yogurt",
      price_cents: "500",
      ...fields,
    });
    expect(response.statusCode, response.payload).toBe(201);
    return response.json().data;
  }
  const remove = (id: string) => admin.request("DELETE", `/api/products/${id}`);
  const onDisk = (publicPath: string) => existsSync(path.join(uploadsDir(t), publicPath.slice("/uploads/".length)));
  const trayOf = async (kiosk: NewKiosk, position: number) => {
    const trays = (await admin.get(`/api/kiosks/${kiosk.id}/trays`)).json().data as Record<string, unknown>[];
    return trays.find((tray) => tray.position === position);
  };
  const auditOf = async (action: string, id: string) =>
    (await auditRowsOf(t, demoId, action)).filter((row) => row.targetId === id);

  describe("a product never sold", () => {
    it("is erased: the row, its picture and its place in the trays go", async () => {
      const product = await createProduct({ image: file(await image("png", 70, 70), "p.png") });
      const kiosk = await addKiosk(t, { admin, fill: [{ position: 2, productId: product.id, level: 30 }] });
      expect(await trayOf(kiosk, 2)).toMatchObject({ product_id: product.id, level: 30 });
      const response = await remove(product.id);
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.json()).toEqual({ data: { outcome: "deleted", message: PRODUCT_MESSAGES.deleted } });
      expect(await productRow(t, demoId, product.id)).toBeUndefined();
      expect((await admin.get(`/api/products/${product.id}`)).statusCode).toBe(404);
      expect(await trayOf(kiosk, 2)).toMatchObject({ product_id: null, product: null, level: 30 });
      expect(onDisk(product.image?.path as string)).toBe(false);
      const [entry] = await auditOf("products.delete", product.id);
      expect(entry?.changes).toEqual({
        name: { from: product.name, to: null },
        sku: { from: product.sku, to: null },
        category: { from: "Frozen yogurt", to: null },
        price_cents: { from: 500, to: null },
        active: { from: true, to: null },
        image: { from: product.image?.path, to: null },
      });
    });

    it("leaves a picture another product still shows", async () => {
      const bytes = await image("png", 72, 72);
      const first = await createProduct({ image: file(bytes, "a.png") });
      const second = await createProduct({ image: file(bytes, "b.png") });
      expect((await remove(first.id)).json().data.outcome).toBe("deleted");
      expect(onDisk(second.image?.path as string)).toBe(true);
      expect((await admin.get(second.image?.path as string)).statusCode).toBe(200);
    });
  });

  describe("a product that was sold", () => {
    it("is archived: its sales keep its name and price as sold, even after a rename", async () => {
      const product = await createProduct({ name: "Peach Melba", image: file(await image("png", 74, 74), "p.png") });
      const kiosk = await addKiosk(t, { admin, fill: [{ position: 1, productId: product.id, level: 20 }] });
      const [sold] = resultsOf(
        await kiosk.device.sales([makeSale([{ productId: product.id, quantity: 2, unitPriceCents: 500 }])]),
      );
      expect(sold).toMatchObject({ status: "accepted" });
      const renamed = await sendForm(t, admin, `/api/products/${product.id}`, {
        name: "Peach Royale",
        price_cents: "650",
      });
      expect(renamed.statusCode, renamed.payload).toBe(200);
      const asSold = [{ productName: "Peach Melba", quantity: 2, unitPriceCents: 500 }];
      expect(await saleItemsOf(t, demoId, product.id)).toEqual(asSold);

      const response = await remove(product.id);
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.json()).toEqual({ data: { outcome: "archived", message: PRODUCT_MESSAGES.archived } });
      expect(await saleItemsOf(t, demoId, product.id)).toEqual(asSold);
      const row = await productRow(t, demoId, product.id);
      expect(row).toMatchObject({ name: "Peach Royale", priceCents: 650, active: false });
      expect(row?.archivedAt).toBeInstanceOf(Date);
      expect(await trayOf(kiosk, 1)).toMatchObject({ product_id: null, product: null });
      // Kept for its sales: the picture stays on disk.
      expect(onDisk(product.image?.path as string)).toBe(true);
      const [entry] = await auditOf("products.archive", product.id);
      expect(entry?.changes).toMatchObject({
        name: { from: "Peach Royale", to: null },
        price_cents: { from: 650, to: null },
      });
      expect(await auditOf("products.delete", product.id)).toEqual([]);
    });

    it("is gone from the list, the catalog, reads, edits and deletes; its SKU is free again", async () => {
      const product = await createProduct({ sku: "ARCHIVE-ME" });
      const kiosk = await addKiosk(t, { admin, fill: [{ position: 1, productId: product.id }] });
      expect(resultsOf(await kiosk.device.sales([makeSale([{ productId: product.id }])]))[0]?.status).toBe("accepted");
      const catalogIds = async () =>
        ((await kiosk.device.catalog()).json().data.products as { id: string }[]).map((offered) => offered.id);
      expect(await catalogIds()).toContain(product.id);
      expect((await remove(product.id)).json().data.outcome).toBe("archived");

      const listed = (await admin.get("/api/products?per_page=100")).json().data as Product[];
      expect(listed.map((p) => p.id)).not.toContain(product.id);
      expect((await admin.get("/api/products?search=archive-me")).json().meta.total).toBe(0);
      expect(await catalogIds()).not.toContain(product.id);
      const before = await fleetSnapshot(t, demoId);
      expect((await admin.get(`/api/products/${product.id}`)).statusCode).toBe(404);
      expect((await sendForm(t, admin, `/api/products/${product.id}`, { name: "Back" })).statusCode).toBe(404);
      expect((await remove(product.id)).statusCode).toBe(404);
      expect(await fleetSnapshot(t, demoId)).toEqual(before);

      const again = await createProduct({ sku: "archive-me" });
      expect(again.sku).toBe("archive-me");
    });

    it("empties every tray that held it, the seeded kiosks' too, and leaves the rest of the catalog", async () => {
      const mango = (await admin.get("/api/products?search=FY-MANG")).json().data[0] as Product;
      const holding = async () => {
        const kiosks = (await admin.get("/api/kiosks?per_page=100")).json().data as {
          trays: { product_id: string }[];
        }[];
        return kiosks.flatMap((k) => k.trays).filter((tray) => tray.product_id === mango.id).length;
      };
      const kiosk = await addKiosk(t, { admin, fill: [{ position: 3, productId: mango.id }] });
      expect(await holding()).toBe(5); // the four seeded kiosks and this one
      expect(resultsOf(await kiosk.device.sales([makeSale([{ productId: mango.id }])]))[0]?.status).toBe("accepted");
      const total = (await admin.get("/api/products")).json().meta.total as number;
      expect((await remove(mango.id)).json().data.outcome).toBe("archived");
      expect(await holding()).toBe(0);
      expect((await admin.get("/api/products")).json().meta.total).toBe(total - 1);
    });
  });

  it("answers 404 to an unknown or malformed id, and 422 to a body with fields; nothing changes", async () => {
    const product = await createProduct();
    const before = await fleetSnapshot(t, demoId);
    expect((await remove("0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f")).statusCode).toBe(404);
    expect((await remove("nope")).statusCode).toBe(404);
    const withBody = await admin.request("DELETE", `/api/products/${product.id}`, { force: true });
    expect(withBody.statusCode).toBe(422);
    expect(await fleetSnapshot(t, demoId)).toEqual(before);
  });
});

import { type Product, pageMetaSchema, productSchema } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { insertProducts, productIds } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

/** The demo seed's eight products (server/src/demo/fleet.ts). */
const SEEDED = 8;

/**
 * Ten more, written straight to the table: names that sort differently by case, LIKE's special characters, a tie on
 * price and on creation time, inactive ones, one without a category; and two archived ones (one reusing a live SKU)
 * that no list may show.
 */
const FIXTURES = [
  { name: "apple Pie", sku: "LP-APPL", category: "Pies", priceCents: 300, createdAt: new Date("2024-01-01T00:00:00Z") },
  {
    name: "Banana Split",
    sku: "lp-bana",
    category: "Pies",
    priceCents: 300,
    createdAt: new Date("2024-01-01T00:00:00Z"),
  },
  { name: "cherry Tart", sku: "LP-CHRY", category: "Pies", priceCents: 325, active: false },
  { name: "100% Fruit", sku: "PCT-100", category: "Fruit bars", priceCents: 200 },
  { name: "100x Fruit", sku: "PCT-10X", category: "Fruit bars", priceCents: 200, active: false },
  { name: "snake_bite", sku: "SNK_1", category: "Candy", priceCents: 120 },
  { name: "snakeXbite", sku: "SNKX1", category: "Candy", priceCents: 120 },
  { name: "Plain Cup", sku: "CUP-PLAIN", category: "", priceCents: 50, createdAt: new Date("2023-06-01T12:00:00Z") },
  { name: "Waffle Cone", sku: "CONE-WAF", category: "Cones", priceCents: 75, active: false },
  { name: "ZEST Lemon", sku: "FY-LEMN", category: "Sorbet", priceCents: 495 },
];
const ARCHIVED = [
  { name: "Retired Flavour", sku: "FY-RETD", category: "Retired", priceCents: 500, archivedAt: new Date() },
  { name: "Original Tart 2019", sku: "fy-orig", category: "Frozen yogurt", priceCents: 400, archivedAt: new Date() },
];
const TOTAL = SEEDED + FIXTURES.length;

describeOnOneDatabase("GET /api/products, /categories, /:id", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let archivedIds: string[];

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    const demoId = await companyIdOf(t, "demo");
    await insertProducts(t, demoId, FIXTURES);
    archivedIds = await insertProducts(t, demoId, ARCHIVED);
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(() => t.close());

  async function list(query: string) {
    const response = await admin.get(`/api/products${query}`);
    expect(response.statusCode, response.payload).toBe(200);
    return response.json() as { data: Product[]; meta: unknown };
  }
  const names = async (query: string) => (await list(query)).data.map((product) => product.name);

  it("answers {data, meta}, each product in the contract's shape, archived products never", async () => {
    const body = await list("?per_page=100");
    expect(Object.keys(body)).toEqual(["data", "meta"]);
    expect(pageMetaSchema.strict().parse(body.meta)).toEqual({
      current_page: 1,
      last_page: 1,
      total: TOTAL,
      per_page: 100,
    });
    for (const product of body.data) expect(productSchema.strict().parse(product)).toEqual(product);
    const listed = body.data.map((product) => product.id);
    for (const id of archivedIds) expect(listed).not.toContain(id);
    expect(body.data.find((product) => product.sku === "FY-ORIG")).toMatchObject({
      name: "Original Tart",
      category: "Frozen yogurt",
      price_cents: 450,
      active: true,
      image: null,
    });
  });

  it("pages through the whole set without repeats, 10 a page by default", async () => {
    const first = await list("");
    expect(first.data).toHaveLength(10);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: TOTAL, per_page: 10 });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?per_page=5&page=${page}`)));
    expect(pages.map((page) => page.data.length)).toEqual([5, 5, 5, 3]);
    expect(pages[3]?.meta).toEqual({ current_page: 4, last_page: 4, total: TOTAL, per_page: 5 });
    expect(new Set(pages.flatMap((page) => page.data.map((product) => product.id))).size).toBe(TOTAL);
    expect(await list("?per_page=5&page=9")).toEqual({
      data: [],
      meta: { current_page: 9, last_page: 4, total: TOTAL, per_page: 5 },
    });
  });

  describe("search", () => {
    it("matches the name or the SKU, ignoring case", async () => {
      expect(await names("?search=APPLE")).toEqual(["apple Pie"]);
      expect(await names("?search=lp-")).toEqual(["apple Pie", "Banana Split", "cherry Tart"]);
      expect(await names("?search=fy-")).toEqual([
        "Chocolate Fudge",
        "Mango Sorbet",
        "Matcha Green Tea",
        "Original Tart",
        "Strawberry Swirl",
        "Vanilla Bean",
        "ZEST Lemon",
      ]);
      expect(await names("?search=%20%20tart%20")).toEqual(["cherry Tart", "Original Tart"]);
    });

    it("takes % and _ literally", async () => {
      expect(await names(`?search=${encodeURIComponent("100%")}`)).toEqual(["100% Fruit"]);
      expect(await names(`?search=${encodeURIComponent("%")}`)).toEqual(["100% Fruit"]);
      expect(await names("?search=e_b")).toEqual(["snake_bite"]);
      expect(await names("?search=k_1")).toEqual(["snake_bite"]);
      expect(await names(`?search=${encodeURIComponent("\\")}`)).toEqual([]);
    });

    it("never finds an archived product, by name or by SKU", async () => {
      expect(await names("?search=retired")).toEqual([]);
      expect(await names("?search=FY-RETD")).toEqual([]);
      expect(await names("?search=2019")).toEqual([]);
      expect(await names("?search=fy-orig")).toEqual(["Original Tart"]);
    });
  });

  describe("filters", () => {
    it("filters by category exactly, combined with search and the active flag", async () => {
      expect(await names("?category=Pies")).toEqual(["apple Pie", "Banana Split", "cherry Tart"]);
      expect(await names("?category=Pies&active=true")).toEqual(["apple Pie", "Banana Split"]);
      expect(await names("?category=Pies&search=ban")).toEqual(["Banana Split"]);
      expect(await names("?category=Sorbet")).toEqual(["Mango Sorbet", "ZEST Lemon"]);
      expect(await names("?category=Retired")).toEqual([]);
      expect(await names("?category=Nothing")).toEqual([]);
    });

    it("filters by active as true/false or 1/0", async () => {
      const inactive = ["100x Fruit", "cherry Tart", "Waffle Cone"];
      expect(await names("?active=false")).toEqual(inactive);
      expect(await names("?active=0")).toEqual(inactive);
      const active = await list("?active=true&per_page=100");
      expect(active.meta).toMatchObject({ total: TOTAL - inactive.length });
      expect(active.data.every((product) => product.active)).toBe(true);
      expect((await list("?active=1&per_page=100")).data).toEqual(active.data);
    });
  });

  describe("sorting", () => {
    type Key = string | number;
    const keyOf: Record<string, (product: Product) => Key> = {
      name: (product) => product.name.toLowerCase(),
      sku: (product) => product.sku.toLowerCase(),
      category: (product) => product.category.toLowerCase(),
      price_cents: (product) => product.price_cents,
      created_at: (product) => product.created_at,
    };
    /** The order the list promises: by the key, ties by id, both in the chosen direction. */
    const expected = (products: Product[], key: (product: Product) => Key) =>
      [...products]
        .sort((a, b) => {
          const [ka, kb] = [key(a), key(b)];
          if (ka !== kb) return ka < kb ? -1 : 1;
          return a.id < b.id ? -1 : 1;
        })
        .map((product) => product.id);

    it.each(Object.keys(keyOf))("sorts by %s both ways, ties broken by id", async (sort) => {
      const ascending = (await list(`?per_page=100&sort=${sort}`)).data;
      const descending = (await list(`?per_page=100&sort=${sort}&order=desc`)).data;
      expect(ascending).toHaveLength(TOTAL);
      const key = keyOf[sort] as (product: Product) => Key;
      expect(ascending.map((product) => product.id)).toEqual(expected(ascending, key));
      expect(descending.map((product) => product.id)).toEqual(expected(ascending, key).reverse());
      // Pages cut the same order: page 2 of 5 continues page 1.
      const paged = [
        ...(await list(`?per_page=5&sort=${sort}&order=desc`)).data,
        ...(await list(`?per_page=5&page=2&sort=${sort}&order=desc`)).data,
      ];
      expect(paged.map((product) => product.id)).toEqual(descending.slice(0, 10).map((product) => product.id));
    });

    it("sorts by name by default, ignoring case", async () => {
      const byName = await names("?per_page=100");
      expect(byName.slice(0, 4)).toEqual(["100% Fruit", "100x Fruit", "apple Pie", "Banana Split"]);
      expect(byName.at(-1)).toBe("ZEST Lemon");
    });

    it("has ties that the id breaks: equal prices and creation times", async () => {
      const byPrice = (await list("?per_page=100&sort=price_cents")).data;
      const pies = byPrice.filter((product) => product.price_cents === 300);
      expect(pies.map((product) => product.name).sort()).toEqual(["Banana Split", "apple Pie"]);
      expect(pies[0]?.created_at).toBe(pies[1]?.created_at);
      expect((await names("?per_page=1&sort=created_at"))[0]).toBe("Plain Cup");
    });
  });

  it.each([
    ["page=0", "page"],
    ["per_page=101", "per_page"],
    ["sort=description", "sort"],
    ["sort=archived_at", "sort"],
    ["order=sideways", "order"],
    ["active=yes", "active"],
    [`category=${"c".repeat(61)}`, "category"],
    [`search=${"x".repeat(201)}`, "search"],
  ])("answers 422 naming the parameter for ?%s", async (query, field) => {
    const response = await admin.get(`/api/products?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it("lists the categories in use, sorted, without empty or archived-only ones", async () => {
    const response = await admin.get("/api/products/categories");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: ["Candy", "Cones", "Frozen yogurt", "Fruit bars", "Pies", "Sorbet", "Toppings"],
    });
  });

  it("reads one product; an archived, unknown or malformed id answers 404", async () => {
    const ids = await productIds(t, await companyIdOf(t, "demo"));
    const id = ids.get("FY-STRW") as string;
    const one = await admin.get(`/api/products/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id, name: "Strawberry Swirl", sku: "FY-STRW", price_cents: 495 });
    const listed = (await list("?search=FY-STRW")).data[0];
    expect(one.json().data).toEqual(listed);
    for (const missing of [...archivedIds, "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f", "not-an-id"]) {
      const response = await admin.get(`/api/products/${missing}`);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json()).toEqual({ message: "Not found." });
    }
  });
});

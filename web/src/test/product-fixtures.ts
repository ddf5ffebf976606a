import type { Product } from "@froyo/contracts";

let sequence = 0;

/** A product as GET /api/products returns it. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    id: `0190a8a4-8a2b-7cc0-9d7e-${String(9000 + sequence).padStart(12, "0")}`,
    name: `Product ${sequence}`,
    sku: `SKU-${sequence}`,
    category: "Cups",
    description: "",
    price_cents: 450,
    cost_cents: null,
    active: true,
    image: null,
    created_at: "2025-01-01T09:00:00.000Z",
    updated_at: "2025-01-01T09:00:00.000Z",
    ...overrides,
  };
}

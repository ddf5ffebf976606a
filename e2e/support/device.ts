import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { callApi, expectStatus } from "./api.js";

/**
 * A test client standing in for a kiosk: it calls the kiosks' API (/device/v1) the way the machine does, with its
 * API key as a bearer token and nothing else (no cookie, no CSRF header). The device API ignores the Host, so it
 * goes straight to the loopback address the server listens on.
 */
function deviceUrl(path: string): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error("E2E_PORT is not set: run the tests with `npm test -w e2e` (the global setup sets it).");
  return `http://127.0.0.1:${port}/device/v1${path}`;
}

export interface DeviceAnswer {
  status: number;
  body: unknown;
}

export async function callDevice(
  apiKey: string,
  method: "GET" | "POST",
  path: string,
  json?: Record<string, unknown>,
): Promise<DeviceAnswer> {
  const response = await fetch(deviceUrl(path), {
    method,
    headers: {
      Accept: "application/json",
      Authorization: `Bearer ${apiKey}`,
      ...(json ? { "Content-Type": "application/json" } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** POST /device/v1/heartbeat: "I am here", with the trays' levels the kiosk reports (if any). */
export function sendHeartbeat(
  apiKey: string,
  trays: { position: number; level: number }[] = [],
  sentAt = new Date(),
): Promise<DeviceAnswer> {
  return callDevice(apiKey, "POST", "/heartbeat", { sent_at: sentAt.toISOString(), status: "ok", trays });
}

/**
 * POST /device/v1/sales with one card sale of `quantity` × the product, its arithmetic right (subtotal = quantity ×
 * unit price, nothing off). Answers the outcome the server gave that sale ("accepted", "duplicate", "rejected").
 */
export async function sendSale(
  apiKey: string,
  item: { productId: string; quantity: number; unitPriceCents: number },
  occurredAt = new Date(),
): Promise<string> {
  const subtotal = item.quantity * item.unitPriceCents;
  const answer = await callDevice(apiKey, "POST", "/sales", {
    sales: [
      {
        id: `e2e-${randomUUID()}`,
        occurred_at: occurredAt.toISOString(),
        items: [{ product_id: item.productId, quantity: item.quantity, unit_price_cents: item.unitPriceCents }],
        subtotal_cents: subtotal,
        discount_cents: 0,
        total_cents: subtotal,
        payment_method: "card",
      },
    ],
  });
  if (answer.status !== 200) throw new Error(`POST /device/v1/sales: ${answer.status} ${JSON.stringify(answer.body)}`);
  const results = (answer.body as { data: { results: { status: string; errors?: unknown }[] } }).data.results;
  const [result] = results;
  if (result?.status !== "accepted") throw new Error(`The sale was not accepted: ${JSON.stringify(results)}`);
  return result.status;
}

/** What GET /device/v1/catalog tells a kiosk: the company's products for sale and what each of its trays holds. */
export interface Catalog {
  products: { id: string; name: string; sku: string; price_cents: number }[];
  trays: { position: number; product_id: string | null; capacity: number; level: number }[];
}

export async function readCatalog(apiKey: string): Promise<Catalog> {
  const answer = await callDevice(apiKey, "GET", "/catalog");
  if (answer.status !== 200) throw new Error(`GET /device/v1/catalog: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: Catalog }).data;
}

/**
 * A set-up step through the back office's API, from the page (signed in as staff): a kiosk for the company's
 * client `ownerEmail`, with its key. The journeys that test adding a kiosk do it through the screens instead.
 */
export async function createKioskThroughApi(
  page: Page,
  kiosk: { name: string; serialNumber: string; ownerEmail: string; trayCount?: number },
): Promise<{ id: string; apiKey: string }> {
  const owners = await callApi(page, "GET", "/api/kiosks/owners");
  expectStatus(owners, 200, "GET /api/kiosks/owners");
  const owner = (owners.body as { data: { id: string; email: string }[] }).data.find(
    (each) => each.email === kiosk.ownerEmail,
  );
  if (!owner) throw new Error(`${kiosk.ownerEmail} is not among the kiosk owners: ${JSON.stringify(owners.body)}`);
  const created = await callApi(page, "POST", "/api/kiosks", {
    json: {
      owner_id: owner.id,
      name: kiosk.name,
      serial_number: kiosk.serialNumber,
      address: "1 Test Street",
      timezone: "UTC",
      tray_count: kiosk.trayCount ?? 2,
      tray_capacity: 50,
    },
  });
  expectStatus(created, 201, "POST /api/kiosks");
  const data = (created.body as { data: { id: string; api_key: string } }).data;
  return { id: data.id, apiKey: data.api_key };
}

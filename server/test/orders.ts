import type { Sale, SalePage } from "@froyo/contracts";
import { expect } from "vitest";
import type { Browser } from "./browser.js";
import { makeSale, type NewKiosk, redeemPromosOf, resultsOf } from "./fleet.js";

/** Test helpers for the order history (list, export): sales sent through the kiosks' API, every page of the list. */

/** A sale the test sent, with what the list must say of it. */
export interface SentSale {
  orderId: string;
  kioskId: string;
  occurredAt: string;
  localDate: string;
  productIds: string[];
  status: "paid" | "refunded" | "failed";
  paymentMethod: "card" | "cash" | "mobile" | "free";
  promoCode: string | null;
  totalCents: number;
}

export interface SaleSpec {
  orderId: string;
  occurredAt: string;
  lines: { productId: string; quantity: number; unitPriceCents: number }[];
  discountCents?: number;
  paymentMethod?: SentSale["paymentMethod"];
  promoCode?: string;
  status?: SentSale["status"];
}

/** The day of an instant in a zone, as `YYYY-MM-DD`. */
export function localDateOf(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(instant),
  );
}

/** Sends `specs` from the kiosk through the device API (in batches of 500), all accepted; answers what was sent. */
export async function sendSales(kiosk: NewKiosk, timezone: string, specs: SaleSpec[]): Promise<SentSale[]> {
  const bodies = specs.map((spec) =>
    makeSale(
      spec.lines.map((line) => ({ ...line })),
      {
        id: spec.orderId,
        occurred_at: spec.occurredAt,
        discount_cents: spec.discountCents ?? 0,
        payment_method: spec.paymentMethod ?? "card",
        status: spec.status ?? "paid",
        ...(spec.promoCode ? { promo_code: spec.promoCode } : {}),
      },
    ),
  );
  // A sale naming a code is one whose order redeemed it: the test creates each code, with the specs' discount.
  await redeemPromosOf(kiosk, bodies);
  for (let start = 0; start < bodies.length; start += 500) {
    const results = resultsOf(await kiosk.device.sales(bodies.slice(start, start + 500)));
    expect(results.filter((result) => result.status !== "accepted")).toEqual([]);
  }
  return bodies.map((body, index) => {
    const spec = specs[index] as SaleSpec;
    return {
      orderId: spec.orderId,
      kioskId: kiosk.id,
      occurredAt: spec.occurredAt,
      localDate: localDateOf(spec.occurredAt, timezone),
      productIds: spec.lines.map((line) => line.productId),
      status: spec.status ?? "paid",
      paymentMethod: spec.paymentMethod ?? "card",
      promoCode: spec.promoCode ?? null,
      totalCents: body.total_cents as number,
    };
  });
}

/** Every page of a list from the first, following `next_cursor`; checks the way back with `prev_cursor` too. */
export async function walkAll(browser: Browser, query: string, perPage: number): Promise<Sale[]> {
  const pages: SalePage[] = [];
  let url: string | null = `/api/sales?per_page=${perPage}${query ? `&${query}` : ""}`;
  while (url) {
    const response = await browser.get(url);
    expect(response.statusCode, response.payload).toBe(200);
    const page = response.json() as SalePage;
    pages.push(page);
    expect(pages.length).toBeLessThan(500);
    url = page.meta.next_cursor ? `/api/sales?per_page=${perPage}&${query}&cursor=${page.meta.next_cursor}` : null;
  }
  // Back from the last page: each previous page is the one seen before it.
  for (let index = pages.length - 1; index > 0; index -= 1) {
    const cursor = (pages[index] as SalePage).meta.prev_cursor;
    expect(cursor, `page ${index} has a previous cursor`).not.toBeNull();
    const back = await browser.get(`/api/sales?per_page=${perPage}&${query}&cursor=${cursor}`);
    expect(back.statusCode, back.payload).toBe(200);
    const previous = back.json() as SalePage;
    expect(previous.data.map((sale) => sale.id)).toEqual((pages[index - 1] as SalePage).data.map((sale) => sale.id));
  }
  expect((pages[0] as SalePage).meta.prev_cursor).toBeNull();
  return pages.flatMap((page) => page.data);
}

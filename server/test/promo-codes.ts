import { asc, count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { auditLog, promoCodeKiosks, promoCodes, promoRedemptions } from "../src/db/schema/index.js";
import type { Browser } from "./browser.js";
import type { TestApp } from "./test-app.js";
import { expectValidationShape } from "./validation.js";

/** Test helpers for the promo codes' back-office API. */

let counter = 0;
/** A code nobody in the suite has used yet. */
export const uniqueCode = (prefix = "T") => `${prefix}-${Date.now().toString(36)}-${++counter}`.toUpperCase();

/** A valid create body: 10% off, no window, no limits, every kiosk; `overrides` replace or add fields. */
export function newCode(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { code: uniqueCode(), percent_off: 10, timezone: "UTC", ...overrides };
}

/** Creates a code through the API and answers it (fails the test on any other answer than 201). */
export async function createThroughApi(browser: Browser, overrides: Record<string, unknown> = {}) {
  const response = await browser.post("/api/promocodes", newCode(overrides));
  expect(response.statusCode, response.payload).toBe(201);
  return response.json().data as { id: string; code: string; [field: string]: unknown };
}

/** Everything a promo code write could change in a company: compared before and after a refused request. */
export async function promoSnapshot(t: TestApp, companyId: string) {
  return t.db.database.withTenant(companyId, async (tx) => ({
    codes: await tx.select().from(promoCodes).where(eq(promoCodes.companyId, companyId)).orderBy(asc(promoCodes.id)),
    kiosks: await tx
      .select()
      .from(promoCodeKiosks)
      .where(eq(promoCodeKiosks.companyId, companyId))
      .orderBy(asc(promoCodeKiosks.promoCodeId), asc(promoCodeKiosks.kioskId)),
    redemptions: await tx
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.companyId, companyId))
      .orderBy(asc(promoRedemptions.id)),
    audit: (await tx.select({ n: count() }).from(auditLog).where(eq(auditLog.companyId, companyId)))[0]?.n,
  }));
}

/**
 * A refused write: the answer's status (a 422 in the one validation shape naming exactly `fields`), and nothing of
 * the company's promo codes changed. Answers the body.
 */
export async function expectRefused(
  t: TestApp,
  companyId: string,
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  fields?: string[],
) {
  const before = await promoSnapshot(t, companyId);
  const response = await send();
  expect(response.statusCode, response.payload).toBe(status);
  if (status === 422) {
    expectValidationShape(response.json());
    expect(Object.keys(response.json().errors).sort()).toEqual(fields);
  }
  expect(await promoSnapshot(t, companyId)).toEqual(before);
  return response.json();
}

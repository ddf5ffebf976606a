import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { anyId, jsonBody } from "../../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";

/**
 * `PUT /api/users/{id}/terms` with random ids and bodies: 200, 404 or 422 only, never 500; a refusal leaves the
 * client's terms as they were, and an accepted body is what the terms read back.
 */
describeOnOneDatabase("PUT /api/users/{id}/terms, fuzzed", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let clientIds: string[];

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    const demoId = await companyIdOf(t, "demo");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    clientIds = [
      await userIdOf(t, demoId, "client@demo.example.com"),
      await userIdOf(t, demoId, "pro@demo.example.com"),
      await userIdOf(t, demoId, "admin@demo.example.com"), // staff: no terms (404)
    ];
  });
  afterAll(() => t.close());

  it("answers only 200, 404 or 422, and changes the terms only when it says 200", async () => {
    const percent = fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100) },
      { weight: 2, arbitrary: fc.constantFrom(-0.01, 100.01, 6.125, 1e308, Number.MIN_VALUE, "5", null) },
      { weight: 1, arbitrary: fc.double() },
    );
    const fee = fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 1_000_000_000 }) },
      { weight: 2, arbitrary: fc.constantFrom(-1, 1.5, 1_000_000_001, 2 ** 53, "100", []) },
    );
    await fc.assert(
      fc.asyncProperty(
        anyId(fc.constantFrom(...clientIds)),
        jsonBody({ royalty_percent: percent, monthly_fee_cents: fee }),
        async (id, body) => {
          const target = clientIds.includes(id) ? id : null;
          const before = target ? (await admin.get(`/api/users/${target}/terms`)).json() : null;
          const response = await admin.request("PUT", `/api/users/${id}/terms`, body);
          expect([200, 404, 422], response.payload).toContain(response.statusCode);
          if (response.statusCode === 422) expectValidationShape(response.json());
          if (!target) return;
          const after = (await admin.get(`/api/users/${target}/terms`)).json();
          if (response.statusCode === 200) expect(after).toEqual({ data: response.json().data });
          else expect(after).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});

import { PERMISSIONS } from "@froyo/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { anyId, anyText, jsonBody, StatusTally } from "../../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { roleIdOf, snapshotCompany } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";

const RUNS = 100;

describeOnOneDatabase("PUT /api/roles/:id under random input (fast-check)", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  let targets: string[];
  const tally = new StatusTally();

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    targets = await Promise.all(["Company Admin", "Client", "Client - Pro"].map((name) => roleIdOf(t, demoId, name)));
    // Roles the demo admin can never reach: another company's, and the platform's Super Admin.
    targets.push(await roleIdOf(t, await companyIdOf(t, "acme"), "Client"));
    targets.push(await roleIdOf(t, t.platformCompanyId, "Super Admin"));
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(async () => {
    console.info(`[${kind}] roles fuzz, answers by status:`, Object.fromEntries(tally.counts));
    await t.close();
  });

  it(`${RUNS} random ids and bodies answer 200, 404 or 422, never 500; a refusal changes nothing`, async () => {
    // Mostly permissions a company role may hold, so that a fair share of lists is accepted and stored.
    const permission = fc.oneof(
      { weight: 30, arbitrary: fc.constantFrom(...PERMISSIONS.filter((p) => !p.endsWith(" companies"))) },
      { weight: 1, arbitrary: fc.constantFrom(...PERMISSIONS.filter((p) => p.endsWith(" companies"))) },
      { weight: 1, arbitrary: anyText },
    );
    const body = jsonBody({ permissions: fc.array(permission, { maxLength: PERMISSIONS.length + 3 }) });
    await fc.assert(
      fc.asyncProperty(anyId(fc.constantFrom(...targets)), body, async (id, payload) => {
        const before = await snapshotCompany(t, demoId);
        const response = await admin.request("PUT", `/api/roles/${id}`, payload);
        tally.add("put", response.statusCode);
        const context = `PUT ${id} ${payload.slice(0, 200)} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
        expect([200, 404, 422], context).toContain(response.statusCode);
        if (response.statusCode === 200) {
          const wanted = (JSON.parse(payload) as { permissions: string[] }).permissions;
          const stored = (await admin.get(`/api/roles/${id}`)).json().data;
          expect(stored.permissions, context).toEqual(response.json().data.permissions);
          expect(stored.permissions, context).toEqual(PERMISSIONS.filter((p) => wanted.includes(p)));
          return;
        }
        if (response.statusCode === 422) expectValidationShape(response.json());
        else expect(response.json(), context).toEqual({ message: "Not found." });
        expect(await snapshotCompany(t, demoId), context).toEqual(before);
      }),
      { numRuns: RUNS },
    );
    expect(tally.total("put")).toBeGreaterThanOrEqual(RUNS);
    // Whatever the fuzz did, the admins kept what manages users.
    const adminRole = (await admin.get(`/api/roles/${targets[0]}`)).json().data.permissions;
    expect(adminRole).toEqual(expect.arrayContaining(["view users", "edit users"]));
  });
});

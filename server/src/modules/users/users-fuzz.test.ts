import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, createUser, DEMO_PASSWORD, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { anyId, anyText, jsonBody, StatusTally } from "../../../test/fuzz-arbitraries.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { roleIdOf, snapshotCompany, userIdOf } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";

type Method = "POST" | "PATCH" | "DELETE";

/** Names of any script (emoji, combining marks, right-to-left), or anything at all. */
const personName = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }) },
  { weight: 1, arbitrary: anyText },
);

const RUNS = { invite: 100, update: 100, delete: 60, resend: 60 } as const;

describeOnOneDatabase("users writes under random input (fast-check)", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  let adminId: string;
  let roleIds: string[];
  const tally = new StatusTally();
  let counter = 0;
  const freshEmail = () => `fuzz${++counter}@demo.example.com`;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    roleIds = await Promise.all(["Company Admin", "Client", "Client - Pro"].map((name) => roleIdOf(t, demoId, name)));
    roleIds.push(await roleIdOf(t, await companyIdOf(t, "acme"), "Client")); // another company's: never valid here
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(async () => {
    console.info(`[${kind}] users fuzz, answers by call and status:`, Object.fromEntries(tally.counts));
    await t.close();
  });

  const newUser = async (status: "active" | "invited") =>
    (
      await createUser(t, demoId, {
        email: freshEmail(),
        status,
        password: status === "active" ? DEMO_PASSWORD : undefined,
      })
    ).id;

  /**
   * Sends the call and checks what every answer must be: one of `allowed` (never a 500), a 422 in the one
   * validation shape, a 404 as a missing id; and a refused call changes nothing and mails nobody.
   */
  async function expectAnswered(
    label: string,
    method: Method,
    url: string,
    payload: string | undefined,
    allowed: number[],
  ): Promise<{ response: LightMyRequestResponse; before: Awaited<ReturnType<typeof snapshotCompany>> }> {
    const before = await snapshotCompany(t, demoId);
    const mails = t.smtp.messages.length;
    const response = await admin.request(method, url, payload);
    tally.add(label, response.statusCode);
    const context = `${method} ${url} ${payload?.slice(0, 200)} → ${response.statusCode} ${response.payload.slice(0, 300)}`;
    expect(allowed, context).toContain(response.statusCode);
    if (response.statusCode === 422) expectValidationShape(response.json());
    if (response.statusCode === 404) expect(response.json(), context).toEqual({ message: "Not found." });
    if (response.statusCode >= 400) {
      expect(await snapshotCompany(t, demoId), context).toEqual(before);
      expect(t.smtp.messages.length, context).toBe(mails);
    }
    return { response, before };
  }

  it(`POST /api/users (invite): ${RUNS.invite} random bodies answer 201 or 422, never 500`, async () => {
    const body = jsonBody({
      name: personName,
      email: fc.oneof({ weight: 4, arbitrary: fc.constant("fresh") }, { weight: 1, arbitrary: fc.emailAddress() }),
      role_id: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...roleIds) }, { weight: 1, arbitrary: fc.uuid() }),
    });
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const body = payload.replace('"email":"fresh"', `"email":"${freshEmail()}"`);
        const { response, before } = await expectAnswered("invite", "POST", "/api/users", body, [201, 422]);
        if (response.statusCode === 201) {
          const after = await snapshotCompany(t, demoId);
          expect(after.users).toHaveLength(before.users.length + 1);
          expect(after.users.find((user) => user.id === response.json().data.id)).toMatchObject({ status: "invited" });
        }
      }),
      { numRuns: RUNS.invite },
    );
    expect(tally.total("invite")).toBeGreaterThanOrEqual(RUNS.invite);
  });

  it("refuses NUL and line breaks in a name with 422 on invite and update (NUL cannot be stored: was a 500)", async () => {
    const before = await snapshotCompany(t, demoId);
    const target = roleIds[1] as string;
    for (const name of ["Nul\u0000Name", "Two\nLines", "Tab\there"]) {
      const invite = await admin.post("/api/users", { name, email: freshEmail(), role_id: target });
      const update = await admin.request("PATCH", `/api/users/${adminId}`, { name });
      for (const response of [invite, update]) {
        expect(response.statusCode, response.payload).toBe(422);
        expect(response.json().errors).toEqual({ name: ["The name must be a single line of text."] });
      }
    }
    expect(await snapshotCompany(t, demoId)).toEqual(before);
  });

  it(`PATCH /api/users/:id: ${RUNS.update} random ids and bodies answer 200, 404 or 422, never 500`, async () => {
    const targets = [await newUser("active"), await newUser("invited"), adminId];
    const body = jsonBody({
      name: personName,
      role_id: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...roleIds) }, { weight: 1, arbitrary: fc.uuid() }),
      status: fc.constantFrom("active", "disabled", "invited"),
    });
    await fc.assert(
      fc.asyncProperty(anyId(fc.constantFrom(...targets)), body, async (id, payload) => {
        const { response } = await expectAnswered("update", "PATCH", `/api/users/${id}`, payload, [200, 404, 422]);
        if (response.statusCode === 200) {
          const stored = await admin.get(`/api/users/${id}`);
          expect(stored.json().data).toEqual(response.json().data);
        }
      }),
      { numRuns: RUNS.update },
    );
  });

  it(`DELETE /api/users/:id: ${RUNS.delete} random ids and bodies answer 204, 404 or 422, never 500`, async () => {
    const target = fc.oneof(fc.constant("fresh"), anyId(fc.constantFrom(adminId)));
    const body = fc.option(jsonBody({ id: fc.uuid() }), { nil: undefined, freq: 2 });
    await fc.assert(
      fc.asyncProperty(target, body, async (which, payload) => {
        const id = which === "fresh" ? await newUser("active") : which;
        const { response, before } = await expectAnswered(
          "delete",
          "DELETE",
          `/api/users/${id}`,
          payload,
          [204, 404, 422],
        );
        if (response.statusCode === 204) {
          const after = await snapshotCompany(t, demoId);
          expect(after.users.map((user) => user.id)).toEqual(before.users.map((u) => u.id).filter((u) => u !== id));
        }
      }),
      { numRuns: RUNS.delete },
    );
    expect((await admin.get(`/api/users/${adminId}`)).statusCode).toBe(200);
  });

  it(`POST /api/users/:id/resend-invitation: ${RUNS.resend} random ids and bodies, never 500`, async () => {
    const invited = await newUser("invited");
    const active = await newUser("active");
    const body = fc.option(jsonBody({ email: anyText }), { nil: undefined, freq: 2 });
    await fc.assert(
      fc.asyncProperty(anyId(fc.constantFrom(invited, active)), body, async (id, payload) => {
        const url = `/api/users/${id}/resend-invitation`;
        const mails = t.smtp.messages.length;
        const { response } = await expectAnswered("resend", "POST", url, payload, [200, 404, 422]);
        if (response.statusCode === 200) {
          expect(id).toBe(invited);
          expect(t.smtp.messages.length).toBe(mails + 1);
        }
      }),
      { numRuns: RUNS.resend },
    );
  });
});

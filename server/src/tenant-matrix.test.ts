import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../test/auth-helpers.js";
import type { Browser } from "../test/browser.js";
import { companiesSnapshot } from "../test/companies.js";
import { describeEachDatabase } from "../test/databases.js";
import { matrixFixtures } from "../test/matrix-fixtures.js";
import type { MatrixFixtures } from "../test/permission-matrix.js";
import { buildTestApp, type TestApp } from "../test/test-app.js";
import { type FormFields, file, image, sendForm, uploadedFiles } from "../test/uploads.js";
import { snapshotCompany, userIdOf } from "../test/users.js";
import { expectValidationShape } from "../test/validation.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Attempt {
  name: string;
  method: Method;
  /** The URL with the id in it: demo's record, or the random id to compare with. */
  url(id: string): string;
  body?: Record<string, unknown>;
  form?: FormFields;
}

/**
 * Company B (acme) reaching for company A's (demo) records by id. Every attempt must answer exactly what the same
 * call answers for an id that exists nowhere (no hint that the record exists), and change nothing anywhere.
 */
describeEachDatabase("tenant matrix: acme's staff try demo's records", (kind) => {
  let t: TestApp;
  let f: MatrixFixtures;
  let acmeId: string;
  let acmeAdmin: Browser;
  let superOnAcme: Browser;
  let demoAdmin: Browser;
  let superOnPlatform: Browser;
  const demo = { userId: "", invitedId: "", adminId: "", roleId: "", clientRoleId: "" };
  let acmeClientId: string;
  let demoLogo: Buffer;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    f = await matrixFixtures(t);
    acmeId = await companyIdOf(t, "acme");
    demo.userId = f.carlId;
    demo.invitedId = (await f.newDemoUser("invited")).id;
    demo.adminId = await userIdOf(t, f.demoId, "admin@demo.example.com");
    demo.roleId = f.roleId("Client - Pro");
    demo.clientRoleId = f.roleId("Client");
    acmeClientId = await userIdOf(t, acmeId, "client@acme.example.com");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    superOnAcme = await signedIn(t, "acme.localhost", "super@example.com");
    demoAdmin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    superOnPlatform = await signedIn(t, "localhost", "super@example.com");
    demoLogo = await image("png", 40, 40);
  });
  afterAll(() => t.close());

  /** Everything a refused call could have touched: both companies' users, roles and audit, companies, uploads. */
  async function everything() {
    return {
      demo: await snapshotCompany(t, f.demoId),
      acme: await snapshotCompany(t, acmeId),
      companies: await companiesSnapshot(t),
      uploads: await uploadedFiles(t),
    };
  }

  function send(browser: Browser, attempt: Attempt, id: string): Promise<LightMyRequestResponse> {
    const url = attempt.url(id);
    if (attempt.form) return sendForm(t, browser, url, attempt.form);
    return browser.request(attempt.method, url, attempt.body);
  }

  const byId: Attempt[] = [
    { name: "read a user", method: "GET", url: (id) => `/api/users/${id}` },
    { name: "read a user's company", method: "GET", url: (id) => `/api/users/${id}/company` },
    { name: "rename a user", method: "PATCH", url: (id) => `/api/users/${id}`, body: { name: "Taken Over" } },
    { name: "disable a user", method: "PATCH", url: (id) => `/api/users/${id}`, body: { status: "disabled" } },
    { name: "delete a user", method: "DELETE", url: (id) => `/api/users/${id}` },
    { name: "read a role", method: "GET", url: (id) => `/api/roles/${id}` },
    {
      name: "edit a role's permissions",
      method: "PUT",
      url: (id) => `/api/roles/${id}`,
      body: { permissions: ["view dashboard", "view users", "edit users", "delete users"] },
    },
  ];

  /** The demo record each attempt of `byId` aims at. */
  const targetOf = (attempt: Attempt) => (attempt.url("x").startsWith("/api/roles") ? demo.roleId : demo.userId);

  for (const [label, actor] of [
    ["acme's Company Admin", () => acmeAdmin],
    ["Super Admin on acme's subdomain", () => superOnAcme],
  ] as const) {
    describe(label, () => {
      it("gets the 404 of a missing id for every id-bearing call on demo's records, and nothing changes", async () => {
        const before = await everything();
        const attempts = [
          ...byId.map((attempt) => ({ attempt, id: targetOf(attempt) })),
          // The demo admin: the most valuable target, and the one the last-admin rule protects.
          ...byId.filter((a) => a.url("x").startsWith("/api/users")).map((attempt) => ({ attempt, id: demo.adminId })),
          {
            attempt: {
              name: "resend an invitation",
              method: "POST",
              url: (id) => `/api/users/${id}/resend-invitation`,
            },
            id: demo.invitedId,
          } satisfies { attempt: Attempt; id: string },
        ];
        for (const { attempt, id } of attempts) {
          const onDemo = await send(actor(), attempt, id);
          const onNothing = await send(actor(), attempt, RANDOM_ID);
          expect(onDemo.statusCode, `${attempt.name}: ${onDemo.payload}`).toBe(404);
          expect({ status: onDemo.statusCode, body: onDemo.json() }, attempt.name).toEqual({
            status: onNothing.statusCode,
            body: onNothing.json(),
          });
        }
        expect(attempts.length).toBe(13);
        expect(await everything()).toEqual(before);
      });

      it("cannot use demo's roles in its own writes: the same 422 as an unknown role", async () => {
        const before = await everything();
        const invite = (roleId: string) => ({ name: "Mallory", email: "mallory@acme.example.com", role_id: roleId });
        const cases: [string, (roleId: string) => Promise<LightMyRequestResponse>][] = [
          ["invite with demo's role", (roleId) => actor().post("/api/users", invite(roleId))],
          [
            "give an acme user demo's role",
            (roleId) => actor().request("PATCH", `/api/users/${acmeClientId}`, { role_id: roleId }),
          ],
        ];
        for (const [name, call] of cases) {
          const withDemoRole = await call(demo.clientRoleId);
          const withNoRole = await call(RANDOM_ID);
          expect(withDemoRole.statusCode, `${name}: ${withDemoRole.payload}`).toBe(422);
          expect(withDemoRole.json(), name).toEqual(withNoRole.json());
          expect(Object.keys(withDemoRole.json().errors), name).toEqual(["role_id"]);
        }
        expect(await everything()).toEqual(before);
      });

      it("finds nothing of demo's through list filters, choices, exports and the audit trail", async () => {
        const json = async (url: string) => {
          const response = await actor().get(url);
          expect(response.statusCode, url).toBe(200);
          return response;
        };
        expect((await json(`/api/users?role_id=${demo.roleId}`)).json()).toMatchObject({
          data: [],
          meta: { total: 0 },
        });
        expect((await json("/api/users?search=demo.example.com")).json().data).toEqual([]);
        const short = (await json("/api/users/short")).json().data.map((u: { id: string }) => u.id);
        expect(short).not.toContain(demo.userId);
        expect(short).toContain(acmeClientId);
        const roles = (await json("/api/roles")).json().data.map((r: { id: string }) => r.id);
        expect(roles).toHaveLength(4);
        expect(roles).not.toContain(demo.roleId);
        const users = (await json("/api/users/export.csv?per_page=100")).payload;
        expect(users).toContain("client@acme.example.com");
        expect(users).not.toContain("@demo.example.com");

        // The demo admin signed in (an audit entry in demo); acme's trail never shows it.
        const audit = (await json("/api/audit?actor=admin@demo.example.com")).json();
        expect(audit).toMatchObject({ data: [], meta: { total: 0 } });
        const all = (await json("/api/audit?per_page=100")).json().data as { actor: { email: string | null } }[];
        expect(all.length).toBeGreaterThan(0);
        expect(all.filter((entry) => entry.actor.email?.endsWith("@demo.example.com"))).toEqual([]);
        const csv = (await json("/api/audit/export.csv?actor=demo.example.com")).payload.trimEnd().split("\r\n");
        expect(csv).toHaveLength(1); // the header row only
      });
    });
  }

  it("acme's Company Admin gets the same 403 for demo's company as for any company id, uploads included", async () => {
    const before = await everything();
    const attempts: Attempt[] = [
      { name: "read the company", method: "GET", url: (id) => `/api/companies/${id}` },
      {
        name: "rebrand the company",
        method: "POST",
        url: (id) => `/api/companies/${id}`,
        form: { name: "Hijacked", primary_logo: file(demoLogo, "logo.png", "image/png") },
      },
      { name: "delete the company", method: "DELETE", url: (id) => `/api/companies/${id}` },
    ];
    for (const attempt of attempts) {
      const onDemo = await send(acmeAdmin, attempt, f.demoId);
      const onNothing = await send(acmeAdmin, attempt, RANDOM_ID);
      expect(onDemo.statusCode, attempt.name).toBe(403);
      expect(onDemo.json(), attempt.name).toEqual(onNothing.json());
    }
    expect(await everything()).toEqual(before);
  });

  describe("no mass assignment: fields a write does not take are refused with 422, and nothing changes", () => {
    const smuggled = (extra: Record<string, unknown>) => Object.entries(extra).map(([k, v]) => ({ [k]: v }));

    async function expectRefused(name: string, call: () => Promise<LightMyRequestResponse>, field: string) {
      const before = await everything();
      const response = await call();
      expect(response.statusCode, `${name}: ${response.payload}`).toBe(422);
      expectValidationShape(response.json());
      expect(Object.keys(response.json().errors), name).toContain(field);
      expect(await everything(), name).toEqual(before);
    }

    const foreign = () => ({
      company_id: acmeId,
      role: "Company Admin",
      id: RANDOM_ID,
      is_platform: true,
      permissions: ["view companies"],
      password_hash: "x",
      created_at: "2020-01-01T00:00:00Z",
    });

    it("POST /api/users", async () => {
      const valid = { name: "Eve", email: "eve@demo.example.com", role_id: demo.clientRoleId };
      for (const extra of [...smuggled(foreign()), { status: "active" }, { password: "Mango-Swirl-2048!" }]) {
        const [field] = Object.keys(extra) as [string];
        await expectRefused(`invite + ${field}`, () => demoAdmin.post("/api/users", { ...valid, ...extra }), field);
      }
    });

    it("PATCH /api/users/:id", async () => {
      for (const extra of [...smuggled(foreign()), { email: "carl@acme.example.com" }, { type: "staff" }]) {
        const [field] = Object.keys(extra) as [string];
        const call = () => demoAdmin.request("PATCH", `/api/users/${demo.userId}`, { name: "Carl", ...extra });
        await expectRefused(`update + ${field}`, call, field);
      }
    });

    it("DELETE /api/users/:id and POST /api/users/:id/resend-invitation take no body", async () => {
      for (const extra of smuggled({ ...foreign(), role_id: demo.clientRoleId })) {
        const [field] = Object.keys(extra) as [string];
        await expectRefused(
          `delete + ${field}`,
          () => demoAdmin.request("DELETE", `/api/users/${demo.userId}`, extra),
          field,
        );
        await expectRefused(
          `resend + ${field}`,
          () => demoAdmin.post(`/api/users/${demo.invitedId}/resend-invitation`, extra),
          field,
        );
      }
    });

    it("PUT /api/roles/:id", async () => {
      const permissions = await f.rolePermissions("Client");
      for (const extra of [
        ...smuggled({ company_id: acmeId, id: RANDOM_ID, role_id: demo.roleId }),
        { name: "Owner" },
        { user_type: "staff" },
        { immutable: true },
      ]) {
        const [field] = Object.keys(extra) as [string];
        const call = () => demoAdmin.request("PUT", `/api/roles/${demo.clientRoleId}`, { permissions, ...extra });
        await expectRefused(`role + ${field}`, call, field);
      }
    });

    it("POST /api/companies and POST /api/companies/:id (multipart)", async () => {
      const target = await f.newCompany();
      for (const [field, value] of [
        ["company_id", acmeId],
        ["id", RANDOM_ID],
        ["is_platform", "true"],
        ["role_id", demo.roleId],
        ["created_at", "2020-01-01T00:00:00Z"],
        ["manual_password_hash", "x"],
      ] as const) {
        const create = { name: "Smuggler", subdomain: f.uniqueSubdomain(), [field]: value };
        await expectRefused(`create + ${field}`, () => sendForm(t, superOnPlatform, "/api/companies", create), field);
        const edit = { name: "Smuggler", [field]: value };
        await expectRefused(
          `edit + ${field}`,
          () => sendForm(t, superOnPlatform, `/api/companies/${target}`, edit),
          field,
        );
      }
    });

    it("DELETE /api/companies/:id takes no body", async () => {
      const target = await f.newCompany();
      for (const extra of smuggled({ company_id: acmeId, id: RANDOM_ID })) {
        const [field] = Object.keys(extra) as [string];
        await expectRefused(
          `delete company + ${field}`,
          () => superOnPlatform.request("DELETE", `/api/companies/${target}`, extra),
          field,
        );
      }
      expect((await superOnPlatform.request("DELETE", `/api/companies/${target}`)).statusCode).toBe(204);
    });
  });
});

import { PERMISSIONS, roleSchema, SEEDED_COMPANY_ROLES } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, createUser, DEMO_PASSWORD, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { roleIdOf, snapshotCompany } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";

const seeded = (name: string) => [...(SEEDED_COMPANY_ROLES.find((role) => role.name === name)?.permissions ?? [])];
/** The order the server stores an edited list in, and writes both sides of an audit entry in. */
const canonical = (permissions: readonly string[]) => PERMISSIONS.filter((p) => permissions.includes(p));

describeOnOneDatabase("GET /api/roles, GET and PUT /api/roles/:id", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let superOnDemo: Browser;
  let superOnPlatform: Browser;
  const role = {} as Record<
    "Company Admin" | "Field Technician" | "Client" | "Client - Pro" | "Super Admin" | "acme Client",
    string
  >;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    for (const name of ["Company Admin", "Field Technician", "Client", "Client - Pro"] as const)
      role[name] = await roleIdOf(t, demoId, name);
    role["Super Admin"] = await roleIdOf(t, t.platformCompanyId, "Super Admin");
    role["acme Client"] = await roleIdOf(t, await companyIdOf(t, "acme"), "Client");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    superOnDemo = await signedIn(t, "demo.localhost", "super@example.com");
    superOnPlatform = await signedIn(t, "localhost", "super@example.com");
  });
  afterAll(() => t.close());

  const put = (browser: Browser, id: string, body: unknown) =>
    browser.request("PUT", `/api/roles/${id}`, body as Record<string, unknown>);
  const permissionsOf = async (id: string) => (await admin.get(`/api/roles/${id}`)).json().data.permissions;

  describe("reading", () => {
    it("lists the company's roles, staff first then by name, each in the contract's shape", async () => {
      const response = await admin.get("/api/roles");
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      for (const entry of data) expect(roleSchema.strict().parse(entry)).toEqual(entry);
      expect(data.map((r: { name: string }) => r.name)).toEqual([
        "Company Admin",
        "Field Technician",
        "Client",
        "Client - Pro",
      ]);
      expect(data[0]).toMatchObject({ user_type: "staff", immutable: false, users_count: 1 });
      expect(data[0].permissions).toEqual(PERMISSIONS.filter((p) => !p.endsWith(" companies")));
      expect(data[1]).toMatchObject({ user_type: "staff", permissions: seeded("Field Technician") });
      expect(data[3]).toMatchObject({ user_type: "client", permissions: seeded("Client - Pro"), users_count: 1 });
    });

    it("platform staff see the roles of the host's company; on the bare domain the immutable Super Admin", async () => {
      const onDemo = (await superOnDemo.get("/api/roles")).json().data.map((r: { id: string }) => r.id);
      expect(onDemo).toEqual([role["Company Admin"], role["Field Technician"], role.Client, role["Client - Pro"]]);
      const platform = (await superOnPlatform.get("/api/roles")).json().data;
      expect(platform).toEqual([
        expect.objectContaining({ id: role["Super Admin"], name: "Super Admin", immutable: true, users_count: 1 }),
      ]);
      expect(platform[0].permissions).toEqual([...PERMISSIONS]);
    });

    it("answers one role by id, and the 404 of a missing id for junk, unknown and other companies' ids", async () => {
      const one = await admin.get(`/api/roles/${role.Client}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toMatchObject({ id: role.Client, name: "Client", permissions: seeded("Client") });
      for (const id of ["nope", "00000000-0000-4000-8000-000000000000", role["acme Client"], role["Super Admin"]]) {
        const response = await admin.get(`/api/roles/${id}`);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ message: "Not found." });
      }
    });
  });

  describe("editing permissions", () => {
    it("replaces the list, stored de-duplicated in canonical order, and audits before and after once", async () => {
      const wanted = ["view sales", "view products", "view dashboard", "view sales", "view kiosks", "edit kiosks"];
      const response = await put(admin, role.Client, { permissions: wanted });
      expect(response.statusCode, response.payload).toBe(200);
      const expected = PERMISSIONS.filter((p) => wanted.includes(p));
      expect(response.json().data).toMatchObject({ id: role.Client, permissions: expected });
      expect(await permissionsOf(role.Client)).toEqual(expected);
      const audit = await auditRowsOf(t, demoId, "roles.update");
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        companyId: demoId,
        actorEmail: "admin@demo.example.com",
        targetType: "role",
        targetId: role.Client,
        ip: "127.0.0.1",
        changes: { permissions: { from: canonical(seeded("Client")), to: expected } },
      });
      // The same list in another order changes nothing and leaves no second entry.
      expect((await put(admin, role.Client, { permissions: [...expected].reverse() })).statusCode).toBe(200);
      expect(await auditRowsOf(t, demoId, "roles.update")).toHaveLength(1);
      expect((await put(admin, role.Client, { permissions: seeded("Client") })).statusCode).toBe(200);
    });

    it("applies to signed-in holders on their next request: a Client given 'view users' lists users", async () => {
      const carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
      expect((await carl.get("/api/users")).statusCode).toBe(403);
      const granted = [...seeded("Client"), "view users"];
      expect((await put(superOnDemo, role.Client, { permissions: granted })).statusCode).toBe(200);
      expect((await carl.get("/api/users")).statusCode).toBe(200);
      expect((await carl.get("/auth/me")).json().data.permissions).toContain("view users");
      // The trail stays staff-only: a client role holding 'view users' still may not read it.
      expect((await carl.get("/api/audit")).statusCode).toBe(403);
      expect((await put(superOnDemo, role.Client, { permissions: seeded("Client") })).statusCode).toBe(200);
      expect((await carl.get("/api/users")).statusCode).toBe(403);
    });

    it("applies to the admins themselves: without 'delete users' a signed-in admin's next delete is refused", async () => {
      const target = await createUser(t, demoId, { email: "keep@demo.example.com", status: "active" });
      const adminRole = seeded("Company Admin");
      const reduced = adminRole.filter((p) => p !== "delete users");
      expect((await put(admin, role["Company Admin"], { permissions: reduced })).statusCode).toBe(200);
      expect((await admin.request("DELETE", `/api/users/${target.id}`)).statusCode).toBe(403);
      expect((await admin.get(`/api/users/${target.id}`)).statusCode).toBe(200);
      expect((await put(admin, role["Company Admin"], { permissions: adminRole })).statusCode).toBe(200);
      expect((await admin.request("DELETE", `/api/users/${target.id}`)).statusCode).toBe(204);
    });

    it("keeps 'view users' and 'edit users' on Company Admin, and '* companies' off every company role", async () => {
      const before = await snapshotCompany(t, demoId);
      const adminRole = seeded("Company Admin");
      for (const [id, permissions, message] of [
        [role["Company Admin"], adminRole.filter((p) => p !== "edit users"), "must keep"],
        [role["Company Admin"], [], "must keep"],
        [role["Company Admin"], [...adminRole, "view companies"], "cannot manage companies"],
        [role["Client - Pro"], [...seeded("Client - Pro"), "delete companies"], "cannot manage companies"],
      ] as const) {
        for (const editor of [admin, superOnDemo]) {
          const response = await put(editor, id, { permissions });
          expect(response.statusCode).toBe(422);
          expect(Object.keys(response.json().errors)).toEqual(["permissions"]);
          expect(response.json().errors.permissions[0]).toContain(message);
        }
      }
      expect(await snapshotCompany(t, demoId)).toEqual(before);
    });

    it("never edits Super Admin: 403 on the platform, the 404 of a missing id from a company's subdomain", async () => {
      const before = await snapshotCompany(t, t.platformCompanyId);
      const onPlatform = await put(superOnPlatform, role["Super Admin"], { permissions: ["view dashboard"] });
      expect(onPlatform.statusCode).toBe(403);
      expect(onPlatform.json()).toEqual({ message: "This action is unauthorized." });
      expect((await put(superOnDemo, role["Super Admin"], { permissions: [] })).statusCode).toBe(404);
      expect((await put(admin, role["Super Admin"], { permissions: [] })).statusCode).toBe(404);
      expect(await snapshotCompany(t, t.platformCompanyId)).toEqual(before);
      expect((await superOnPlatform.get("/auth/me")).json().data.permissions).toEqual([...PERMISSIONS]);
    });

    it("answers bad bodies with 422 naming the field, and bad ids with 404, changing nothing", async () => {
      const before = await snapshotCompany(t, demoId);
      for (const [body, field] of [
        [{}, "permissions"],
        [{ permissions: "view users" }, "permissions"],
        [{ permissions: ["view users", "fly rockets"] }, "permissions.1"],
        [{ permissions: [null] }, "permissions.0"],
        [{ permissions: Array(PERMISSIONS.length + 1).fill("view users") }, "permissions"],
        [{ permissions: [], name: "Owner" }, "name"],
        [{ permissions: [], company_id: demoId }, "company_id"],
      ] as const) {
        const response = await put(admin, role.Client, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expectValidationShape(response.json());
        expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
      }
      for (const id of ["nope", "00000000-0000-4000-8000-000000000000", role["acme Client"]]) {
        expect((await put(admin, id, { permissions: [] })).statusCode, id).toBe(404);
      }
      expect(await snapshotCompany(t, demoId)).toEqual(before);
    });

    it("serialises concurrent edits of one role: each audit entry's 'before' is what it replaced", async () => {
      const base = seeded("Client - Pro");
      const lists = [
        base,
        [...base, "view users"],
        ["view dashboard"],
        [...base, "delete kiosks"],
        ["view products", "view sales"],
        [...base, "create kiosks"],
      ];
      const responses = await Promise.all(
        lists.map((permissions) => put(superOnDemo, role["Client - Pro"], { permissions })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(lists.map(() => 200));
      // The trail as users read it (newest first), put back in the order the changes were applied.
      const trail = await admin.get("/api/audit?action=roles.update&per_page=100");
      const chain = (trail.json().data as { target_id: string; changes: Record<string, unknown> }[])
        .filter((entry) => entry.target_id === role["Client - Pro"])
        .reverse()
        .map((entry) => entry.changes.permissions as { from: string[]; to: string[] });
      expect(chain[0]?.from).toEqual(canonical(base));
      for (let i = 1; i < chain.length; i++) expect(chain[i]?.from).toEqual(chain[i - 1]?.to);
      expect(chain.length).toBeGreaterThanOrEqual(lists.length - 1);
      expect(await permissionsOf(role["Client - Pro"])).toEqual(chain.at(-1)?.to);
      expect((await put(superOnDemo, role["Client - Pro"], { permissions: base })).statusCode).toBe(200);
    });

    it("counts a role's users", async () => {
      const before = (await admin.get(`/api/roles/${role["Client - Pro"]}`)).json().data.users_count;
      await createUser(t, demoId, { email: "counted@demo.example.com", status: "invited", role: "Client - Pro" });
      await createUser(t, demoId, {
        email: "counted2@demo.example.com",
        status: "active",
        role: "Client - Pro",
        password: DEMO_PASSWORD,
      });
      expect((await admin.get(`/api/roles/${role["Client - Pro"]}`)).json().data.users_count).toBe(before + 2);
    });
  });
});

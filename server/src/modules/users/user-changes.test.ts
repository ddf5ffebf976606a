import { userSchema } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, createUser, DEMO_PASSWORD, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { roleIdOf, snapshotCompany, userIdOf } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";

describeOnOneDatabase("PATCH and DELETE /api/users/:id", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let superOnDemo: Browser;
  let demoId: string;
  let adaId: string;
  const role: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    adaId = await userIdOf(t, demoId, "admin@demo.example.com");
    for (const name of ["Company Admin", "Client", "Client - Pro"]) role[name] = await roleIdOf(t, demoId, name);
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    superOnDemo = await signedIn(t, "demo.localhost", "super@example.com");
  });
  afterAll(() => t.close());

  const patch = (browser: Browser, id: string, body: Record<string, unknown>) =>
    browser.request("PATCH", `/api/users/${id}`, body);
  const remove = (browser: Browser, id: string) => browser.request("DELETE", `/api/users/${id}`);

  async function newUser(email: string, values: { status?: "invited" | "active" | "disabled"; role?: string } = {}) {
    const status = values.status ?? "active";
    // Invited users have no password yet, as after a real invitation.
    const password = status === "invited" ? undefined : DEMO_PASSWORD;
    const user = await createUser(t, demoId, { email, status, password, role: values.role });
    return user.id;
  }

  describe("PATCH", () => {
    it("changes name, role and status, answering the user and auditing only what changed", async () => {
      const id = await newUser("paula@demo.example.com");
      const response = await patch(admin, id, { name: "Paula Pro", role_id: role["Client - Pro"], status: "active" });
      expect(response.statusCode, response.payload).toBe(200);
      const { data } = response.json();
      expect(userSchema.strict().parse(data)).toEqual(data);
      expect(data).toMatchObject({ id, name: "Paula Pro", role: { name: "Client - Pro" }, status: "active" });
      const [audit] = await auditRowsOf(t, demoId, "users.update");
      expect(audit).toMatchObject({
        actorId: adaId,
        targetId: id,
        changes: { name: { from: "paula", to: "Paula Pro" }, role: { from: "Client", to: "Client - Pro" } },
      });
      expect(Object.keys(audit?.changes ?? {}).sort()).toEqual(["name", "role"]);
      // The same values again change nothing and leave no entry.
      expect((await patch(admin, id, { name: "Paula Pro" })).statusCode).toBe(200);
      expect(await auditRowsOf(t, demoId, "users.update")).toHaveLength(1);
    });

    it("refuses a role of another company, an unknown role and an empty or unknown-field body with 422", async () => {
      const id = await newUser("quinn@demo.example.com");
      const acmeRole = await roleIdOf(t, await companyIdOf(t, "acme"), "Company Admin");
      const before = await snapshotCompany(t, demoId);
      for (const body of [
        { role_id: acmeRole },
        { role_id: "00000000-0000-4000-8000-000000000000" },
        {},
        { company_id: demoId },
        { role: "Company Admin" },
        { email: "quinn@elsewhere.example.com" },
        { status: "invited" },
        { name: "   " },
      ]) {
        const response = await patch(admin, id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expectValidationShape(response.json());
      }
      expect(await snapshotCompany(t, demoId)).toEqual(before);
    });

    it("lets users rename themselves but not change their own role or status", async () => {
      expect((await patch(admin, adaId, { name: "Ada A. Admin" })).statusCode).toBe(200);
      const ownRole = await patch(admin, adaId, { role_id: role.Client });
      expect(ownRole.statusCode).toBe(422);
      expect(ownRole.json()).toEqual({
        message: "You cannot change your own role.",
        errors: { role_id: ["You cannot change your own role."] },
      });
      const ownStatus = await patch(admin, adaId, { status: "disabled" });
      expect(ownStatus.json().errors).toEqual({ status: ["You cannot change your own status."] });
      // Sending the unchanged values (as an edit form does) is fine.
      expect((await patch(admin, adaId, { role_id: role["Company Admin"], status: "active" })).statusCode).toBe(200);
    });

    it("refuses to activate an invited user (they must set a password)", async () => {
      const id = await newUser("ivy@demo.example.com", { status: "invited" });
      const response = await patch(admin, id, { status: "active" });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(["status"]);
      expect((await patch(admin, id, { status: "disabled" })).statusCode).toBe(200);
      expect((await patch(admin, id, { status: "active" })).statusCode).toBe(422); // still no password
    });

    it("disabling ends every session at once; enabling lets the user sign in again", async () => {
      const id = await newUser("dana@demo.example.com");
      const first = await signedIn(t, "demo.localhost", "dana@demo.example.com");
      const second = await signedIn(t, "demo.localhost", "dana@demo.example.com");
      expect((await first.get("/auth/me")).statusCode).toBe(200);
      expect((await patch(admin, id, { status: "disabled" })).json().data.status).toBe("disabled");
      for (const browser of [first, second]) expect((await browser.get("/auth/me")).statusCode).toBe(401);
      expect((await first.signIn("dana@demo.example.com", DEMO_PASSWORD)).statusCode).toBe(422);
      expect((await patch(admin, id, { status: "active" })).statusCode).toBe(200);
      expect((await first.signIn("dana@demo.example.com", DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it("a role change applies to the user's next request", async () => {
      const id = await newUser("rolf@demo.example.com");
      const rolf = await signedIn(t, "demo.localhost", "rolf@demo.example.com");
      expect((await rolf.get("/api/users")).statusCode).toBe(403);
      expect((await patch(admin, id, { role_id: role["Company Admin"] })).statusCode).toBe(200);
      expect((await rolf.get("/api/users")).statusCode).toBe(200);
      expect((await patch(admin, id, { role_id: role.Client })).statusCode).toBe(200);
    });
  });

  describe("the last active Company Admin", () => {
    it("cannot be demoted, disabled or deleted, even by platform staff; invited admins do not count", async () => {
      await newUser("invited-admin@demo.example.com", { status: "invited", role: "Company Admin" });
      await newUser("disabled-admin@demo.example.com", { status: "disabled", role: "Company Admin" });
      const before = await snapshotCompany(t, demoId);
      const demote = await patch(superOnDemo, adaId, { role_id: role.Client });
      expect(demote.statusCode).toBe(422);
      expect(demote.json()).toEqual({
        message: "The company must keep at least one active administrator.",
        errors: { role_id: ["The company must keep at least one active administrator."] },
      });
      expect((await patch(superOnDemo, adaId, { status: "disabled" })).json().errors).toEqual({
        status: ["The company must keep at least one active administrator."],
      });
      const deletion = await remove(superOnDemo, adaId);
      expect(deletion.statusCode).toBe(422);
      expect(deletion.json().errors).toEqual({ id: ["The company must keep at least one active administrator."] });
      expect(await snapshotCompany(t, demoId)).toEqual(before);
      // A rename of the last admin is fine.
      expect((await patch(superOnDemo, adaId, { name: "Ada Admin" })).statusCode).toBe(200);
    });

    it("holds under parallel demotions of the only two admins: exactly one succeeds", async () => {
      const otherId = await newUser("second-admin@demo.example.com", { role: "Company Admin" });
      for (let round = 0; round < 4; round++) {
        const [a, b] = await Promise.all([
          patch(superOnDemo, adaId, round % 2 ? { status: "disabled" } : { role_id: role.Client }),
          patch(superOnDemo, otherId, { role_id: role["Client - Pro"] }),
        ]);
        expect([a.statusCode, b.statusCode].sort(), `${a.payload} ${b.payload}`).toEqual([200, 422]);
        const admins = await superOnDemo.get(`/api/users?role_id=${role["Company Admin"]}&status=active`);
        expect(admins.json().meta.total).toBe(1);
        // Restore both admins for the next round.
        for (const id of [adaId, otherId]) {
          expect((await patch(superOnDemo, id, { role_id: role["Company Admin"], status: "active" })).statusCode).toBe(
            200,
          );
        }
      }
      // Parallel deletions of both: one stays.
      const [x, y] = await Promise.all([remove(superOnDemo, adaId), remove(superOnDemo, otherId)]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([204, 422]);
      // Put Ada back for the tests that follow (a disabled round ended her session; she may have been deleted).
      if (x.statusCode === 204) adaId = await newUser("admin@demo.example.com", { role: "Company Admin" });
      admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    });
  });

  describe("DELETE", () => {
    it("deletes: 204, the user is gone, their sessions end, the audit entry outlives them", async () => {
      const id = await newUser("gone@demo.example.com");
      const gone = await signedIn(t, "demo.localhost", "gone@demo.example.com");
      const response = await remove(admin, id);
      expect(response.statusCode).toBe(204);
      expect(response.payload).toBe("");
      expect((await admin.get(`/api/users/${id}`)).statusCode).toBe(404);
      expect((await gone.get("/auth/me")).statusCode).toBe(401);
      const audit = (await auditRowsOf(t, demoId, "users.delete")).at(-1);
      expect(audit).toMatchObject({
        targetId: id,
        actorEmail: "admin@demo.example.com",
        changes: { email: { from: "gone@demo.example.com", to: null } },
      });
      expect((await remove(admin, id)).statusCode).toBe(404);
    });

    it("refuses to delete yourself; answers 404 for malformed ids; refuses a body with fields", async () => {
      const self = await remove(admin, adaId);
      expect(self.statusCode).toBe(422);
      expect(self.json()).toEqual({
        message: "You cannot delete your own account.",
        errors: { id: ["You cannot delete your own account."] },
      });
      for (const id of ["nope", "00000000-0000-4000-8000-000000000000"]) {
        expect((await remove(admin, id)).statusCode).toBe(404);
        expect((await patch(admin, id, { name: "x" })).statusCode).toBe(404);
      }
      const carlId = await userIdOf(t, demoId, "client@demo.example.com");
      const withBody = await admin.request("DELETE", `/api/users/${carlId}`, { company_id: demoId });
      expect(withBody.statusCode).toBe(422);
      expect((await admin.get(`/api/users/${carlId}`)).statusCode).toBe(200);
    });

    it("answers 403 to users without the permission, before looking at anything", async () => {
      const client = await signedIn(t, "demo.localhost", "pro@demo.example.com");
      const carlId = await userIdOf(t, demoId, "client@demo.example.com");
      expect((await remove(client, carlId)).statusCode).toBe(403);
      expect((await patch(client, carlId, { nonsense: [1] })).statusCode).toBe(403);
    });
  });
});

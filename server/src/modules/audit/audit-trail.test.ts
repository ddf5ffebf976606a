import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import {
  companyIdOf,
  createUser,
  DEMO_PASSWORD,
  mailAfter,
  RELAXED_THROTTLE,
  signedIn,
  tokenOf,
} from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { uniqueSubdomain } from "../../../test/companies.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { sendForm } from "../../../test/uploads.js";
import { roleIdOf, userIdOf } from "../../../test/users.js";

const NEW_PASSWORD = "Mango-Swirl-Kiosk-2048!";
const pair = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

/**
 * Every write of users, roles and companies, and the auth events, leave one entry saying who (actor id and email),
 * in which company, did what to which target, what changed (before and after), from which address and when.
 */
describeOnOneDatabase("the audit trail records every write and auth event", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let adminId: string;
  let superId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    superId = await userIdOf(t, t.platformCompanyId, "super@example.com");
    // A forged client address: without TRUST_PROXY it is never believed.
    admin = new Browser(t.app, "demo.localhost", { "x-forwarded-for": "203.0.113.7" });
    expect((await admin.signIn("admin@demo.example.com")).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /**
   * Runs `action`, then returns the one entry of `action` in `companyId` written meanwhile, checked for the parts
   * every entry has: the company, the request's address and a time inside the call.
   */
  async function entryOf(companyId: string, name: string, action: () => Promise<unknown>) {
    const before = (await auditRowsOf(t, companyId, name)).length;
    const startedAt = Date.now();
    await action();
    const endedAt = Date.now();
    const rows = await auditRowsOf(t, companyId, name);
    expect(rows, `one new ${name} entry`).toHaveLength(before + 1);
    const entry = rows.at(-1);
    if (!entry) throw new Error("no entry");
    expect(entry.companyId).toBe(companyId);
    expect(entry.ip).toBe("127.0.0.1");
    const at = new Date(entry.createdAt).getTime();
    expect(at).toBeGreaterThanOrEqual(startedAt - 1000); // database and test clocks: same machine, ms rounding
    expect(at).toBeLessThanOrEqual(endedAt + 1000);
    return entry;
  }

  describe("users and roles (in the company acted in)", () => {
    it("invite, resend, set password, update, delete", async () => {
      const clientRole = await roleIdOf(t, demoId, "Client");
      let id = "";
      const invited = await entryOf(demoId, "users.invite", async () => {
        const response = await admin.post("/api/users", {
          name: "Tess",
          email: "tess@example.org",
          role_id: clientRole,
        });
        id = response.json().data.id;
      });
      expect(invited).toMatchObject({
        actorId: adminId,
        actorEmail: "admin@demo.example.com",
        targetType: "user",
        targetId: id,
        changes: {
          name: { from: null, to: "Tess" },
          email: { from: null, to: "tess@example.org" },
          role: { from: null, to: "Client" },
        },
      });

      let token = "";
      const resent = await entryOf(demoId, "users.resend_invitation", async () => {
        const mail = await mailAfter(t, "tess@example.org", () => admin.post(`/api/users/${id}/resend-invitation`));
        token = tokenOf(mail);
      });
      expect(resent).toMatchObject({ actorId: adminId, targetType: "user", targetId: id });

      const set = await entryOf(demoId, "auth.password_set", async () => {
        const tess = new Browser(t.app, "demo.localhost");
        await tess.csrf();
        const response = await tess.post("/auth/set-password", { token, email: "tess@example.org", ...pair });
        expect(response.statusCode, response.payload).toBe(200);
      });
      expect(set).toMatchObject({ actorId: id, actorEmail: "tess@example.org", targetType: "user", targetId: id });

      const proRole = await roleIdOf(t, demoId, "Client - Pro");
      const updated = await entryOf(demoId, "users.update", () =>
        admin.request("PATCH", `/api/users/${id}`, { name: "Tess T.", role_id: proRole, status: "disabled" }),
      );
      expect(updated).toMatchObject({
        actorId: adminId,
        targetId: id,
        changes: {
          name: { from: "Tess", to: "Tess T." },
          role: { from: "Client", to: "Client - Pro" },
          status: { from: "active", to: "disabled" },
        },
      });

      const deleted = await entryOf(demoId, "users.delete", () => admin.request("DELETE", `/api/users/${id}`));
      expect(deleted).toMatchObject({
        actorId: adminId,
        targetId: id,
        changes: {
          name: { from: "Tess T.", to: null },
          email: { from: "tess@example.org", to: null },
          role: { from: "Client - Pro", to: null },
          status: { from: "disabled", to: null },
        },
      });
    });

    it("role permission edits", async () => {
      const roleId = await roleIdOf(t, demoId, "Client");
      const before = (await admin.get(`/api/roles/${roleId}`)).json().data.permissions as string[];
      const entry = await entryOf(demoId, "roles.update", () =>
        admin.request("PUT", `/api/roles/${roleId}`, { permissions: [...before, "view sales"] }),
      );
      expect(entry).toMatchObject({ actorId: adminId, actorEmail: "admin@demo.example.com", targetType: "role" });
      expect(entry.targetId).toBe(roleId);
      const { from, to } = (entry.changes?.permissions ?? { from: [], to: [] }) as { from: string[]; to: string[] };
      expect([...from].sort()).toEqual([...before].sort());
      expect(to.filter((p) => !from.includes(p))).toEqual(["view sales"]);
    });

    it("platform staff's writes inside a company land in that company's trail, under their own name", async () => {
      const onDemo = await signedIn(t, "demo.localhost", "super@example.com");
      const clientRole = await roleIdOf(t, demoId, "Client");
      const entry = await entryOf(demoId, "users.invite", () =>
        onDemo.post("/api/users", { name: "Sam", email: "sam@example.org", role_id: clientRole }),
      );
      expect(entry).toMatchObject({ actorId: superId, actorEmail: "super@example.com", targetType: "user" });
    });
  });

  describe("companies (in the platform's trail)", () => {
    it("create, edit, delete", async () => {
      const platform = await signedIn(t, "localhost", "super@example.com");
      const subdomain = uniqueSubdomain("trail");
      let id = "";
      const created = await entryOf(t.platformCompanyId, "companies.create", async () => {
        const response = await sendForm(t, platform, "/api/companies", { name: "Trail Co", subdomain });
        id = response.json().data.id;
      });
      expect(created).toMatchObject({
        actorId: superId,
        actorEmail: "super@example.com",
        targetType: "company",
        targetId: id,
        changes: { name: { from: null, to: "Trail Co" }, subdomain: { from: null, to: subdomain } },
      });
      const edited = await entryOf(t.platformCompanyId, "companies.update", () =>
        sendForm(t, platform, `/api/companies/${id}`, { name: "Trail Company", primary_color_hex: "#112233" }),
      );
      expect(edited).toMatchObject({
        targetId: id,
        changes: { name: { from: "Trail Co", to: "Trail Company" }, primary_color_hex: { to: "#112233" } },
      });
      const deleted = await entryOf(t.platformCompanyId, "companies.delete", () =>
        platform.request("DELETE", `/api/companies/${id}`),
      );
      expect(deleted).toMatchObject({ targetId: id, changes: { name: { from: "Trail Company", to: null } } });
    });
  });

  describe("auth events", () => {
    it("sign-in, failed sign-in (known and unknown address), password change, password reset", async () => {
      const user = await createUser(t, demoId, {
        email: "ava@demo.example.com",
        status: "active",
        password: DEMO_PASSWORD,
      });
      let ava = new Browser(t.app, "demo.localhost");
      const signIn = await entryOf(demoId, "auth.login", () => ava.signIn("ava@demo.example.com"));
      expect(signIn).toMatchObject({ actorId: user.id, actorEmail: "ava@demo.example.com" });

      const failed = await entryOf(demoId, "auth.login_failed", () =>
        new Browser(t.app, "demo.localhost").signIn("AVA@demo.example.com", "wrong-password"),
      );
      expect(failed).toMatchObject({ actorId: user.id, actorEmail: "ava@demo.example.com", changes: null });
      // An address of another company: recorded on the host's company as unknown, never in the other's trail.
      const acmeId = await companyIdOf(t, "acme");
      const acmeBefore = await auditRowsOf(t, acmeId, "auth.login_failed");
      const stranger = await entryOf(demoId, "auth.login_failed", () =>
        new Browser(t.app, "demo.localhost").signIn("admin@acme.example.com", DEMO_PASSWORD),
      );
      expect(stranger).toMatchObject({ actorId: null, actorEmail: "admin@acme.example.com" });
      expect(await auditRowsOf(t, acmeId, "auth.login_failed")).toEqual(acmeBefore);

      const changed = await entryOf(demoId, "auth.password_changed", async () => {
        const response = await ava.post("/auth/password", { current_password: DEMO_PASSWORD, ...pair });
        expect(response.statusCode, response.payload).toBe(200);
      });
      expect(changed).toMatchObject({ actorId: user.id, targetType: "user", targetId: user.id, changes: null });

      ava = new Browser(t.app, "demo.localhost");
      await ava.csrf();
      const reset = await entryOf(demoId, "auth.password_reset", async () => {
        const mail = await mailAfter(t, "ava@demo.example.com", () =>
          ava.post("/auth/forgot-password", { email: "ava@demo.example.com" }),
        );
        const done = await ava.post("/auth/reset-password", {
          token: tokenOf(mail),
          email: "ava@demo.example.com",
          password: "Another-Kiosk-Swirl-4096?",
          password_confirmation: "Another-Kiosk-Swirl-4096?",
        });
        expect(done.statusCode, done.payload).toBe(200);
      });
      expect(reset).toMatchObject({ actorId: user.id, targetType: "user", targetId: user.id });
    });

    it("Super Admin's sign-ins belong to the platform's trail, whichever host they sign in on", async () => {
      const entry = await entryOf(t.platformCompanyId, "auth.login", () =>
        new Browser(t.app, "acme.localhost").signIn("super@example.com"),
      );
      expect(entry).toMatchObject({ actorId: superId, actorEmail: "super@example.com" });
    });
  });
});

describeOnOneDatabase("the audit trail's address behind a trusted proxy", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("records the client address the proxy reports (only when TRUST_PROXY says so)", async () => {
    const browser = new Browser(t.app, "demo.localhost", { "x-forwarded-for": "198.51.100.23" });
    expect((await browser.signIn("admin@demo.example.com")).statusCode).toBe(200);
    const [entry] = (await auditRowsOf(t, await companyIdOf(t, "demo"), "auth.login")).slice(-1);
    expect(entry?.ip).toBe("198.51.100.23");
  });
});

import { userSchema } from "@froyo/contracts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, mailAfter, RELAXED_THROTTLE, signedIn, tokenOf } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { linkIn } from "../../../test/smtp.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { roleIdOf, snapshotCompany, userIdOf } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";

describeOnOneDatabase("POST /api/users (invite) and /api/users/:id/resend-invitation", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  let clientRoleId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    clientRoleId = await roleIdOf(t, demoId, "Client");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(() => t.close());

  async function setPassword(host: string, token: string, email: string, password = "a-new-pass-phrase") {
    const browser = new Browser(t.app, host);
    await browser.csrf();
    return browser.post("/auth/set-password", { token, email, password, password_confirmation: password });
  }

  it("invites: 201 with an invited user, a mail with the set-password link on the company's subdomain, then sign-in", async () => {
    let response: LightMyRequestResponse | undefined;
    const mail = await mailAfter(t, "iris@example.org", async () => {
      response = await admin.post("/api/users", {
        name: " Iris Invited ",
        email: " Iris@Example.org",
        role_id: clientRoleId,
      });
    });
    if (!response) throw new Error("the invitation was not sent");
    expect(response.statusCode, response.payload).toBe(201);
    const { data } = response.json();
    expect(userSchema.strict().parse(data)).toEqual(data);
    expect(data).toMatchObject({
      name: "Iris Invited",
      email: "iris@example.org",
      status: "invited",
      role: { id: clientRoleId, name: "Client" },
      type: "client",
      last_sign_in_at: null,
    });

    expect(mail.subject).toBe("You're invited to Demo Froyo");
    const link = linkIn(mail);
    expect(link.host).toBe("demo.localhost:3000");
    expect(link.pathname).toMatch(/^\/set-password\/[\w-]{43}$/);
    expect(link.searchParams.get("email")).toBe("iris@example.org");
    expect(mail.text).toContain("7 days");

    // Cannot sign in before setting a password.
    expect((await new Browser(t.app, "demo.localhost").signIn("iris@example.org", "no-password-yet")).statusCode).toBe(
      422,
    );
    const set = await setPassword("demo.localhost", tokenOf(mail), "iris@example.org");
    expect(set.statusCode, set.payload).toBe(200);
    const iris = new Browser(t.app, "demo.localhost");
    expect((await iris.signIn("iris@example.org", "a-new-pass-phrase")).statusCode).toBe(200);
    expect((await iris.get("/auth/me")).json().data).toMatchObject({ email: "iris@example.org", role: "Client" });
    expect((await admin.get(`/api/users/${data.id}`)).json().data.status).toBe("active");

    const [audit] = await auditRowsOf(t, demoId, "users.invite");
    expect(audit).toMatchObject({
      actorEmail: "admin@demo.example.com",
      targetType: "user",
      targetId: data.id,
      changes: { email: { from: null, to: "iris@example.org" }, role: { from: null, to: "Client" } },
    });
  });

  it("refuses an email already taken in the company, in any case", async () => {
    const before = await snapshotCompany(t, demoId);
    const response = await admin.post("/api/users", {
      name: "Carl Again",
      email: "CLIENT@demo.example.com",
      role_id: clientRoleId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "The email has already been taken.",
      errors: { email: ["The email has already been taken."] },
    });
    expect(await snapshotCompany(t, demoId)).toEqual(before);
  });

  it("accepts an email that exists only in another company (unique per company)", async () => {
    const response = await admin.post("/api/users", {
      name: "Acme Admin",
      email: "admin@acme.example.com",
      role_id: clientRoleId,
    });
    expect(response.statusCode).toBe(201);
  });

  it("refuses a role of another company or no role at all with 422 on role_id, writing nothing", async () => {
    const acmeRole = await roleIdOf(t, await companyIdOf(t, "acme"), "Client");
    const superRole = await roleIdOf(t, t.platformCompanyId, "Super Admin");
    const before = await snapshotCompany(t, demoId);
    for (const roleId of [acmeRole, superRole, "00000000-0000-4000-8000-000000000000"]) {
      const response = await admin.post("/api/users", { name: "Rolf", email: "rolf@example.org", role_id: roleId });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: "The selected role is invalid.",
        errors: { role_id: ["The selected role is invalid."] },
      });
    }
    expect(await snapshotCompany(t, demoId)).toEqual(before);
  });

  it("answers missing, malformed and unknown fields with 422 naming each", async () => {
    const missing = await admin.post("/api/users", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      name: ["The name field is required."],
      email: ["The email field is required."],
      role_id: ["The role field is required."],
    });
    const bad = await admin.post("/api/users", { name: "x".repeat(121), email: "nope", role_id: "admin" });
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "name", "role_id"]);
    for (const extra of [{ company_id: demoId }, { role: "Company Admin" }, { status: "active" }, { password: "x" }]) {
      const response = await admin.post("/api/users", {
        name: "Eve",
        email: "eve@example.org",
        role_id: clientRoleId,
        ...extra,
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(422);
      expectValidationShape(response.json());
    }
    expect((await admin.get("/api/users?search=eve@")).json().data).toEqual([]);
  });

  it("checks the session and permission before the body: 401, 419, 403", async () => {
    const anonymous = new Browser(t.app, "demo.localhost");
    await anonymous.csrf();
    expect((await anonymous.post("/api/users", { bad: true })).statusCode).toBe(401);
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    expect((await client.post("/api/users", { bad: true })).statusCode).toBe(403);
    expect((await client.post("/api/users/00000000-0000-4000-8000-000000000000/resend-invitation")).statusCode).toBe(
      403,
    );
    const noToken = await admin.post(
      "/api/users",
      { name: "Tok", email: "tok@example.org", role_id: clientRoleId },
      {
        "x-xsrf-token": "wrong",
      },
    );
    expect(noToken.statusCode).toBe(419);
  });

  it("resend issues a new link; the older one stops working", async () => {
    const first = await mailAfter(t, "rhea@example.org", () =>
      admin.post("/api/users", { name: "Rhea", email: "rhea@example.org", role_id: clientRoleId }),
    );
    const id = await userIdOf(t, demoId, "rhea@example.org");
    let resend: LightMyRequestResponse | undefined;
    const second = await mailAfter(t, "rhea@example.org", async () => {
      resend = await admin.post(`/api/users/${id}/resend-invitation`);
    });
    expect(resend?.statusCode).toBe(200);
    expect(resend?.json()).toEqual({ message: "The invitation has been sent again." });
    expect(second.subject).toBe("You're invited to Demo Froyo");
    expect(tokenOf(second)).not.toBe(tokenOf(first));

    const stale = await setPassword("demo.localhost", tokenOf(first), "rhea@example.org");
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.email).toEqual(["This invitation link is invalid or has expired."]);
    expect((await setPassword("demo.localhost", tokenOf(second), "rhea@example.org")).statusCode).toBe(200);
    expect((await auditRowsOf(t, demoId, "users.resend_invitation")).map((row) => row.targetId)).toEqual([id]);

    // Now active: no more invitations.
    const again = await admin.post(`/api/users/${id}/resend-invitation`);
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(["status"]);
  });

  it("resend answers 404 for a malformed or unknown id and 422 for a body with fields", async () => {
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const response = await admin.post(`/api/users/${id}/resend-invitation`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Not found." });
    }
    const carlId = await userIdOf(t, demoId, "client@demo.example.com");
    const withBody = await admin.post(`/api/users/${carlId}/resend-invitation`, { company_id: demoId });
    expect(withBody.statusCode).toBe(422);
    expectValidationShape(withBody.json());
  });

  it("platform staff invite into the company of the subdomain, or on the bare domain into the platform", async () => {
    const superOnDemo = await signedIn(t, "demo.localhost", "super@example.com");
    const inDemo = await mailAfter(t, "dora@example.org", () =>
      superOnDemo.post("/api/users", { name: "Dora", email: "dora@example.org", role_id: clientRoleId }),
    );
    expect(linkIn(inDemo).host).toBe("demo.localhost:3000");
    expect(await userIdOf(t, demoId, "dora@example.org")).toBeTruthy();
    const [audit] = (await auditRowsOf(t, demoId, "users.invite")).slice(-1);
    expect(audit).toMatchObject({ actorEmail: "super@example.com", targetType: "user" });

    const superOnPlatform = await signedIn(t, "localhost", "super@example.com");
    const superRole = await roleIdOf(t, t.platformCompanyId, "Super Admin");
    const wrongRole = { name: "Stan", email: "stan@example.org", role_id: clientRoleId };
    expect((await superOnPlatform.post("/api/users", wrongRole)).statusCode).toBe(422); // no role of the platform
    let response: LightMyRequestResponse | undefined;
    const mail = await mailAfter(t, "stan@example.org", async () => {
      response = await superOnPlatform.post("/api/users", {
        name: "Stan",
        email: "stan@example.org",
        role_id: superRole,
      });
    });
    expect(response?.statusCode).toBe(201);
    expect(mail.subject).toBe("You're invited to Platform");
    expect(linkIn(mail).host).toBe("localhost:3000");
    expect((await setPassword("localhost", tokenOf(mail), "stan@example.org")).statusCode).toBe(200);
    expect(
      (await new Browser(t.app, "acme.localhost").signIn("stan@example.org", "a-new-pass-phrase")).statusCode,
    ).toBe(200);
  });
});

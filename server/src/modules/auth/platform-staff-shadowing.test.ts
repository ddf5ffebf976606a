import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attemptSignIn,
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
import { describeEachDatabase } from "../../../test/databases.js";
import { recipientOf } from "../../../test/smtp.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { sendForm } from "../../../test/uploads.js";
import { roleIdOf, userIdOf } from "../../../test/users.js";

const TAKEN = {
  message: "The email has already been taken.",
  errors: { email: ["The email has already been taken."] },
};

/**
 * Platform staff are users of the platform company; a company account with the same address must never stand in
 * for them. Invitations of platform addresses into a company are refused as any taken address, and on every host
 * the platform account is the one a platform address signs in to.
 */
describeEachDatabase("platform staff cannot be shadowed by a company account", (kind) => {
  let t: TestApp;
  let acmeId: string;
  let acmeAdmin: Browser;
  let clientRoleId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    acmeId = await companyIdOf(t, "acme");
    clientRoleId = await roleIdOf(t, acmeId, "Client");
    acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
  });
  afterAll(() => t.close());

  const invite = (browser: Browser, email: string, roleId = clientRoleId) =>
    browser.post("/api/users", { name: "Shadow", email, role_id: roleId });

  describe("invitations", () => {
    it("refuses a company admin's invitation of a platform address exactly as an address already in the company", async () => {
      const inCompany = await invite(acmeAdmin, "client@acme.example.com");
      expect(inCompany.statusCode).toBe(422);
      expect(inCompany.json()).toEqual(TAKEN);
      const mailsBefore = t.smtp.messages.length;
      for (const email of ["super@example.com", " SUPER@Example.com "]) {
        const response = await invite(acmeAdmin, email);
        expect(response.statusCode, email).toBe(422);
        expect(response.payload, email).toBe(inCompany.payload);
      }
      await expect(userIdOf(t, acmeId, "super@example.com")).rejects.toThrow();
      expect(t.smtp.messages.slice(mailsBefore).map(recipientOf)).not.toContain("super@example.com");
    });

    it("refuses it from platform staff acting on the company's subdomain, and for a new company's first admin", async () => {
      const staffOnAcme = await signedIn(t, "acme.localhost", "super@example.com");
      expect((await invite(staffOnAcme, "super@example.com")).json()).toEqual(TAKEN);
      const staff = await signedIn(t, "localhost", "super@example.com");
      const created = await sendForm(t, staff, "/api/companies", {
        name: "Shadow Co",
        subdomain: uniqueSubdomain("shadow"),
        admin_name: "Shadow",
        admin_email: "super@example.com",
      });
      expect(created.statusCode).toBe(422);
      expect(created.json().errors).toEqual({ admin_email: ["The email has already been taken."] });
    });

    // PGlite has one connection: there is no second session to race with.
    if (kind === "postgres")
      it("makes an invitation racing a new platform account for the address wait for it, then refuses it", async () => {
        const superRoleId = await roleIdOf(t, t.platformCompanyId, "Super Admin");
        const platformSide = new pg.Client({ connectionString: t.db.ownerUrl });
        await platformSide.connect();
        try {
          await platformSide.query("BEGIN");
          await platformSide.query("SELECT app_lock_user_email($1)", ["racer@example.com"]);
          await platformSide.query(
            `INSERT INTO users (company_id, id, role_id, name, email, status)
             VALUES ($1, gen_random_uuid(), $2, 'Racer', 'racer@example.com', 'invited')`,
            [t.platformCompanyId, superRoleId],
          );
          const pending = invite(acmeAdmin, "racer@example.com");
          // The invitation is waiting for the platform side's lock before the platform side commits.
          let waiting = 0;
          for (let polls = 0; waiting === 0 && polls < 250; polls++) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            const { rows } = await platformSide.query(
              `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
                 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
            );
            waiting = rows[0].n;
          }
          expect(waiting).toBe(1);
          await platformSide.query("COMMIT");
          expect((await pending).json()).toEqual(TAKEN);
        } finally {
          await platformSide.end();
        }
      });

    it("refuses to resend a company invitation to an address that has become a platform address", async () => {
      const leftover = await createUser(t, acmeId, { email: "later-staff@example.com", status: "invited" });
      await createUser(t, t.platformCompanyId, {
        email: "later-staff@example.com",
        status: "active",
        role: "Super Admin",
        password: DEMO_PASSWORD,
      });
      const response = await acmeAdmin.post(`/api/users/${leftover.id}/resend-invitation`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(TAKEN);
    });
  });

  describe("sign-in: the platform account wins over a company account with the same address", () => {
    let shadow: { id: string };
    beforeAll(async () => {
      // As if the company account predated the platform account (or won a race): active, with a password the
      // company's side knows.
      shadow = await createUser(t, acmeId, {
        email: "super@example.com",
        status: "active",
        password: "company-side-pass",
      });
    });

    it("signs the platform password in to the platform account on the company's subdomain", async () => {
      const { browser, response } = await attemptSignIn(t, "acme.localhost", "super@example.com", DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      const me = (await browser.get("/auth/me")).json().data;
      expect(me).toMatchObject({ email: "super@example.com", role: "Super Admin", company: { subdomain: "acme" } });
      expect(me.id).not.toBe(shadow.id);
    });

    it("never checks a password against the company account: its own password answers 422 as any wrong one", async () => {
      const wrong = await attemptSignIn(t, "acme.localhost", "super@example.com", "not-the-password");
      const companySide = await attemptSignIn(t, "acme.localhost", "super@example.com", "company-side-pass");
      expect(companySide.response.statusCode).toBe(422);
      expect(companySide.response.payload).toBe(wrong.response.payload);
    });

    it("mails a reset asked on the subdomain for the platform account (a link on the bare domain)", async () => {
      const mail = await mailAfter(t, "super@example.com", async () => {
        const browser = new Browser(t.app, "acme.localhost");
        await browser.csrf();
        expect((await browser.post("/auth/forgot-password", { email: "super@example.com" })).statusCode).toBe(200);
      });
      expect(new URL(String(mail.text?.match(/http\S+/)?.[0])).hostname).toBe("localhost");
      expect(tokenOf(mail)).toBeTruthy();
    });
  });

  describe("the reverse: platform staff created with an address a company uses", () => {
    it("is allowed; from then on the address signs in to the platform account, on the company's subdomain too", async () => {
      const staff = await signedIn(t, "localhost", "super@example.com");
      const superRoleId = await roleIdOf(t, t.platformCompanyId, "Super Admin");
      let invited: LightMyRequestResponse | undefined;
      const mail = await mailAfter(t, "pro@acme.example.com", async () => {
        invited = await invite(staff, "pro@acme.example.com", superRoleId);
      });
      expect(invited?.statusCode, invited?.payload).toBe(201);
      // The company account stays, but no longer signs in: the platform account (still invited) is the candidate.
      expect(await userIdOf(t, acmeId, "pro@acme.example.com")).toBeTruthy();
      expect(
        (await attemptSignIn(t, "acme.localhost", "pro@acme.example.com", DEMO_PASSWORD)).response.statusCode,
      ).toBe(422);

      const setter = new Browser(t.app, "localhost");
      await setter.csrf();
      const password = "platform-side-pass";
      const set = await setter.post("/auth/set-password", {
        token: tokenOf(mail),
        email: "pro@acme.example.com",
        password,
        password_confirmation: password,
      });
      expect(set.statusCode, set.payload).toBe(200);
      const { browser, response } = await attemptSignIn(t, "acme.localhost", "pro@acme.example.com", password);
      expect(response.statusCode).toBe(200);
      expect((await browser.get("/auth/me")).json().data).toMatchObject({ role: "Super Admin" });
    });
  });
});

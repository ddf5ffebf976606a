import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { superAdmin, uniqueSubdomain } from "../../../test/companies.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { type FormFields, file, image, sendForm, uploadedFiles, uploadsDir } from "../../../test/uploads.js";
import { auditLog } from "../../db/schema/index.js";
import { queryRows } from "../../db/types.js";

describeOnOneDatabase("POST /api/companies/:id and DELETE /api/companies/:id", (kind) => {
  let t: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await superAdmin(t);
  });
  afterAll(() => t.close());

  async function createCompany(fields: FormFields = {}) {
    const subdomain = uniqueSubdomain();
    const response = await sendForm(t, admin, "/api/companies", { name: `Co ${subdomain}`, subdomain, ...fields });
    expect(response.statusCode, response.payload).toBe(201);
    return response.json().data;
  }
  const edit = (id: string, fields: FormFields) => sendForm(t, admin, `/api/companies/${id}`, fields);
  const fileOf = (publicPath: string) => path.join(uploadsDir(t), publicPath.slice("/uploads/".length));
  const auditOf = (id: string, action: string) =>
    t.db.database.withTenant(t.platformCompanyId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, id))),
    );

  describe("editing", () => {
    it("changes only the fields sent, clears optional ones sent empty, and audits before and after", async () => {
      const company = await createCompany({
        primary_color_hex: "#112233",
        tutorial_url: "https://t.example.com",
        support_email: "s@example.com",
        default_timezone: "Asia/Tokyo",
        manual_password: "first secret",
      });
      const response = await edit(company.id, {
        name: "Renamed",
        tutorial_url: "",
        default_timezone: "",
        manual_password: "second secret",
      });
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.json().data).toMatchObject({
        name: "Renamed",
        subdomain: company.subdomain,
        primary_color_hex: "#112233",
        tutorial_url: null,
        support_email: "s@example.com",
        default_timezone: "UTC",
        has_manual_password: true,
      });
      const [entry] = await auditOf(company.id, "companies.update");
      expect(entry?.changes).toEqual({
        name: { from: company.name, to: "Renamed" },
        tutorial_url: { from: "https://t.example.com", to: null },
        default_timezone: { from: "Asia/Tokyo", to: "UTC" },
        manual_password: { from: "(set)", to: "(changed)" },
      });
      expect(JSON.stringify(entry)).not.toContain("argon2");
      const cleared = await edit(company.id, { manual_password: "" });
      expect(cleared.json().data.has_manual_password).toBe(false);
    });

    it("answers 200 to an empty form and records nothing", async () => {
      const company = await createCompany();
      const response = await edit(company.id, {});
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(company);
      expect(await auditOf(company.id, "companies.update")).toEqual([]);
    });

    it("validates present fields only, and refuses the create-only admin fields", async () => {
      const company = await createCompany();
      const response = await edit(company.id, { name: "", subdomain: "www", admin_email: "a@b.example.com" });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(["admin_email", "name", "subdomain"]);
    });

    it("moves a company to a new subdomain: the new host answers at once, the old one is gone", async () => {
      const company = await createCompany();
      const oldHost = new Browser(t.app, `${company.subdomain}.localhost`);
      expect((await oldHost.get("/check-subdomain")).statusCode).toBe(200); // now cached
      const renamed = uniqueSubdomain("moved");
      const newHost = new Browser(t.app, `${renamed}.localhost`);
      expect((await newHost.get("/check-subdomain")).statusCode).toBe(404); // "unknown" cached too
      const response = await edit(company.id, { subdomain: renamed.toUpperCase() });
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.json().data.subdomain).toBe(renamed);
      const found = await newHost.get("/check-subdomain");
      expect(found.statusCode).toBe(200);
      expect(found.json().data).toMatchObject({ id: company.id, subdomain: renamed });
      expect((await oldHost.get("/check-subdomain")).statusCode).toBe(404);
    });

    it("keeps its own subdomain, refuses another company's", async () => {
      const company = await createCompany();
      expect((await edit(company.id, { subdomain: company.subdomain })).statusCode).toBe(200);
      const taken = await edit(company.id, { subdomain: "Demo" });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ subdomain: ["The subdomain has already been taken."] });
    });

    it("replaces and removes images, deleting files no longer used", async () => {
      const shared = file(await image("png", 40, 40), "same.png");
      const company = await createCompany({
        primary_logo: file(await image("png", 100, 50), "logo.png"),
        footer_logo: shared,
        favicon: shared,
      });
      expect(company.footer_logo.path).toBe(company.favicon.path); // one file for the same bytes
      const newLogo = file(await image("jpeg", 120, 60), "new.jpg");
      const replaced = await edit(company.id, { primary_logo: newLogo, remove_footer_logo: "1" });
      expect(replaced.statusCode, replaced.payload).toBe(200);
      const data = replaced.json().data;
      expect(data.primary_logo.path).toMatch(/\.jpg$/);
      expect(data.footer_logo).toBeNull();
      expect(data.favicon.path).toBe(company.favicon.path);
      expect(existsSync(fileOf(company.primary_logo.path))).toBe(false);
      expect(existsSync(fileOf(data.primary_logo.path))).toBe(true);
      expect(existsSync(fileOf(company.favicon.path))).toBe(true); // still the favicon
      const [entry] = await auditOf(company.id, "companies.update");
      expect(entry?.changes).toEqual({
        primary_logo: { from: company.primary_logo.path, to: data.primary_logo.path },
        footer_logo: { from: company.footer_logo.path, to: null },
      });
      const removed = await edit(company.id, { remove_favicon: "true", remove_primary_logo: "0" });
      expect(removed.json().data).toMatchObject({ favicon: null, primary_logo: { path: data.primary_logo.path } });
      expect(existsSync(fileOf(company.favicon.path))).toBe(false);
      expect((await edit(company.id, { remove_favicon: "yes please" })).statusCode).toBe(422);
    });

    it("leaves no file behind when two edits race for one subdomain", async () => {
      const [a, b] = [await createCompany(), await createCompany()];
      const before = await uploadedFiles(t);
      const wanted = uniqueSubdomain("contested");
      const answers = await Promise.all(
        [a, b].map(async (company, n) =>
          edit(company.id, { subdomain: wanted, primary_logo: file(await image("png", 30 + n, 30), "l.png") }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect((await uploadedFiles(t)).length).toBe(before.length + 1);
    });

    it("answers 404 for an unknown company", async () => {
      const response = await edit("01990000-0000-7000-8000-000000000000", { name: "Ghost" });
      expect(response.statusCode).toBe(404);
    });
  });

  describe("deleting", () => {
    it("removes the company with its roles, users, sessions and images, and audits it", async () => {
      const company = await createCompany({ primary_logo: file(await image("webp"), "l.webp") });
      const user = await createUser(t, company.id, {
        email: "staff@gone.example.com",
        status: "active",
        password: "pw long enough 1",
        role: "Company Admin",
      });
      const staff = await signedIn(t, `${company.subdomain}.localhost`, user.email, "pw long enough 1");
      const visiting = await signedIn(t, `${company.subdomain}.localhost`, "super@example.com");
      const response = await admin.request("DELETE", `/api/companies/${company.id}`);
      expect(response.statusCode).toBe(204);
      expect(response.payload).toBe("");

      expect(existsSync(path.join(uploadsDir(t), company.id))).toBe(false);
      for (const table of ["roles", "users", "sessions", "password_tokens", "audit_log"]) {
        const rows = await t.db.database.withTenant(company.id, (tx) =>
          queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`),
        );
        expect(rows[0]?.n, table).toBe(0);
      }
      const hosted = await t.db.database.withTenant(t.platformCompanyId, (tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM sessions WHERE host_company_id = ${company.id}`,
        ),
      );
      expect(hosted[0]?.n).toBe(0);
      expect((await admin.get(`/api/companies/${company.id}`)).statusCode).toBe(404);
      expect((await new Browser(t.app, `${company.subdomain}.localhost`).get("/check-subdomain")).statusCode).toBe(404);
      expect((await staff.get("/auth/me")).statusCode).toBe(401);
      expect((await visiting.get("/auth/me")).statusCode).toBe(401);
      const [entry] = await auditOf(company.id, "companies.delete");
      expect(entry).toMatchObject({ actorEmail: "super@example.com", targetType: "company" });
      expect(entry?.changes).toMatchObject({ name: { from: company.name, to: null } });
      expect((await admin.request("DELETE", `/api/companies/${company.id}`)).statusCode).toBe(404);
    });

    it("answers 404 to a malformed id", async () => {
      expect((await admin.request("DELETE", "/api/companies/not-a-uuid")).statusCode).toBe(404);
    });
  });
});

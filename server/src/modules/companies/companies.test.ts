import { companyAdminSchema } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { companiesSnapshot, superAdmin } from "../../../test/companies.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { file, image, sendForm, uploadedFiles } from "../../../test/uploads.js";

describeOnOneDatabase("companies: list, show, guards", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await superAdmin(t);
    demoId = await companyIdOf(t, "demo");
    // 12 more companies, so the list spans two pages of the default 10 (two from the seed: 14 in all).
    for (let n = 1; n <= 12; n++) {
      const response = await sendForm(t, admin, "/api/companies", {
        name: `Company ${String(n).padStart(2, "0")}`,
        subdomain: `company${n}`,
      });
      expect(response.statusCode, response.payload).toBe(201);
    }
  });
  afterAll(() => t.close());

  describe("GET /api/companies", () => {
    it("answers the first 10 by name with the seed's meta, without the platform", async () => {
      const response = await admin.get("/api/companies");
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body)).toEqual(["data", "meta"]);
      expect(body.meta).toEqual({ current_page: 1, last_page: 2, total: 14, per_page: 10 });
      expect(body.data.map((c: { name: string }) => c.name)).toEqual([
        "Acme Swirl",
        ...Array.from({ length: 9 }, (_, i) => `Company 0${i + 1}`),
      ]);
      for (const company of body.data) expect(companyAdminSchema.strict().parse(company)).toEqual(company);
      expect(body.data.some((c: { id: string }) => c.id === t.platformCompanyId)).toBe(false);
    });

    it("pages with per_page and page, and searches name and subdomain", async () => {
      const page = (await admin.get("/api/companies?per_page=5&page=3")).json();
      expect(page.meta).toEqual({ current_page: 3, last_page: 3, total: 14, per_page: 5 });
      expect(page.data.map((c: { name: string }) => c.name)).toEqual([
        "Company 10",
        "Company 11",
        "Company 12",
        "Demo Froyo",
      ]);
      const beyond = (await admin.get("/api/companies?page=9")).json();
      expect(beyond).toEqual({ data: [], meta: { current_page: 9, last_page: 2, total: 14, per_page: 10 } });
      const found = (await admin.get("/api/companies?search=DEMO")).json();
      expect(found.data.map((c: { subdomain: string }) => c.subdomain)).toEqual(["demo"]);
      // NUL cannot be in PostgreSQL text: it is ignored rather than answered with a 500.
      for (const url of ["/api/companies?search=DE%00MO", "/api/companies/export.csv?search=DE%00MO"]) {
        const withNul = await admin.get(url);
        expect(withNul.statusCode, url).toBe(200);
        expect(withNul.payload, url).toContain("Demo Froyo");
      }
      const literal = (await admin.get("/api/companies?search=%25")).json();
      expect(literal.meta.total).toBe(0);
    });

    it.each(["per_page=0", "per_page=101", "per_page=abc", "page=0", "page=1.5"])("answers 422 to ?%s", async (q) => {
      const response = await admin.get(`/api/companies?${q}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([q.split("=")[0]]);
    });
  });

  describe("GET /api/companies/export.csv", () => {
    it("streams every searched company, not just a page, with a header row", async () => {
      const response = await admin.get("/api/companies/export.csv?search=company&per_page=5");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe('attachment; filename="companies.csv"');
      const [header, ...lines] = response.payload
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(header).toBe(
        "id,name,subdomain,primary_color_hex,support_email,public_site_url,default_timezone,created_at",
      );
      expect(lines.map((line) => line.split(",")[1])).toEqual(
        Array.from({ length: 12 }, (_, i) => `Company ${String(i + 1).padStart(2, "0")}`),
      );
    });
  });

  describe("GET /api/companies/:id", () => {
    it("answers one company", async () => {
      const response = await admin.get(`/api/companies/${demoId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: demoId, name: "Demo Froyo", has_manual_password: true });
    });

    it("answers 404 for the platform, an unknown id and a malformed id", async () => {
      for (const id of [t.platformCompanyId, "01990000-0000-7000-8000-000000000000", "nope", "1%20OR%201=1"]) {
        const response = await admin.get(`/api/companies/${id}`);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ message: "Not found." });
      }
    });
  });

  describe("the platform company", () => {
    it("can never be edited or deleted", async () => {
      const before = await companiesSnapshot(t);
      const edit = await sendForm(t, admin, `/api/companies/${t.platformCompanyId}`, { name: "Hijacked" });
      expect(edit.statusCode).toBe(404);
      const remove = await admin.request("DELETE", `/api/companies/${t.platformCompanyId}`);
      expect(remove.statusCode).toBe(404);
      expect(await companiesSnapshot(t)).toEqual(before);
    });
  });

  describe("guards", () => {
    type Call = [string, (b: Browser) => Promise<{ statusCode: number; payload: string }>];
    const calls = (): Call[] => [
      ["list", (b) => b.get("/api/companies")],
      ["export", (b) => b.get("/api/companies/export.csv")],
      ["show", (b) => b.get(`/api/companies/${demoId}`)],
      ["create", (b) => sendForm(t, b, "/api/companies", { name: "Mine", subdomain: "mine" })],
      ["edit", (b) => sendForm(t, b, `/api/companies/${demoId}`, { name: "Mine" })],
      ["delete", (b) => b.request("DELETE", `/api/companies/${demoId}`)],
    ];

    it.each([
      ["a Company Admin", "admin@demo.example.com"],
      ["a Client", "client@demo.example.com"],
      ["a Client - Pro", "pro@demo.example.com"],
    ])("answers 403 to %s on every companies endpoint", async (_who, email) => {
      const browser = await signedIn(t, "demo.localhost", email);
      for (const [name, call] of calls()) {
        const response = await call(browser);
        expect(response.statusCode, name).toBe(403);
        expect(JSON.parse(response.payload), name).toEqual({ message: "This action is unauthorized." });
      }
    });

    it("answers 401 to a visitor who is not signed in (with a valid CSRF cookie)", async () => {
      const browser = new Browser(t.app, "localhost");
      await browser.csrf();
      for (const [name, call] of calls()) expect((await call(browser)).statusCode, name).toBe(401);
    });

    it("answers 419 to Super Admin's writes without the X-XSRF-TOKEN header, before reading the body", async () => {
      const before = [await companiesSnapshot(t), await uploadedFiles(t)];
      const logo = file(await image("png"), "logo.png");
      const noHeader = { "x-xsrf-token": "" };
      for (const url of ["/api/companies", `/api/companies/${demoId}`]) {
        const response = await sendForm(
          t,
          admin,
          url,
          { name: "Forged", subdomain: "forged", primary_logo: logo },
          noHeader,
        );
        expect(response.statusCode, url).toBe(419);
      }
      const wrong = await admin.request("DELETE", `/api/companies/${demoId}`, undefined, { "x-xsrf-token": "wrong" });
      expect(wrong.statusCode).toBe(419);
      expect([await companiesSnapshot(t), await uploadedFiles(t)]).toEqual(before);
    });

    it("answers 403 before reading even an oversized body", async () => {
      const browser = await signedIn(t, "acme.localhost", "admin@acme.example.com");
      const big = file(Buffer.alloc(5 * 1024 * 1024, 1), "big.png");
      const response = await sendForm(t, browser, "/api/companies", { name: "X", subdomain: "x", primary_logo: big });
      expect(response.statusCode).toBe(403);
    });

    it("serves Super Admin on a company's subdomain too (platform staff work on any host)", async () => {
      const onDemo = await signedIn(t, "demo.localhost", "super@example.com");
      expect((await onDemo.get("/api/companies")).statusCode).toBe(200);
    });
  });
});

import { existsSync } from "node:fs";
import path from "node:path";
import { companyAdminSchema } from "@froyo/contracts";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailAfter } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { companiesSnapshot, superAdmin, uniqueSubdomain } from "../../../test/companies.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { linkIn } from "../../../test/smtp.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { file, image, sendForm, uploadedFiles, uploadsDir } from "../../../test/uploads.js";
import { auditLog, companies, roles, users } from "../../db/schema/index.js";

describeOnOneDatabase("POST /api/companies", (kind) => {
  let t: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await superAdmin(t);
  });
  afterAll(() => t.close());

  const create = (fields: Parameters<typeof sendForm>[3]) => sendForm(t, admin, "/api/companies", fields);

  it("creates a company with its three images, re-encoded under content-hash names, served safely", async () => {
    const subdomain = uniqueSubdomain();
    const response = await create({
      name: "  Yo Berry  ",
      subdomain: subdomain.toUpperCase(),
      primary_color_hex: "#a1b2c3",
      public_site_url: "https://yoberry.example.com",
      tutorial_url: "https://videos.example.com/yoberry",
      manual_url: "https://docs.example.com/yoberry.pdf",
      manual_password: "open sesame",
      support_email: "Help@YoBerry.example.com",
      default_timezone: "Europe/Paris",
      primary_logo: file(await image("png", 2000, 400), "logo.png", "image/png"),
      footer_logo: file(await image("jpeg", 300, 100), "footer.jpg", "image/jpeg"),
      favicon: file(await image("webp", 512, 512), "favicon.webp", "image/webp"),
    });
    expect(response.statusCode, response.payload).toBe(201);
    const { data } = response.json();
    expect(companyAdminSchema.strict().parse(data)).toEqual(data);
    expect(data).toMatchObject({
      name: "Yo Berry",
      subdomain,
      primary_color_hex: "#A1B2C3",
      public_site_url: "https://yoberry.example.com",
      tutorial_url: "https://videos.example.com/yoberry",
      manual_url: "https://docs.example.com/yoberry.pdf",
      has_manual_password: true,
      support_email: "help@yoberry.example.com",
      default_timezone: "Europe/Paris",
    });
    expect(response.payload).not.toContain("argon2");
    const expected = { primary_logo: ["png", "image/png", 1024], footer_logo: ["jpg", "image/jpeg", 300] } as const;
    for (const [field, [extension, type, width]] of [
      ...Object.entries(expected),
      ["favicon", ["webp", "image/webp", 256]],
    ] as [string, readonly [string, string, number]][]) {
      const publicPath: string = data[field].path;
      expect(publicPath).toMatch(new RegExp(`^/uploads/${data.id}/[0-9a-f]{32}\\.${extension}$`));
      expect(existsSync(path.join(uploadsDir(t), publicPath.slice("/uploads/".length)))).toBe(true);
      const served = await new Browser(t.app, `${subdomain}.localhost`).get(publicPath);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["content-security-policy"]).toContain("sandbox");
      expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
    }
    const stored = await t.db.database.db.select().from(companies).where(eq(companies.id, data.id));
    expect(stored[0]?.manualPasswordHash).toMatch(/^\$argon2id\$/);
  });

  it("gives the new company its seeded roles and records the creation in the platform's audit log", async () => {
    const subdomain = uniqueSubdomain();
    const response = await create({ name: "Roles Co", subdomain });
    expect(response.statusCode, response.payload).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      primary_color_hex: null,
      primary_logo: null,
      footer_logo: null,
      favicon: null,
      has_manual_password: false,
      default_timezone: "UTC",
    });
    const names = await t.db.database.withTenant(data.id, (tx) =>
      tx.select({ name: roles.name }).from(roles).where(eq(roles.companyId, data.id)),
    );
    expect(names.map((r) => r.name).sort()).toEqual(["Client", "Client - Pro", "Company Admin", "Field Technician"]);
    const entries = await t.db.database.withTenant(t.platformCompanyId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "companies.create"), eq(auditLog.targetId, data.id))),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: "super@example.com",
      targetType: "company",
      ip: "127.0.0.1",
      changes: { name: { from: null, to: "Roles Co" }, subdomain: { from: null, to: subdomain } },
    });
  });

  it("invites the first Company Admin by email with a set-password link on the new subdomain", async () => {
    const subdomain = uniqueSubdomain("inv");
    const email = `boss@${subdomain}.example.com`;
    const mail = await mailAfter(t, email, async () => {
      const response = await create({ name: "Invite Co", subdomain, admin_name: "Bo Boss", admin_email: email });
      expect(response.statusCode, response.payload).toBe(201);
    });
    const link = linkIn(mail);
    expect(link.host).toBe(`${subdomain}.localhost:3000`);
    expect(link.pathname).toMatch(/^\/set-password\/[\w-]{20,}$/);
    expect(link.searchParams.get("email")).toBe(email);
    // The link works: the admin sets a password on the new subdomain and signs in there.
    const browser = new Browser(t.app, `${subdomain}.localhost`);
    await browser.csrf();
    const token = link.pathname.split("/").pop();
    const set = await browser.post("/auth/set-password", {
      token,
      email,
      password: "a long new password 1",
      password_confirmation: "a long new password 1",
    });
    expect(set.statusCode, set.payload).toBe(200);
    const login = await browser.post("/auth/login", { email, password: "a long new password 1" });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.role).toBe("Company Admin");
  });

  it("refuses admin_email without admin_name and the reverse", async () => {
    const noName = await create({ name: "X", subdomain: uniqueSubdomain(), admin_email: "a@b.example.com" });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.admin_name).toBeDefined();
    const noEmail = await create({ name: "X", subdomain: uniqueSubdomain(), admin_name: "A" });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors.admin_email).toBeDefined();
  });

  describe("subdomain rules", () => {
    it.each(["www", "api", "admin", "app", "WWW", " Api "])("refuses the reserved %j", async (subdomain) => {
      const response = await create({ name: "Reserved", subdomain });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.subdomain).toEqual(["This subdomain is reserved."]);
    });

    it.each(["-lead", "trail-", "two.labels", "under_score", "spa ce", "é", "a".repeat(64), ""])(
      "refuses the invalid label %j",
      async (subdomain) => {
        const response = await create({ name: "Bad", subdomain });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.subdomain.length).toBeGreaterThanOrEqual(1);
      },
    );

    it("refuses a subdomain already taken, whatever its case", async () => {
      for (const subdomain of ["demo", "DEMO", "Acme"]) {
        const response = await create({ name: "Copycat", subdomain });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: "The subdomain has already been taken.",
          errors: { subdomain: ["The subdomain has already been taken."] },
        });
      }
    });

    it("lets exactly one of two simultaneous creates take a subdomain", async () => {
      const subdomain = uniqueSubdomain("race");
      const before = (await uploadedFiles(t)).length;
      const logo = file(await image("png"), "logo.png");
      const answers = await Promise.all(
        [1, 2, 3].map((n) => create({ name: `Racer ${n}`, subdomain, primary_logo: logo })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422]);
      for (const answer of answers.filter((a) => a.statusCode === 422)) {
        expect(answer.json().errors.subdomain).toEqual(["The subdomain has already been taken."]);
      }
      expect((await uploadedFiles(t)).length).toBe(before + 1);
    });
  });

  it("reports every field problem at once and writes nothing", async () => {
    const before = [await companiesSnapshot(t), await uploadedFiles(t)];
    const response = await create({
      subdomain: "ok-but-no-name",
      primary_color_hex: "pink",
      public_site_url: "javascript:alert(1)",
      support_email: "not an email",
      default_timezone: "Mars/Olympus",
      nickname: "unknown field",
      footer_logo: file(Buffer.from("not an image"), "footer.png", "image/png"),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      "default_timezone",
      "footer_logo",
      "name",
      "nickname",
      "primary_color_hex",
      "public_site_url",
      "support_email",
    ]);
    expect([await companiesSnapshot(t), await uploadedFiles(t)]).toEqual(before);
  });

  it("refuses NUL and other control characters in names and links with 422 (PostgreSQL text cannot hold NUL: was a 500)", async () => {
    const before = [await companiesSnapshot(t), await uploadedFiles(t)];
    const response = await create({
      name: "Nul\u0000Froyo",
      subdomain: uniqueSubdomain("nul"),
      admin_name: "Line\nBreak",
      admin_email: "nul@example.org",
      tutorial_url: "https://example.com/\u0000",
      manual_url: "https://example.com/a\tb",
    });
    expect(response.statusCode, response.payload).toBe(422);
    expect(response.json().errors).toEqual({
      name: ["The name must be a single line of text."],
      admin_name: ["The admin name must be a single line of text."],
      tutorial_url: ["The tutorial URL must be an http(s) URL."],
      manual_url: ["The manual URL must be an http(s) URL."],
    });
    expect([await companiesSnapshot(t), await uploadedFiles(t)]).toEqual(before);
  });

  it("needs nothing else than a name and a subdomain, and never stores an invited admin twice", async () => {
    const subdomain = uniqueSubdomain();
    const response = await create({ name: "Minimal", subdomain, manual_password: "", admin_email: "", admin_name: "" });
    expect(response.statusCode, response.payload).toBe(201);
    const id = response.json().data.id;
    const people = await t.db.database.withTenant(id, (tx) => tx.select().from(users).where(eq(users.companyId, id)));
    expect(people).toEqual([]);
  });
});

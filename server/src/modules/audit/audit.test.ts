import { auditEntrySchema } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { recordAudit } from "./audit.repository.js";
import { createAuditService } from "./audit.service.js";

/** csvStream's default page: the export below needs more rows than one page. */
const CSV_PAGE_SIZE = 500;

interface Entry {
  id: string;
  company: { id: string; name: string };
  action: string;
  actor: { id: string | null; email: string | null };
  target_id: string | null;
  created_at: string;
}

describeEachDatabase("GET /api/audit and /api/audit/export.csv", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let startedAt: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    startedAt = new Date().toISOString();
    // 14 failed sign-ins on demo (unknown addresses), one with a formula-like address, then two real sign-ins.
    const visitor = new Browser(t.app, "demo.localhost");
    await visitor.csrf();
    for (let n = 0; n < 13; n++)
      await visitor.post("/auth/login", { email: `Stranger${n}@Example.org`, password: "x" });
    await visitor.post("/auth/login", { email: "-2+3@example.org", password: "x" });
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    await signedIn(t, "demo.localhost", "client@demo.example.com");
    await signedIn(t, "acme.localhost", "admin@acme.example.com");
  });
  afterAll(() => t.close());

  async function list(query: string): Promise<{ data: Entry[]; meta: { total: number; last_page: number } }> {
    const response = await admin.get(`/api/audit${query}`);
    expect(response.statusCode, response.payload).toBe(200);
    return response.json();
  }

  it("answers {data, meta}, newest first, 10 a page, each entry in the contract's shape", async () => {
    const first = await list("");
    expect(Object.keys(first)).toEqual(["data", "meta"]);
    expect(first.data).toHaveLength(10);
    for (const entry of first.data) expect(auditEntrySchema.strict().parse(entry)).toEqual(entry);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 16, per_page: 10 });
    const all = [...first.data, ...(await list("?page=2")).data];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(16);
    const times = all.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all[0]).toMatchObject({ action: "auth.login", actor: { email: "client@demo.example.com" } });
    expect(all.at(-1)).toMatchObject({
      action: "auth.login_failed",
      actor: { id: null, email: "stranger0@example.org" },
    });
  });

  it("filters by action prefix, actor (any part, any case) and time range, combined", async () => {
    expect((await list("?action=auth.login_failed&per_page=100")).meta.total).toBe(14);
    expect((await list("?action=auth.&per_page=100")).meta.total).toBe(16);
    expect((await list("?action=auth.login&per_page=100")).meta.total).toBe(16); // a prefix
    expect((await list("?action=users.")).data).toEqual([]);
    expect((await list("?action=auth%25")).data).toEqual([]); // % taken literally
    const strangers = await list("?actor=STRANGER1&per_page=100");
    expect(strangers.data.map((e) => e.actor.email).sort()).toEqual([
      "stranger10@example.org",
      "stranger11@example.org",
      "stranger12@example.org",
      "stranger1@example.org",
    ]);
    const both = await list("?actor=demo.example.com&action=auth.login");
    expect(both.data.map((e) => e.actor.email)).toEqual(["client@demo.example.com", "admin@demo.example.com"]);

    const adminSignIn = both.data[1] as Entry;
    const since = await list(`?from=${encodeURIComponent(adminSignIn.created_at)}`);
    expect(since.data.map((e) => e.actor.email)).toEqual(["client@demo.example.com", "admin@demo.example.com"]);
    const until = await list(`?to=${encodeURIComponent(adminSignIn.created_at)}&actor=demo.example.com`);
    expect(until.data.map((e) => e.actor.email)).toEqual(["admin@demo.example.com"]);
    const window = `?from=${encodeURIComponent(startedAt)}&to=${encodeURIComponent(new Date().toISOString())}`;
    expect((await list(window)).meta.total).toBe(16);
    expect((await list("?from=2000-01-01T00:00:00Z&to=2000-12-31T00:00:00Z")).meta.total).toBe(0);
  });

  it.each([
    ["from=yesterday", "from"],
    ["to=2024-13-01T00:00:00Z", "to"],
    ["from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z", "to"],
    ["per_page=101", "per_page"],
    ["page=0", "page"],
    [`action=${"a".repeat(101)}`, "action"],
  ])("answers 422 naming the parameter for ?%s, on the list and the export", async (query, field) => {
    for (const url of [`/api/audit?${query}`, `/api/audit/export.csv?${query}`]) {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
  });

  describe("whose trail", () => {
    it("a Company Admin reads only their company's: acme's admin sees no demo entry, and the reverse", async () => {
      const demo = await list("?per_page=100");
      expect(demo.data.some((e) => e.actor.email?.endsWith("@acme.example.com"))).toBe(false);
      const acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
      const acme = (await acmeAdmin.get("/api/audit?per_page=100")).json() as { data: Entry[] };
      expect(acme.data.length).toBeGreaterThan(0);
      expect(acme.data.every((e) => e.actor.email === "admin@acme.example.com")).toBe(true);
      expect(acme.data.map((e) => e.id).filter((id) => demo.data.some((d) => d.id === id))).toEqual([]);
    });

    it("Super Admin reads any company's on its subdomain, and every company's on the bare domain", async () => {
      const demoIds = (await list("?per_page=100")).data.map((e) => e.id);
      const onDemo = await signedIn(t, "demo.localhost", "super@example.com");
      const seenOnDemo = (await onDemo.get("/api/audit?per_page=100")).json().data.map((e: Entry) => e.id);
      expect(seenOnDemo).toEqual(demoIds);
      const onAcme = await signedIn(t, "acme.localhost", "super@example.com");
      const acme = (await onAcme.get("/api/audit?per_page=100")).json().data as Entry[];
      expect(acme.map((e) => e.actor.email)).toContain("admin@acme.example.com");
      // Super Admin's own sign-ins belong to the platform, wherever they happen.
      expect(acme.some((e) => e.actor.email === "super@example.com")).toBe(false);
      const onPlatform = await signedIn(t, "localhost", "super@example.com");
      const all = (await onPlatform.get("/api/audit?per_page=100")).json() as {
        data: Entry[];
        meta: { total: number };
      };
      const companyNames = new Set(all.data.map((e) => e.company.name));
      expect(companyNames).toEqual(new Set(["Demo Froyo", "Acme Swirl", "Platform"]));
      expect(all.meta.total).toBe(demoIds.length + acme.length + 3);
      const createdAt = all.data.map((e) => e.created_at);
      expect(createdAt).toEqual([...createdAt].sort().reverse());
      expect(all.data.filter((e) => e.company.name === "Platform").map((e) => `${e.action} ${e.actor.email}`)).toEqual(
        Array(3).fill("auth.login super@example.com"),
      );
      const acmeId = await companyIdOf(t, "acme");
      const onlyAcme = (await onPlatform.get(`/api/audit?per_page=100&company_id=${acmeId}`)).json().data as Entry[];
      expect(onlyAcme.map((e) => e.id)).toEqual(acme.map((e) => e.id));
    });

    it("keeps a company's staff to their own trail even when they ask for another company", async () => {
      const demoId = await companyIdOf(t, "demo");
      const acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
      const response = await acmeAdmin.get(`/api/audit?per_page=100&company_id=${demoId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([]);
      // Their own company's id narrows nothing: the filter works, only not across companies.
      const acmeId = await companyIdOf(t, "acme");
      const own = (await acmeAdmin.get(`/api/audit?per_page=100&company_id=${acmeId}`)).json();
      const all = (await acmeAdmin.get("/api/audit?per_page=100")).json();
      expect(own.meta.total).toBeGreaterThan(0);
      expect(own.data).toEqual(all.data);
    });
  });

  describe("CSV export", () => {
    it("streams the whole filtered trail with a header, formulas defused, changes as JSON", async () => {
      const response = await admin.get("/api/audit/export.csv?action=auth.login_failed&per_page=5");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe('attachment; filename="audit.csv"');
      expect(response.headers["cache-control"]).toBe("no-store");
      const [header, ...lines] = response.payload
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(header).toBe("created_at,company,action,actor_email,actor_id,target_type,target_id,changes,ip");
      expect(lines).toHaveLength(14); // every row, not one page
      expect(lines[0]).toMatch(/^[\d-]+T[\d:.]+Z,Demo Froyo,auth\.login_failed,'-2\+3@example\.org,,,,,127\.0\.0\.1$/);
      expect(lines.every((line) => line.split(",")[2] === "auth.login_failed")).toBe(true);
    });

    it("ends where it began: entries written while it streams neither appear nor repeat a row", async () => {
      const demoId = await companyIdOf(t, "demo");
      const record = (count: number, action: string) =>
        t.db.database.withTenant(demoId, async (tx) => {
          for (let n = 0; n < count; n++) await recordAudit(tx, { companyId: demoId, action, targetId: String(n) });
        });
      await record(CSV_PAGE_SIZE + 20, "test.export_page");
      const actor = { ...(await admin.get("/auth/me")).json().data, companyId: demoId, passwordHash: null };
      const scope = { actor, companyId: demoId, isPlatform: false, ip: "127.0.0.1" };
      const stream = createAuditService({ database: t.db.database }).exportEntries(scope, {
        page: 1,
        per_page: 10,
        action: "test.",
      });
      const chunks: string[] = [];
      for await (const chunk of stream) {
        chunks.push(String(chunk));
        // After the header and the first page, more entries arrive, newer than every row already sent.
        if (chunks.length === 2) await record(5, "test.export_late");
      }
      const lines = chunks
        .join("")
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n")
        .slice(1);
      expect(lines).toHaveLength(CSV_PAGE_SIZE + 20);
      expect(new Set(lines).size).toBe(lines.length);
      expect(lines.some((line) => line.includes("test.export_late"))).toBe(false);
    });

    it("writes a change set as one quoted JSON field", async () => {
      const carl = (await admin.get("/api/users?search=client@")).json().data[0].id;
      expect((await admin.request("PATCH", `/api/users/${carl}`, { name: 'Carl "C", Client' })).statusCode).toBe(200);
      const csv = (await admin.get("/api/audit/export.csv?action=users.update")).payload;
      const line =
        csv
          .replace(/^\uFEFF/, "")
          .trimEnd()
          .split("\r\n")[1] ?? "";
      const quoted = line.match(new RegExp(`,user,${carl},"(.*)",127\\.0\\.0\\.1$`))?.[1];
      expect(quoted, line).toBeDefined();
      expect(JSON.parse((quoted ?? "").replaceAll('""', '"'))).toEqual({
        name: { from: "Carl Client", to: 'Carl "C", Client' },
      });
      expect(line).toContain(",admin@demo.example.com,");
    });
  });
});

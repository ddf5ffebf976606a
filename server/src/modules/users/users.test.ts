import { companyPublicSchema, pageMetaSchema, userSchema } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { insertUsers, roleIdOf, userIdOf } from "../../../test/users.js";

describeOnOneDatabase("GET /api/users, /short, /:id, /:id/company", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    // 25 more users, with names that sort differently by case, and LIKE's special characters in two of them.
    await insertUsers(t, demoId, [
      ...Array.from({ length: 21 }, (_, i) => ({
        name: `${i % 2 ? "member" : "Member"} ${String(i).padStart(2, "0")}`,
        email: `member${String(i).padStart(2, "0")}@demo.example.com`,
        role: i % 3 ? "Client" : "Client - Pro",
        status: (["active", "invited", "disabled"] as const)[i % 3],
      })),
      { name: "100% Juice", email: "percent@demo.example.com", role: "Client" },
      { name: "100x Juice", email: "hundred@demo.example.com", role: "Client" },
      { name: "snake_case", email: "snake@demo.example.com", role: "Client" },
      { name: "snakeXcase", email: "snakex@demo.example.com", role: "Client" },
    ]);
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(() => t.close());

  async function list(query: string) {
    const response = await admin.get(`/api/users${query}`);
    expect(response.statusCode, response.payload).toBe(200);
    return response.json() as { data: { id: string; name: string; email: string; status: string }[]; meta: unknown };
  }

  describe("who may call", () => {
    const urls = ["/api/users", "/api/users/export.csv", "/api/users/short"];
    it("answers 401 without a session", async () => {
      const carlId = await userIdOf(t, demoId, "client@demo.example.com");
      for (const url of [...urls, `/api/users/${carlId}`, `/api/users/${carlId}/company`]) {
        const response = await new Browser(t.app, "demo.localhost").get(url);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ message: "Unauthenticated." });
      }
    });

    it("answers 403 to a client (no 'view users')", async () => {
      const client = await signedIn(t, "demo.localhost", "pro@demo.example.com");
      const carlId = await userIdOf(t, demoId, "client@demo.example.com");
      for (const url of [...urls, `/api/users/${carlId}`, `/api/users/${carlId}/company`]) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ message: "This action is unauthorized." });
      }
    });
  });

  it("answers {data, meta} with users of the company only, each in the contract's shape", async () => {
    const body = await list("?per_page=100");
    expect(Object.keys(body)).toEqual(["data", "meta"]);
    expect(pageMetaSchema.strict().parse(body.meta)).toEqual({
      current_page: 1,
      last_page: 1,
      total: 28,
      per_page: 100,
    });
    for (const user of body.data) expect(userSchema.strict().parse(user)).toEqual(user);
    expect(body.data.every((user) => user.email.endsWith("@demo.example.com"))).toBe(true);
    const ada = body.data.find((user) => user.email === "admin@demo.example.com");
    expect(ada).toMatchObject({ name: "Ada Admin", role: { name: "Company Admin" }, type: "staff", status: "active" });
  });

  it("pages through the whole set without repeats, 10 a page by default", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?page=${page}`)));
    expect(pages.map((page) => page.data.length)).toEqual([10, 10, 8]);
    expect(pages[2]?.meta).toEqual({ current_page: 3, last_page: 3, total: 28, per_page: 10 });
    const ids = pages.flatMap((page) => page.data.map((user) => user.id));
    expect(new Set(ids).size).toBe(28);
    const beyond = await list("?page=9");
    expect(beyond).toEqual({ data: [], meta: { current_page: 9, last_page: 3, total: 28, per_page: 10 } });
  });

  it("sorts by name ignoring case, either way, with the id breaking ties", async () => {
    // The test databases use the C collation: lower-cased names in code-unit order.
    const names = (await list("?per_page=100&sort=name")).data.map((user) => user.name);
    expect(names.map((n) => n.toLowerCase())).toEqual(names.map((n) => n.toLowerCase()).sort());
    expect(names.indexOf("member 01")).toBe(names.indexOf("Member 00") + 1);
    const descending = (await list("?per_page=100&sort=name&order=desc")).data.map((user) => user.name);
    expect(descending.map((n) => n.toLowerCase())).toEqual([...names].reverse().map((n) => n.toLowerCase()));
  });

  it.each(["email", "role", "status", "created_at", "last_sign_in_at"])("sorts by %s", async (sort) => {
    const ascending = (await list(`?per_page=100&sort=${sort}`)).data;
    const descending = (await list(`?per_page=100&sort=${sort}&order=desc`)).data;
    expect(ascending).toHaveLength(28);
    const key = (user: Record<string, unknown>) =>
      sort === "role" ? (user.role as { name: string }).name.toLowerCase() : (user[sort] as string | null);
    const keys = ascending.map(key);
    const present = keys.filter((k) => k !== null) as string[];
    expect(present).toEqual([...present].sort());
    // Nulls (never signed in) last in both directions.
    expect(keys.slice(present.length).every((k) => k === null)).toBe(true);
    expect(descending.map(key).slice(0, present.length)).toEqual([...present].reverse());
  });

  it("searches name and email case-insensitively, taking % and _ literally", async () => {
    expect((await list("?search=MEMBER%200")).data.map((u) => u.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i % 2 ? "member" : "Member"} 0${i}`).sort(),
    );
    expect((await list("?search=PERCENT@")).data.map((u) => u.name)).toEqual(["100% Juice"]);
    expect((await list(`?search=${encodeURIComponent("100%")}`)).data.map((u) => u.name)).toEqual(["100% Juice"]);
    expect((await list("?search=snake_")).data.map((u) => u.name)).toEqual(["snake_case"]);
    expect((await list(`?search=${encodeURIComponent("\\")}`)).data).toEqual([]);
    expect((await list(`?search=${encodeURIComponent("a\u0000d")}`)).data.map((u) => u.name)).toEqual(["Ada Admin"]);
    expect((await list("?search=%20%20")).meta).toMatchObject({ total: 28 });
  });

  it("filters by role and status, combined with search", async () => {
    const proId = await roleIdOf(t, demoId, "Client - Pro");
    const pro = await list(`?per_page=100&role_id=${proId}`);
    expect(pro.meta).toMatchObject({ total: 8 });
    expect(pro.data.every((user) => (user as unknown as { role: { id: string } }).role.id === proId)).toBe(true);
    const invited = await list("?per_page=100&status=invited");
    expect(invited.data.map((user) => user.status)).toEqual(Array(7).fill("invited"));
    const both = await list(`?per_page=100&status=active&role_id=${proId}&search=member`);
    expect(both.data.map((user) => user.name)).toEqual([
      "Member 00",
      "member 03",
      "Member 06",
      "member 09",
      "Member 12",
      "member 15",
      "Member 18",
    ]);
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["per_page=101", "per_page"],
    ["sort=password_hash", "sort"],
    ["order=sideways", "order"],
    ["role_id=not-a-uuid", "role_id"],
    ["status=deleted", "status"],
    [`search=${"x".repeat(201)}`, "search"],
  ])("answers 422 naming the parameter for ?%s", async (query, field) => {
    const response = await admin.get(`/api/users?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it("GET /api/users/short lists active and invited users by name as {id, name}", async () => {
    const response = await admin.get("/api/users/short");
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { id: string; name: string }[] };
    expect(data).toHaveLength(28 - 7);
    for (const entry of data) expect(Object.keys(entry).sort()).toEqual(["id", "name"]);
    const names = data.map((entry) => entry.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(data.map((entry) => entry.name)).not.toContain("Member 02"); // disabled
    expect(data.map((entry) => entry.name)).toContain("member 01"); // invited
  });

  it("GET /api/users/:id answers one user; a malformed or unknown id answers 404", async () => {
    const carlId = await userIdOf(t, demoId, "client@demo.example.com");
    const response = await admin.get(`/api/users/${carlId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: expect.objectContaining({ id: carlId, name: "Carl Client" }) });
    expect(userSchema.strict().parse(response.json().data)).toBeTruthy();
    for (const id of ["nope", "00000000-0000-0000-0000-000000000000", `${carlId}x`, "%27%20OR%201=1"]) {
      for (const url of [`/api/users/${id}`, `/api/users/${id}/company`]) {
        const missing = await admin.get(url);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json()).toEqual({ message: "Not found." });
      }
    }
  });

  it("GET /api/users/:id/company answers the user's company in its public shape", async () => {
    const carlId = await userIdOf(t, demoId, "client@demo.example.com");
    const response = await admin.get(`/api/users/${carlId}/company`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(companyPublicSchema.strict().parse(data)).toEqual(data);
    expect(data).toMatchObject({ id: demoId, name: "Demo Froyo", subdomain: "demo" });
  });

  describe("platform staff", () => {
    it("on a company subdomain, see that company's users", async () => {
      const superAdmin = await signedIn(t, "demo.localhost", "super@example.com");
      const body = (await superAdmin.get("/api/users?per_page=100")).json();
      expect(body.meta.total).toBe(28);
      const carlId = await userIdOf(t, demoId, "client@demo.example.com");
      expect((await superAdmin.get(`/api/users/${carlId}/company`)).json().data.subdomain).toBe("demo");
    });

    it("on the bare domain, see the platform's own users, whose company is the platform's public view", async () => {
      const superAdmin = await signedIn(t, "localhost", "super@example.com");
      const body = (await superAdmin.get("/api/users")).json();
      expect(body.data.map((user: { email: string }) => user.email)).toEqual(["super@example.com"]);
      const company = await superAdmin.get(`/api/users/${body.data[0].id}/company`);
      expect(company.statusCode).toBe(200);
      expect(company.json().data).toMatchObject({ id: t.platformCompanyId, name: "Platform", subdomain: "" });
      const carlId = await userIdOf(t, demoId, "client@demo.example.com");
      expect((await superAdmin.get(`/api/users/${carlId}`)).statusCode).toBe(404);
    });
  });
});

import { ERROR_MESSAGES, SUPPORT_TICKETS_PER_HOUR, supportTicketSchema } from "@froyo/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, createUser, mailAfter, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";
import { companies, supportTickets } from "../../db/schema/index.js";
import { queryRows } from "../../db/types.js";

const PLATFORM_SUPPORT = "platform-support@example.com";
const ticket = (subject: string, extra: Record<string, unknown> = {}) => ({
  subject,
  category: "Technical issue",
  message: `Details about ${subject}.`,
  ...extra,
});

describeOnOneDatabase("support tickets", (kind) => {
  let t: TestApp;
  let demoId: string;
  let acmeId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, SUPPORT_EMAIL: PLATFORM_SUPPORT });
    demoId = await companyIdOf(t, "demo");
    acmeId = await companyIdOf(t, "acme");
  });
  afterAll(() => t.close());

  /** Submits and returns the answer and the mail that reached `to`. */
  async function submit(browser: Browser, to: string, body: Record<string, unknown>) {
    let response: LightMyRequestResponse | undefined;
    const mail = await mailAfter(t, to, async () => {
      response = await browser.post("/api/submit_support_ticket", body);
      expect(response.statusCode, response.payload).toBe(201);
    });
    return { response: response as LightMyRequestResponse, mail };
  }

  const listOf = async (browser: Browser, query = "") => (await browser.get(`/api/support_tickets${query}`)).json();

  it("stores the ticket, answers 201 {data: ticket} and mails the company's support address over SMTP", async () => {
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const { response, mail } = await submit(client, "support@demo.example.com", {
      subject: "  Invoice for March  ",
      category: "Billing",
      message: "  The March invoice lists kiosk 4 twice.\nCould you check?  ",
    });
    const body = response.json();
    expect(Object.keys(body)).toEqual(["data"]);
    expect(supportTicketSchema.strict().parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({
      subject: "Invoice for March",
      category: "Billing",
      message: "The March invoice lists kiosk 4 twice.\nCould you check?",
      status: "open",
    });

    expect(mail.subject).toBe("[Billing] Invoice for March");
    expect(mail.replyTo?.value).toEqual([{ address: "client@demo.example.com", name: "Carl Client" }]);
    expect(mail.from?.value[0]?.address).toBe("no-reply@localhost");
    expect(mail.text).toContain("Company:   Demo Froyo (demo)");
    expect(mail.text).toContain("From:      Carl Client <client@demo.example.com>");
    expect(mail.text).toContain("Category:  Billing");
    expect(mail.text).toContain(`Ticket:    ${body.data.id}`);
    expect(mail.text).toContain("The March invoice lists kiosk 4 twice.\nCould you check?");
    expect(mail.html).toBe(false);

    const [stored] = await t.db.database.withTenant(demoId, (tx) =>
      tx.select().from(supportTickets).where(eq(supportTickets.id, body.data.id)),
    );
    expect(stored).toMatchObject({ companyId: demoId, subject: "Invoice for March", status: "open" });
    const [audit] = (await auditRowsOf(t, demoId, "support.submit_ticket")).filter((r) => r.targetId === body.data.id);
    expect(audit).toMatchObject({
      actorEmail: "client@demo.example.com",
      targetType: "support_ticket",
      changes: { subject: { from: null, to: "Invoice for March" }, category: { from: null, to: "Billing" } },
    });
  });

  it('accepts every category, "Upgrade to Pro" included, and keeps markup as plain text', async () => {
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const { mail } = await submit(client, "support@demo.example.com", {
      subject: "<b>Pro</b> please",
      category: "Upgrade to Pro",
      message: '<script>alert("x")</script><img src=x onerror=alert(1)>',
    });
    expect(mail.subject).toBe("[Upgrade to Pro] <b>Pro</b> please");
    expect(mail.html).toBe(false);
    expect(mail.text).toContain('<script>alert("x")</script><img src=x onerror=alert(1)>');
    for (const category of ["Technical issue", "Kiosk hardware", "Billing", "Feature request", "Other"]) {
      const response = await client.post("/api/submit_support_ticket", ticket(`About ${category}`, { category }));
      expect(response.statusCode, category).toBe(201);
      expect(response.json().data.category).toBe(category);
    }
  });

  it("lists the user's own tickets only, newest first, paginated like the other lists", async () => {
    const pro = await signedIn(t, "demo.localhost", "pro@demo.example.com");
    expect(await listOf(pro)).toEqual({ data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 10 } });
    for (const subject of ["First", "Second", "Third"]) {
      expect((await pro.post("/api/submit_support_ticket", ticket(subject))).statusCode).toBe(201);
    }
    const first = await listOf(pro, "?per_page=2");
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 3, per_page: 2 });
    expect(first.data.map((row: { subject: string }) => row.subject)).toEqual(["Third", "Second"]);
    for (const row of first.data) expect(supportTicketSchema.strict().parse(row)).toEqual(row);
    const second = await listOf(pro, "?per_page=2&page=2");
    expect(second.data.map((row: { subject: string }) => row.subject)).toEqual(["First"]);

    // Another user of the same company sees none of them; an admin of the company neither (own tickets only).
    const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    expect((await listOf(admin)).meta.total).toBe(0);
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const clientSubjects = (await listOf(client, "?per_page=100")).data.map((row: { subject: string }) => row.subject);
    expect(clientSubjects).not.toContain("First");
    expect(clientSubjects).toContain("Invoice for March");

    const badPage = await pro.get("/api/support_tickets?page=0&per_page=500");
    expect(badPage.statusCode).toBe(422);
    expect(Object.keys(badPage.json().errors).sort()).toEqual(["page", "per_page"]);
  });

  it("answers 422 with a message per field, refuses unknown fields and stores nothing", async () => {
    const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const before = (await listOf(admin)).meta.total;

    const missing = await admin.post("/api/submit_support_ticket", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: "The subject field is required. (and 2 more errors)",
      errors: {
        subject: ["The subject field is required."],
        category: ["The category field is required."],
        message: ["The message field is required."],
      },
    });
    const blank = await admin.post("/api/submit_support_ticket", { subject: "   ", category: "", message: " \n " });
    expect(blank.json().errors).toEqual({
      subject: ["The subject field is required."],
      category: ["The category field is required."],
      message: ["The message field is required."],
    });
    const bad = await admin.post("/api/submit_support_ticket", {
      subject: "x".repeat(201),
      category: "Gold plan",
      message: "y".repeat(5001),
    });
    expect(bad.json().errors).toEqual({
      subject: ["The subject must not be greater than 200 characters."],
      category: ["The selected category is invalid."],
      message: ["The message must not be greater than 5000 characters."],
    });
    const twoLines = await admin.post("/api/submit_support_ticket", ticket("Line one\r\nBcc: someone@example.org"));
    expect(twoLines.json().errors).toEqual({ subject: ["The subject must be a single line of text."] });
    const nul = await admin.post("/api/submit_support_ticket", ticket("Null", { message: "a\u0000b" }));
    expect(nul.json().errors).toEqual({ message: ["The message must not contain null characters."] });
    const wrongTypes = await admin.post("/api/submit_support_ticket", {
      subject: 1,
      category: ["Billing"],
      message: {},
    });
    expect(Object.keys(wrongTypes.json().errors).sort()).toEqual(["category", "message", "subject"]);

    for (const extra of [
      { company_id: acmeId },
      { author_id: "00000000-0000-4000-8000-000000000001" },
      { status: "resolved" },
      { id: "00000000-0000-4000-8000-000000000000" },
      { created_at: "2020-01-01T00:00:00Z" },
    ]) {
      const response = await admin.post("/api/submit_support_ticket", ticket("Mass assignment", extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(422);
      expectValidationShape(response.json());
      const [field] = Object.keys(extra);
      expect(response.json().errors).toEqual({ [field as string]: [`The ${field} field is not allowed.`] });
    }
    expect((await listOf(admin)).meta.total).toBe(before);
  });

  it("checks the session and the CSRF token before the body: 401 anonymous, 419 without the token", async () => {
    const anonymous = new Browser(t.app, "demo.localhost");
    await anonymous.csrf();
    for (const response of [
      await anonymous.post("/api/submit_support_ticket", ticket("Anonymous")),
      await anonymous.post("/api/submit_support_ticket", { bad: true }),
      await anonymous.get("/api/support_tickets"),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: ERROR_MESSAGES.unauthenticated });
    }
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const forged = await client.post("/api/submit_support_ticket", ticket("Forged"), { "x-xsrf-token": "wrong" });
    expect(forged.statusCode).toBe(419);
    expect(forged.json()).toEqual({ message: ERROR_MESSAGES.csrfMismatch });
    const subjects = (await listOf(client, "?per_page=100")).data.map((row: { subject: string }) => row.subject);
    expect(subjects).not.toContain("Forged");
  });

  it(`throttles each user to ${SUPPORT_TICKETS_PER_HOUR} tickets an hour: then 429 with Retry-After`, async () => {
    await createUser(t, demoId, { email: "busy@demo.example.com", status: "active", password: "demo-password" });
    const busy = await signedIn(t, "demo.localhost", "busy@demo.example.com");
    for (let i = 1; i <= SUPPORT_TICKETS_PER_HOUR; i++) {
      expect((await busy.post("/api/submit_support_ticket", ticket(`Busy ${i}`))).statusCode).toBe(201);
    }
    const throttled = await busy.post("/api/submit_support_ticket", ticket("One too many"));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: ERROR_MESSAGES.tooManyAttempts });
    const retryAfter = Number(throttled.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await listOf(busy)).meta.total).toBe(SUPPORT_TICKETS_PER_HOUR);
    // Other users are not held back.
    const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    expect((await admin.post("/api/submit_support_ticket", ticket("Still fine"))).statusCode).toBe(201);
  });

  it("files platform staff's tickets in the platform and mails SUPPORT_EMAIL, on the bare domain and on a subdomain", async () => {
    const onPlatform = await signedIn(t, "localhost", "super@example.com");
    const { mail: fromPlatform } = await submit(onPlatform, PLATFORM_SUPPORT, ticket("From the platform"));
    expect(fromPlatform.text).toContain("Company:   Platform\n");
    expect(fromPlatform.text).not.toContain("Acting in");
    expect(fromPlatform.replyTo?.value).toEqual([{ address: "super@example.com", name: "Super Admin" }]);

    const onDemo = await signedIn(t, "demo.localhost", "super@example.com");
    const { mail: fromDemo } = await submit(onDemo, PLATFORM_SUPPORT, ticket("From demo's subdomain"));
    expect(fromDemo.text).toContain("Acting in: Demo Froyo (demo)");

    // Their own tickets, whichever host they look from; none of them is in demo.
    for (const browser of [onPlatform, onDemo]) {
      const subjects = (await listOf(browser)).data.map((row: { subject: string }) => row.subject);
      expect(subjects).toEqual(["From demo's subdomain", "From the platform"]);
    }
    const inDemo = await t.db.database.withTenant(demoId, (tx) =>
      tx
        .select()
        .from(supportTickets)
        .where(and(eq(supportTickets.companyId, demoId), eq(supportTickets.subject, "From demo's subdomain"))),
    );
    expect(inDemo).toEqual([]);
  });

  it("mails SUPPORT_EMAIL when the company has no support address", async () => {
    await t.db.database.db.update(companies).set({ supportEmail: null }).where(eq(companies.id, acmeId));
    try {
      const acmeClient = await signedIn(t, "acme.localhost", "client@acme.example.com");
      const { mail } = await submit(acmeClient, PLATFORM_SUPPORT, ticket("Acme without an address"));
      expect(mail.text).toContain("Company:   Acme Swirl (acme)");
      expect(mail.replyTo?.value).toEqual([{ address: "client@acme.example.com", name: "Carl Client" }]);
    } finally {
      await t.db.database.db
        .update(companies)
        .set({ supportEmail: "support@acme.example.com" })
        .where(eq(companies.id, acmeId));
    }
  });

  it("keeps companies apart: acme's users see none of demo's tickets, and row-level security holds", async () => {
    const acmeAdmin = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    const { mail } = await submit(acmeAdmin, "support@acme.example.com", ticket("Acme's own"));
    expect(mail.text).toContain("Acme Swirl (acme)");
    const acmeList = await listOf(acmeAdmin, "?per_page=100");
    expect(acmeList.data.map((row: { subject: string }) => row.subject)).toEqual(["Acme's own"]);

    // demo's session is worth nothing on acme's subdomain.
    const demoClient = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const replayed = new Browser(t.app, "acme.localhost");
    for (const [name, value] of demoClient.cookies) replayed.cookies.set(name, value);
    expect((await replayed.get("/api/support_tickets")).statusCode).toBe(401);

    const seenFromAcme = await t.db.database.withTenant(acmeId, (tx) =>
      queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM support_tickets WHERE company_id = ${demoId}`),
    );
    expect(seenFromAcme[0]?.n).toBe(0);
    const demoOwn = await t.db.database.withTenant(demoId, (tx) =>
      queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM support_tickets WHERE company_id = ${demoId}`),
    );
    expect(demoOwn[0]?.n).toBeGreaterThan(0);
  });
});

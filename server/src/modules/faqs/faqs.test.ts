import { ERROR_MESSAGES, FAQS_MAX, faqSchema } from "@froyo/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";
import { auditLog } from "../../db/schema/index.js";
import { queryRows } from "../../db/types.js";

const DEMO_QUESTIONS = [
  "How do I refill a tray?",
  "Why does a kiosk show as offline?",
  "Who do I contact about my invoice?",
];
const ACME_FAQS = [
  { question: "Where is the nearest Acme kiosk?", answer: "See the map on our website." },
  { question: "Do you have vegan flavours?", answer: "Yes: mango, raspberry and dark chocolate." },
];
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describeOnOneDatabase("FAQs per company", (kind) => {
  let t: TestApp;
  let demoId: string;
  let acmeId: string;
  let superAdmin: Browser;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    acmeId = await companyIdOf(t, "acme");
    superAdmin = await signedIn(t, "localhost", "super@example.com");
  });
  afterAll(() => t.close());

  const put = (browser: Browser, id: string, body: unknown) =>
    browser.request("PUT", `/api/companies/${id}/faqs`, body as Record<string, unknown>);
  const questionsOf = (body: { data: { question: string }[] }) => body.data.map((faq) => faq.question);
  const faqAudits = () =>
    t.db.database.withTenant(t.platformCompanyId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, t.platformCompanyId), eq(auditLog.action, "companies.faqs_update"))),
    );

  it("GET /api/faqs answers the company's own FAQ in order, for every signed-in user", async () => {
    for (const email of ["client@demo.example.com", "pro@demo.example.com", "admin@demo.example.com"]) {
      const browser = await signedIn(t, "demo.localhost", email);
      const response = await browser.get("/api/faqs");
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(["data"]);
      expect(questionsOf(response.json())).toEqual(DEMO_QUESTIONS);
      for (const faq of response.json().data) expect(faqSchema.strict().parse(faq)).toEqual(faq);
    }
    const onDemo = await signedIn(t, "demo.localhost", "super@example.com");
    expect(questionsOf((await onDemo.get("/api/faqs")).json())).toEqual(DEMO_QUESTIONS);
  });

  it("answers an empty list for a company without its own FAQ (the web app shows its default), and on the bare domain", async () => {
    const acme = await signedIn(t, "acme.localhost", "client@acme.example.com");
    expect((await acme.get("/api/faqs")).json()).toEqual({ data: [] });
    expect((await superAdmin.get("/api/faqs")).json()).toEqual({ data: [] });
  });

  it("PUT /api/companies/{id}/faqs replaces the list (trimmed, in order), audited in the platform's trail", async () => {
    const auditsBefore = (await faqAudits()).length;
    const response = await put(superAdmin, acmeId, {
      faqs: ACME_FAQS.map((faq) => ({ question: `  ${faq.question} `, answer: ` ${faq.answer}\n` })),
    });
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.json()).toEqual({ data: ACME_FAQS });

    const acme = await signedIn(t, "acme.localhost", "pro@acme.example.com");
    expect((await acme.get("/api/faqs")).json()).toEqual({ data: ACME_FAQS });
    expect((await superAdmin.get(`/api/companies/${acmeId}/faqs`)).json()).toEqual({ data: ACME_FAQS });
    // demo keeps its own.
    const demo = await signedIn(t, "demo.localhost", "client@demo.example.com");
    expect(questionsOf((await demo.get("/api/faqs")).json())).toEqual(DEMO_QUESTIONS);

    const audits = await faqAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({
      actorEmail: "super@example.com",
      targetType: "company",
      targetId: acmeId,
      changes: { faqs: { from: [], to: ACME_FAQS } },
    });

    // Reordered: the order is the one sent. The same list again changes nothing and writes no audit entry.
    const reversed = [...ACME_FAQS].reverse();
    expect((await put(superAdmin, acmeId, { faqs: reversed })).json()).toEqual({ data: reversed });
    expect((await acme.get("/api/faqs")).json()).toEqual({ data: reversed });
    const afterReorder = (await faqAudits()).length;
    expect((await put(superAdmin, acmeId, { faqs: reversed })).statusCode).toBe(200);
    expect(await faqAudits()).toHaveLength(afterReorder);

    // An empty list brings back the default.
    expect((await put(superAdmin, acmeId, { faqs: [] })).json()).toEqual({ data: [] });
    expect((await acme.get("/api/faqs")).json()).toEqual({ data: [] });
  });

  it(`takes up to ${FAQS_MAX} entries; more, or fields out of bounds, answer 422 per field and change nothing`, async () => {
    const full = Array.from({ length: FAQS_MAX }, (_, i) => ({
      question: `Q${i} ${"q".repeat(290)}`.slice(0, 300),
      answer: "a".repeat(5000),
    }));
    const accepted = await put(superAdmin, acmeId, { faqs: full });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toHaveLength(FAQS_MAX);
    expect(accepted.json().data[49].question.startsWith("Q49 ")).toBe(true);

    const tooMany = await put(superAdmin, acmeId, { faqs: [...full, { question: "One more", answer: "No." }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ faqs: [`The faqs must not have more than ${FAQS_MAX} items.`] });

    const bad = await put(superAdmin, acmeId, {
      faqs: [
        { question: "q".repeat(301), answer: "fine" },
        { question: "  ", answer: "a".repeat(5001) },
        { question: "Fine?" },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      "faqs.0.question": ["The question must not be greater than 300 characters."],
      "faqs.1.question": ["The question field is required."],
      "faqs.1.answer": ["The answer must not be greater than 5000 characters."],
      "faqs.2.answer": ["The answer field is required."],
    });
    for (const body of [
      {},
      { faqs: "none" },
      { faqs: [{ question: "Q", answer: "A", position: 3 }] },
      { faqs: [], company_id: demoId },
      { faqs: [{ question: "Nul\u0000", answer: "A" }] },
    ]) {
      const response = await put(superAdmin, acmeId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expectValidationShape(response.json());
    }
    expect((await put(superAdmin, acmeId, {})).json().errors).toEqual({ faqs: ["The faqs field is required."] });
    const position = await put(superAdmin, acmeId, { faqs: [{ question: "Q", answer: "A", position: 3 }] });
    expect(position.json().errors).toEqual({ "faqs.0.position": ["The position field is not allowed."] });
    const companyId = await put(superAdmin, acmeId, { faqs: [], company_id: demoId });
    expect(companyId.json().errors).toEqual({ company_id: ["The company_id field is not allowed."] });
    // Nothing of the refused calls was stored.
    const stored = (await superAdmin.get(`/api/companies/${acmeId}/faqs`)).json().data;
    expect(stored).toHaveLength(FAQS_MAX);
    expect(stored[0]).toEqual(full[0]);
    expect((await put(superAdmin, acmeId, { faqs: [] })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown, malformed or platform company id", async () => {
    for (const id of [UNKNOWN_ID, "nope", t.platformCompanyId]) {
      for (const response of [
        await superAdmin.get(`/api/companies/${id}/faqs`),
        await put(superAdmin, id, { faqs: ACME_FAQS }),
      ]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
      }
    }
    expect((await superAdmin.get("/api/faqs")).json()).toEqual({ data: [] });
  });

  it("leaves editing to platform staff (`edit companies`): 401 anonymous, 403 for company roles, any host for Super Admin", async () => {
    const anonymous = new Browser(t.app, "demo.localhost");
    await anonymous.csrf();
    expect((await anonymous.get("/api/faqs")).statusCode).toBe(401);
    expect((await anonymous.get(`/api/companies/${demoId}/faqs`)).statusCode).toBe(401);
    expect((await put(anonymous, demoId, { faqs: [] })).statusCode).toBe(401);
    for (const email of ["admin@demo.example.com", "client@demo.example.com", "pro@demo.example.com"]) {
      const browser = await signedIn(t, "demo.localhost", email);
      const read = await browser.get(`/api/companies/${demoId}/faqs`);
      expect(read.statusCode, email).toBe(403);
      const write = await put(browser, demoId, { faqs: [] });
      expect(write.statusCode, email).toBe(403);
      expect(write.json()).toEqual({ message: ERROR_MESSAGES.unauthorized });
    }
    const forged = await superAdmin.request(
      "PUT",
      `/api/companies/${demoId}/faqs`,
      { faqs: [] },
      {
        "x-xsrf-token": "wrong",
      },
    );
    expect(forged.statusCode).toBe(419);
    const demo = await signedIn(t, "demo.localhost", "client@demo.example.com");
    expect(questionsOf((await demo.get("/api/faqs")).json())).toEqual(DEMO_QUESTIONS);

    // Super Admin signed in on a company's subdomain edits too, like the company form.
    const superOnDemo = await signedIn(t, "demo.localhost", "super@example.com");
    const edited = await put(superOnDemo, acmeId, { faqs: ACME_FAQS.slice(0, 1) });
    expect(edited.statusCode).toBe(200);
    expect((await put(superOnDemo, acmeId, { faqs: [] })).statusCode).toBe(200);
  });

  it("keeps companies apart: acme's users never see demo's FAQ, and row-level security holds", async () => {
    await put(superAdmin, acmeId, { faqs: ACME_FAQS });
    const acme = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    const body = (await acme.get("/api/faqs")).json();
    expect(body).toEqual({ data: ACME_FAQS });
    for (const question of DEMO_QUESTIONS) expect(JSON.stringify(body)).not.toContain(question);
    const demoFromAcme = await t.db.database.withTenant(acmeId, (tx) =>
      queryRows(tx, sql`SELECT question FROM faqs WHERE company_id = ${demoId}`),
    );
    expect(demoFromAcme).toEqual([]);
    const outside = await queryRows(t.db.database.db, sql`SELECT question FROM faqs`);
    expect(outside).toEqual([]);
  });
});

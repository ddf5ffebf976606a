import { execFileSync } from "node:child_process";
import type { Statement } from "@froyo/contracts";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { FakeClock, MINUTE } from "../../../test/fake-clock.js";
import { addKiosk, makeSale, type NewKiosk, productIds, resultsOf } from "../../../test/fleet.js";
import { secondAppOnSameDatabase } from "../../../test/second-app.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { companies, statements } from "../../db/schema/index.js";
import { formatMoney } from "./statement-pdf.js";
import { issueInstant } from "./statement-rules.js";
import { ISSUE_EVERY_SECONDS } from "./statements-issuer.js";

const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

/**
 * Statements end to end on each engine: drafts worked out from the sales, the issuing job (once, with two processes,
 * and after a process died holding it), the mail with its PDF, an issued statement that never changes, and what
 * came late for its month as an adjustment on the next.
 */
describeEachDatabase("statements", (kind) => {
  const clock = new FakeClock("2026-10-20T12:00:00Z");
  let t: TestApp;
  let demoId: string;
  let zone: string;
  let admin: Browser;
  let carl: Browser;
  let carlId: string;
  let proId: string;
  let tokyo: NewKiosk;
  let product: string;

  const list = async (browser: Browser, month: string) => {
    const response = await browser.get(`/api/statements?month=${month}`);
    expect(response.statusCode, response.payload).toBe(200);
    return response.json().data as Statement[];
  };
  const carlsOf = async (month: string) => (await list(admin, month)).find((s) => s.owner.id === carlId) as Statement;
  const sell = async (occurredAt: string, overrides: Record<string, unknown> = {}) => {
    const sale = makeSale([{ productId: product, quantity: 2 }], { occurred_at: occurredAt, ...overrides });
    expect(resultsOf(await tokyo.device.sales([sale]))[0]?.status).toBe("accepted");
    return sale;
  };
  /** Statements stored for a month: issued ones (a draft is never stored). */
  const issuedCount = async (month: string) =>
    (
      await t.db.database.withTenant(demoId, (tx) =>
        tx
          .select({ n: count() })
          .from(statements)
          .where(and(eq(statements.companyId, demoId), eq(statements.month, `${month}-01`))),
      )
    )[0]?.n;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE, { clock });
    demoId = await companyIdOf(t, "demo");
    const [company] = await t.db.database.db
      .select({ zone: companies.defaultTimezone })
      .from(companies)
      .where(and(eq(companies.id, demoId)));
    zone = company?.zone as string;
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
    carlId = await userIdOf(t, demoId, "client@demo.example.com");
    proId = await userIdOf(t, demoId, "pro@demo.example.com");
    product = [...(await productIds(t, demoId)).values()][0] as string;
    tokyo = await addKiosk(t, { admin, timezone: "Asia/Tokyo", name: "Statement kiosk" });
    const terms = await admin.request("PUT", `/api/users/${carlId}/terms`, {
      royalty_percent: 6.25,
      monthly_fee_cents: 5000,
    });
    expect(terms.statusCode, terms.payload).toBe(200);
  });
  afterAll(() => t.close());

  it("works out each client's month from their kiosks' local days, and shows a client only their own", async () => {
    await sell("2026-10-31T14:30:00Z"); // 23:30 on 31 October in Tokyo: October
    await sell("2026-10-31T15:30:00Z"); // 00:30 on 1 November in Tokyo: November
    const discounted = await sell("2026-10-10T03:00:00Z", { discount_cents: 100 });
    const refund = {
      id: "st-1",
      order_id: discounted.id,
      amount_cents: 300,
      reason: "Spilt",
      occurred_at: "2026-10-10T03:05:00Z",
    };
    expect(resultsOf(await tokyo.device.refunds([refund]))[0]?.status).toBe("accepted");

    const october = await carlsOf("2026-10");
    const line = october.kiosks.find((kiosk) => kiosk.kiosk_id === tokyo.id);
    expect(line).toEqual({
      kiosk_id: tokyo.id,
      name: "Statement kiosk",
      gross_cents: 1800,
      discount_cents: 100,
      refunded_cents: 300,
      net_cents: 1400,
    });
    expect(october).toMatchObject({
      id: `${carlId}-2026-10`,
      status: "draft",
      royalty_percent: 6.25,
      monthly_fee_cents: 5000,
      issued_at: null,
      adjustments: [],
    });
    // Carl's other (seeded) kiosks may have sold too: the statement adds up whatever they are.
    expect(october.net_cents).toBe(october.kiosks.reduce((sum, kiosk) => sum + kiosk.net_cents, 0));
    expect(october.royalty_cents).toBe(Math.round((october.net_cents * 625) / 10_000));
    expect(october.amount_due_cents).toBe(october.royalty_cents + 5000);

    const own = await list(carl, "2026-10");
    expect(own.map((statement) => statement.owner.id)).toEqual([carlId]);
    expect((await carl.get(`/api/statements/${proId}-2026-10`)).statusCode).toBe(404);
    expect((await carl.get(`/api/statements/${carlId}-2026-10`)).json().data).toEqual(october);
    const acme = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    const stolen = await acme.get(`/api/statements/${carlId}-2026-10`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual((await acme.get(`/api/statements/${RANDOM_ID}-2026-10`)).json());
    expect((await admin.get(`/api/statements/${carlId}-2026-13`)).statusCode).toBe(404);
  });

  it("issues October on the 2nd once, with two processes, mails each client their PDF, and never changes it", async () => {
    const second = await secondAppOnSameDatabase(t, RELAXED_THROTTLE, { clock });
    try {
      clock.set(new Date(issueInstant("2026-10", zone) - MINUTE));
      await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
      expect((await carlsOf("2026-10")).status).toBe("draft");

      // The recurring job looks every ISSUE_EVERY_SECONDS: by then it has seen that October's time came.
      clock.set(new Date(issueInstant("2026-10", zone) + ISSUE_EVERY_SECONDS * 1000));
      await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
      await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
    } finally {
      await second.close();
    }
    const owners = (await list(admin, "2026-10")).map((statement) => statement.owner.id);
    expect(await issuedCount("2026-10")).toBe(owners.length);
    const issued = await carlsOf("2026-10");
    expect(issued).toMatchObject({ status: "issued", issued_at: clock.now().toISOString() });
    // Every company's clients are mailed (acme's too): demo's are these.
    const mails = t.smtp.messages.filter(
      (mail) => mail.subject?.includes("statement for October 2026") && JSON.stringify(mail.to).includes("@demo."),
    );
    expect(mails.map((mail) => mail.to && "text" in mail.to && mail.to.text).sort()).toEqual(
      (await list(admin, "2026-10")).map((statement) => statement.owner.email).sort(),
    );
    const carlsMail = mails.find((mail) => JSON.stringify(mail.to).includes("client@demo.example.com"));
    expect(carlsMail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["statement-2026-10.pdf", "application/pdf"],
    ]);
    // The mailed PDF holds the statement's figures (read back with poppler, as a person copying from it would).
    const mailed = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], {
      input: carlsMail?.attachments[0]?.content,
    }).toString("utf8");
    for (const text of [
      "Statement kiosk",
      "October 2026",
      formatMoney(issued.net_cents, "USD"),
      formatMoney(issued.royalty_cents, "USD"),
      formatMoney(issued.amount_due_cents, "USD"),
    ]) {
      expect(mailed).toContain(text);
    }

    const json = (await admin.get(`/api/statements/${issued.id}`)).payload;
    const csv = (await admin.get(`/api/statements/${issued.id}.csv`)).payload;
    const pdf = (await admin.get(`/api/statements/${issued.id}.pdf`)).rawPayload;

    // Late for October: an offline sale, and a refund of an October sale. October stays as issued.
    const late = await sell("2026-10-15T01:00:00Z");
    const refund = {
      id: "st-2",
      order_id: late.id,
      amount_cents: 100,
      reason: "Late",
      occurred_at: "2026-11-03T01:00:00Z",
    };
    expect(resultsOf(await tokyo.device.refunds([refund]))[0]?.status).toBe("accepted");
    expect((await admin.get(`/api/statements/${issued.id}`)).payload).toBe(json);
    expect((await admin.get(`/api/statements/${issued.id}.csv`)).payload).toBe(csv);
    expect((await admin.get(`/api/statements/${issued.id}.pdf`)).rawPayload.equals(pdf)).toBe(true);

    const november = await carlsOf("2026-11");
    expect(november.adjustments).toEqual([
      {
        month: "2026-10",
        description: "Sales and refunds of October 2026 after its statement: net +8.00 USD",
        amount_cents: Math.round(((issued.net_cents + 800) * 625) / 10_000) - issued.royalty_cents,
      },
    ]);
    expect(november.amount_due_cents).toBe(
      november.royalty_cents + 5000 + (november.adjustments[0]?.amount_cents ?? 0),
    );
  });

  it("issues what is left after a process died holding the job, and carries each late month once", async () => {
    clock.set(new Date(issueInstant("2026-11", zone) + ISSUE_EVERY_SECONDS * 1000));
    const second = await secondAppOnSameDatabase(t, RELAXED_THROTTLE, { clock });
    let held = false;
    try {
      for (let step = 0; step < 20 && !held; step++) {
        const job = await second.app.jobs.claim();
        if (!job) break;
        if (job.name === "statements.issue-company") held = true;
        else await second.app.jobs.runClaimed(job);
      }
    } finally {
      await second.close();
    }
    expect(held).toBe(true);
    expect(await issuedCount("2026-11")).toBe(0);
    clock.advance(t.app.config.JOBS_LEASE_SECONDS * 1000 + MINUTE);
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    const owners = (await list(admin, "2026-11")).filter((statement) => statement.status === "issued");
    expect(owners.length).toBeGreaterThan(0);
    expect(await issuedCount("2026-11")).toBe(owners.length);
    const november = await carlsOf("2026-11");
    expect(november.status).toBe("issued");
    expect(november.adjustments.map((line) => line.month)).toEqual(["2026-10"]);
    // Billed now: December carries nothing more for October.
    expect((await carlsOf("2026-12")).adjustments).toEqual([]);
  });

  it("keeps terms for clients: staff set them, 422 for bad values, 404 for a staff member", async () => {
    expect((await admin.get(`/api/users/${carlId}/terms`)).json().data).toEqual({
      royalty_percent: 6.25,
      monthly_fee_cents: 5000,
    });
    const bad = await admin.request("PUT", `/api/users/${carlId}/terms`, {
      royalty_percent: 100.5,
      monthly_fee_cents: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["monthly_fee_cents", "royalty_percent"]);
    const adminId = await userIdOf(t, demoId, "admin@demo.example.com");
    expect((await admin.get(`/api/users/${adminId}/terms`)).statusCode).toBe(404);
    expect((await carl.get(`/api/users/${carlId}/terms`)).statusCode).toBe(403);
    // Another company's staff: the 404 of an id that exists nowhere, and nothing changes.
    const acme = await signedIn(t, "acme.localhost", "admin@acme.example.com");
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { royalty_percent: 50, monthly_fee_cents: 1 }],
    ] as const) {
      const onDemo = await acme.request(method, `/api/users/${carlId}/terms`, body);
      const onNothing = await acme.request(method, `/api/users/${RANDOM_ID}/terms`, body);
      expect({ status: onDemo.statusCode, body: onDemo.json() }).toEqual({
        status: onNothing.statusCode,
        body: onNothing.json(),
      });
      expect(onDemo.statusCode).toBe(404);
    }
    expect((await admin.get(`/api/users/${carlId}/terms`)).json().data).toEqual({
      royalty_percent: 6.25,
      monthly_fee_cents: 5000,
    });
  });
});

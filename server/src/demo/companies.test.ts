import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf } from "../../test/auth-helpers.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { companies, faqs } from "../db/schema/index.js";
import { verifyPassword } from "../identity/passwords.js";
import { DEMO_MANUAL_PASSWORD, seedDemo } from "./companies.js";

describeOnOneDatabase("demo seed: support and training settings", (kind) => {
  let t: TestApp;
  let demoId: string;
  let acmeId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    demoId = await companyIdOf(t, "demo");
    acmeId = await companyIdOf(t, "acme");
  });
  afterAll(() => t.close());

  const company = async (id: string) =>
    (await t.db.database.db.select().from(companies).where(eq(companies.id, id)))[0];
  const faqsOf = (id: string) =>
    t.db.database.withTenant(id, (tx) =>
      tx
        .select({ question: faqs.question, position: faqs.position })
        .from(faqs)
        .where(eq(faqs.companyId, id))
        .orderBy(asc(faqs.position)),
    );

  it("gives demo and acme a support address, tutorial and manual; demo's manual a password and its own FAQ", async () => {
    const demo = await company(demoId);
    const acme = await company(acmeId);
    expect(demo).toMatchObject({
      supportEmail: "support@demo.example.com",
      tutorialUrl: expect.stringMatching(/^https:\/\/example\.com\//),
      manualUrl: expect.stringMatching(/^https:\/\/example\.com\//),
    });
    expect(acme).toMatchObject({
      supportEmail: "support@acme.example.com",
      tutorialUrl: expect.stringMatching(/^https:\/\/example\.com\//),
      manualUrl: expect.stringMatching(/^https:\/\/example\.com\//),
      manualPasswordHash: null,
    });
    expect(await verifyPassword(demo?.manualPasswordHash, DEMO_MANUAL_PASSWORD)).toBe(true);
    expect((await faqsOf(demoId)).length).toBeGreaterThanOrEqual(3);
    expect(await faqsOf(acmeId)).toEqual([]);
  });

  it("is idempotent: a second run changes no existing setting and adds no FAQ entry", async () => {
    await t.db.database.db
      .update(companies)
      .set({ manualUrl: "https://example.com/changed.pdf", manualPasswordHash: null, supportEmail: null })
      .where(eq(companies.id, demoId));
    await t.db.database.withTenant(demoId, (tx) => tx.delete(faqs).where(eq(faqs.position, 0)));
    const before = { demo: await company(demoId), acme: await company(acmeId), faqs: await faqsOf(demoId) };

    await seedDemo(t.db.database, {
      platformCompanyId: t.platformCompanyId,
      uploadsDir: path.resolve(t.app.config.DATA_DIR, "uploads"),
    });

    expect(await company(demoId)).toEqual(before.demo);
    expect(await company(acmeId)).toEqual(before.acme);
    expect(await faqsOf(demoId)).toEqual(before.faqs);
    expect(await faqsOf(acmeId)).toEqual([]);
  });
});

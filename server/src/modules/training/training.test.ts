import {
  ERROR_MESSAGES,
  MANUAL_ATTEMPTS_PER_MINUTE,
  manualLinkSchema,
  TRAINING_MESSAGES,
  trainingSchema,
} from "@froyo/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyIdOf, createUser, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { expectValidationShape } from "../../../test/validation.js";
import { companies } from "../../db/schema/index.js";
import { DEMO_MANUAL_PASSWORD } from "../../demo/companies.js";

const DEMO_MANUAL = "https://example.com/demo/user-manual.pdf";
const ACME_MANUAL = "https://example.com/acme/user-manual.pdf";
const INCORRECT = {
  message: TRAINING_MESSAGES.incorrectPassword,
  errors: { password: [TRAINING_MESSAGES.incorrectPassword] },
};

describeOnOneDatabase("training: tutorial and manual", (kind) => {
  let t: TestApp;
  let demoId: string;
  let acmeId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    acmeId = await companyIdOf(t, "acme");
  });
  afterAll(() => t.close());

  const setCompany = (id: string, values: Partial<typeof companies.$inferInsert>) =>
    t.db.database.db.update(companies).set(values).where(eq(companies.id, id));

  it("GET /api/training tells the tutorial link and whether the manual needs a password, never the manual's link", async () => {
    for (const email of ["client@demo.example.com", "pro@demo.example.com", "admin@demo.example.com"]) {
      const browser = await signedIn(t, "demo.localhost", email);
      const response = await browser.get("/api/training");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          tutorial_url: "https://example.com/demo/tutorial-videos",
          has_manual: true,
          manual_requires_password: true,
        },
      });
      expect(trainingSchema.strict().parse(response.json().data)).toEqual(response.json().data);
      expect(response.payload).not.toContain("user-manual");
    }
    const acme = await signedIn(t, "acme.localhost", "client@acme.example.com");
    expect((await acme.get("/api/training")).json().data).toEqual({
      tutorial_url: "https://example.com/acme/tutorial-videos",
      has_manual: true,
      manual_requires_password: false,
    });
  });

  it("gives platform staff the subdomain's company, and nothing on the bare domain", async () => {
    const onDemo = await signedIn(t, "demo.localhost", "super@example.com");
    expect((await onDemo.get("/api/training")).json().data.manual_requires_password).toBe(true);
    expect((await onDemo.post("/api/training/manual", { password: DEMO_MANUAL_PASSWORD })).json()).toEqual({
      data: { url: DEMO_MANUAL },
    });
    const onPlatform = await signedIn(t, "localhost", "super@example.com");
    expect((await onPlatform.get("/api/training")).json()).toEqual({
      data: { tutorial_url: null, has_manual: false, manual_requires_password: false },
    });
    const manual = await onPlatform.post("/api/training/manual", { password: DEMO_MANUAL_PASSWORD });
    expect(manual.statusCode).toBe(404);
    expect(manual.json()).toEqual({ message: ERROR_MESSAGES.notFound });
  });

  it("POST /api/training/manual answers the link for the right password and 422 'Incorrect password' otherwise", async () => {
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const right = await client.post("/api/training/manual", { password: DEMO_MANUAL_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ data: { url: DEMO_MANUAL } });
    expect(manualLinkSchema.strict().parse(right.json().data)).toEqual({ url: DEMO_MANUAL });

    for (const body of [{ password: "demo-manual " }, { password: "DEMO-MANUAL" }, { password: "" }, {}]) {
      const wrong = await client.post("/api/training/manual", body);
      expect(wrong.statusCode, JSON.stringify(body)).toBe(422);
      expect(wrong.json()).toEqual(INCORRECT);
      expect(wrong.payload).not.toContain("user-manual");
    }
    // The password is stored as an argon2id hash, never as text.
    const [row] = await t.db.database.db.select().from(companies).where(eq(companies.id, demoId));
    expect(row?.manualPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row?.manualPasswordHash).not.toContain(DEMO_MANUAL_PASSWORD);
  });

  it("opens a manual without a password with or without one typed", async () => {
    const acme = await signedIn(t, "acme.localhost", "pro@acme.example.com");
    for (const body of [{}, { password: "" }, { password: "anything" }]) {
      const response = await acme.post("/api/training/manual", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expect(response.json()).toEqual({ data: { url: ACME_MANUAL } });
    }
  });

  it("answers 404 when the company has no manual, and says so in GET /api/training", async () => {
    await setCompany(acmeId, { manualUrl: null, tutorialUrl: null });
    try {
      const acme = await signedIn(t, "acme.localhost", "client@acme.example.com");
      expect((await acme.get("/api/training")).json().data).toEqual({
        tutorial_url: null,
        has_manual: false,
        manual_requires_password: false,
      });
      const response = await acme.post("/api/training/manual", {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
    } finally {
      await setCompany(acmeId, {
        manualUrl: ACME_MANUAL,
        tutorialUrl: "https://example.com/acme/tutorial-videos",
      });
    }
  });

  it("refuses bad bodies with 422: unknown fields, a non-string or too long password", async () => {
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    for (const body of [
      { password: DEMO_MANUAL_PASSWORD, url: "https://evil.example" },
      { password: 1234 },
      { password: "x".repeat(129) },
    ]) {
      const response = await client.post("/api/training/manual", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expectValidationShape(response.json());
      expect(response.payload).not.toContain("user-manual");
    }
    const extra = await client.post("/api/training/manual", { password: DEMO_MANUAL_PASSWORD, url: "x" });
    expect(extra.json().errors).toEqual({ url: ["The url field is not allowed."] });
    const long = await client.post("/api/training/manual", { password: "x".repeat(129) });
    expect(long.json().errors).toEqual({ password: ["The password must not be greater than 128 characters."] });
  });

  it("answers 401 to anonymous visitors and 419 without the CSRF token", async () => {
    const anonymous = new Browser(t.app, "demo.localhost");
    await anonymous.csrf();
    for (const response of [
      await anonymous.get("/api/training"),
      await anonymous.post("/api/training/manual", { password: DEMO_MANUAL_PASSWORD }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: ERROR_MESSAGES.unauthenticated });
    }
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const forged = await client.post(
      "/api/training/manual",
      { password: DEMO_MANUAL_PASSWORD },
      { "x-xsrf-token": "wrong" },
    );
    expect(forged.statusCode).toBe(419);
    expect(forged.payload).not.toContain("user-manual");
  });

  it(`throttles wrong answers per user: after ${MANUAL_ATTEMPTS_PER_MINUTE} a minute, 429 even for the right one`, async () => {
    await createUser(t, demoId, { email: "guesser@demo.example.com", status: "active", password: "demo-password" });
    const guesser = await signedIn(t, "demo.localhost", "guesser@demo.example.com");
    // Right answers do not count.
    expect((await guesser.post("/api/training/manual", { password: DEMO_MANUAL_PASSWORD })).statusCode).toBe(200);
    for (let i = 1; i <= MANUAL_ATTEMPTS_PER_MINUTE; i++) {
      const wrong = await guesser.post("/api/training/manual", { password: `guess-${i}` });
      expect(wrong.statusCode, `guess ${i}`).toBe(422);
    }
    for (const password of ["guess-6", DEMO_MANUAL_PASSWORD]) {
      const throttled = await guesser.post("/api/training/manual", { password });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({ message: ERROR_MESSAGES.tooManyAttempts });
      const retryAfter = Number(throttled.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(throttled.payload).not.toContain("user-manual");
    }
    // Another user of the company is not held back.
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    expect((await client.post("/api/training/manual", { password: DEMO_MANUAL_PASSWORD })).statusCode).toBe(200);
  });

  it("never puts the manual's link in what a user gets without the password", async () => {
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    const anonymous = new Browser(t.app, "demo.localhost");
    const carlId = await userIdOf(t, demoId, "client@demo.example.com");
    const responses = [
      await anonymous.get("/check-subdomain"),
      await client.get("/auth/me"),
      await client.get("/api/training"),
      await admin.get("/auth/me"),
      await admin.get(`/api/users/${carlId}/company`),
      await admin.get("/api/training"),
      await client.post("/api/training/manual", { password: "wrong" }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBeLessThan(500);
      expect(response.payload).not.toContain("user-manual");
      expect(response.payload).not.toContain("manual_url");
    }
    const acme = await signedIn(t, "acme.localhost", "client@acme.example.com");
    for (const url of ["/auth/me", "/check-subdomain", "/api/training"]) {
      expect((await acme.get(url)).payload, url).not.toContain("user-manual");
    }
  });

  it("keeps companies apart: demo's manual password opens acme's manual only on acme, never demo's link", async () => {
    await setCompany(acmeId, { manualPasswordHash: (await companyRow(demoId))?.manualPasswordHash ?? null });
    try {
      const acme = await signedIn(t, "acme.localhost", "admin@acme.example.com");
      const response = await acme.post("/api/training/manual", { password: DEMO_MANUAL_PASSWORD });
      expect(response.json()).toEqual({ data: { url: ACME_MANUAL } });
      // demo's session replayed on acme's subdomain is nobody there.
      const demo = await signedIn(t, "demo.localhost", "client@demo.example.com");
      const replayed = new Browser(t.app, "acme.localhost");
      for (const [name, value] of demo.cookies) replayed.cookies.set(name, value);
      expect((await replayed.post("/api/training/manual", { password: DEMO_MANUAL_PASSWORD })).statusCode).toBe(401);
    } finally {
      await setCompany(acmeId, { manualPasswordHash: null });
    }
  });

  async function companyRow(id: string) {
    const [row] = await t.db.database.db.select().from(companies).where(eq(companies.id, id));
    return row;
  }
});

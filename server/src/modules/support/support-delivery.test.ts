import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { companies } from "../../db/schema/index.js";

const ticket = { subject: "Kiosk 3 is frozen", category: "Kiosk hardware", message: "The screen stays black." };

/** A mail server that refuses every connection, and no SUPPORT_EMAIL: the ticket must survive both. */
describeOnOneDatabase("support tickets when the mail cannot go", (kind) => {
  let t: TestApp;
  let acmeId: string;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, SMTP_URL: "smtp://127.0.0.1:1" });
    acmeId = await companyIdOf(t, "acme");
  });
  afterAll(() => t.close());

  it("keeps the ticket and answers 201 when the mail server is down; the failure is logged", async () => {
    const logged = vi.spyOn(t.app.log, "error");
    const client = await signedIn(t, "demo.localhost", "client@demo.example.com");
    const response = await client.post("/api/submit_support_ticket", ticket);
    expect(response.statusCode, response.payload).toBe(201);
    const { id } = response.json().data;
    await vi.waitFor(
      () =>
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({ ticketId: id, err: expect.any(Error) }),
          "support ticket mail failed",
        ),
      { timeout: 10_000 },
    );
    const list = (await client.get("/api/support_tickets")).json();
    expect(list.data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(list.data[0]).toMatchObject({ subject: "Kiosk 3 is frozen", status: "open" });
  });

  it("stores the ticket and logs that no address is configured when neither the company nor SUPPORT_EMAIL has one", async () => {
    await t.db.database.db.update(companies).set({ supportEmail: null }).where(eq(companies.id, acmeId));
    const warned = vi.spyOn(t.app.log, "warn");
    const failed = vi.spyOn(t.app.log, "error");
    const client = await signedIn(t, "acme.localhost", "client@acme.example.com");
    const response = await client.post("/api/submit_support_ticket", ticket);
    expect(response.statusCode, response.payload).toBe(201);
    const { id } = response.json().data;
    await vi.waitFor(() =>
      expect(warned).toHaveBeenCalledWith(
        { ticketId: id, companyId: acmeId },
        expect.stringContaining("no support address is configured"),
      ),
    );
    // No mail was even attempted.
    expect(failed).not.toHaveBeenCalledWith(expect.objectContaining({ ticketId: id }), expect.anything());
    expect((await client.get("/api/support_tickets")).json().data.map((row: { id: string }) => row.id)).toEqual([id]);
  });
});

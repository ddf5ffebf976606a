import { VISIT_AGE_MAX_DAYS, type Visit, type VisitsList } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, createUser, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { addKiosk, type NewKiosk, productIds } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { expectValidationShape } from "../../../test/validation.js";
import { setTrayState, visitBody, visitsSnapshot } from "../../../test/visits.js";
import { roles } from "../../db/schema/index.js";

const HOUR = 3_600_000;
const RANDOM_ID = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f";

/** The day an instant falls on in a zone, as YYYY-MM-DD. */
const localDay = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(instant),
  );

/** Validation, who may record and read visits, and the period list (HTTP rules: one engine is enough). */
describeOnOneDatabase("service visits over HTTP: validation, permissions and the period list", (kind) => {
  let t: TestApp;
  let demoId: string;
  let admin: Browser;
  let carl: Browser;
  let tech: Browser;
  let orig: string;
  let mango: string;
  let carlsKiosk: NewKiosk;
  let petrasKiosk: NewKiosk;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    const ids = await productIds(t, demoId);
    orig = ids.get("FY-ORIG") as string;
    mango = ids.get("FY-MANG") as string;
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
    await createUser(t, demoId, {
      email: "tech@demo.example.com",
      status: "active",
      password: "demo-password",
      role: "Field Technician",
    });
    tech = await signedIn(t, "demo.localhost", "tech@demo.example.com");
    const fill = [
      { position: 1, productId: orig },
      { position: 2, productId: mango },
    ];
    carlsKiosk = await addKiosk(t, { admin, fill });
    petrasKiosk = await addKiosk(t, { admin, owner: "pro", fill });
  });
  afterAll(() => t.close());

  const trayOf = (kiosk: NewKiosk, position = 1) =>
    kiosk.trays.find((tray) => tray.position === position)?.id as string;
  const post = (browser: Browser, kiosk: { id: string }, body: unknown) =>
    browser.post(`/api/kiosks/${kiosk.id}/visits`, body as Record<string, unknown>);

  describe("validation", () => {
    /** Trays at 30 of 50 (tray 1) and 12 of 50 (tray 2). */
    const reset = async () => {
      await setTrayState(t, demoId, trayOf(carlsKiosk, 1), { capacity: 50, level: 30 });
      await setTrayState(t, demoId, trayOf(carlsKiosk, 2), { capacity: 50, level: 12 });
    };
    const tray = (fields: Record<string, unknown> = {}, position = 1) => ({
      tray_id: trayOf(carlsKiosk, position),
      counted: 20,
      added: 10,
      removed: 0,
      ...fields,
    });
    const now = Date.now();
    const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
    const cases: [string, () => Record<string, unknown>, string[]][] = [
      ["another kiosk's tray", () => visitBody([{ ...tray(), tray_id: trayOf(petrasKiosk) }]), ["trays.0.tray_id"]],
      ["an unknown tray", () => visitBody([{ ...tray(), tray_id: RANDOM_ID }]), ["trays.0.tray_id"]],
      ["a tray listed twice", () => visitBody([tray(), tray({ counted: 1 })]), ["trays.1.tray_id"]],
      ["removed without a reason", () => visitBody([tray({ removed: 2 })]), ["trays.0.removed_reason"]],
      [
        "a reason without removed units",
        () => visitBody([tray({ removed_reason: "expired" })]),
        ["trays.0.removed_reason"],
      ],
      ["a count above the capacity", () => visitBody([tray({ counted: 51, added: 0 })]), ["trays.0.counted"]],
      ["a level after above the capacity", () => visitBody([tray({ counted: 45, added: 6 })]), ["trays.0.added"]],
      [
        "a level after below 0",
        () => visitBody([tray({ counted: 2, added: 1, removed: 4, removed_reason: "damaged" })]),
        ["trays.0.removed"],
      ],
      [
        "an end before the start",
        () => visitBody([], { started_at: at(-HOUR), finished_at: at(-2 * HOUR) }),
        ["finished_at"],
      ],
      [
        "a visit of more than a day",
        () => visitBody([], { started_at: at(-30 * HOUR), finished_at: at(-HOUR) }),
        ["finished_at"],
      ],
      ["an end in the future", () => visitBody([], { started_at: at(-HOUR), finished_at: at(HOUR) }), ["finished_at"]],
      [
        "a visit older than the limit",
        () => {
          const start = -(VISIT_AGE_MAX_DAYS + 1) * 24 * HOUR;
          return visitBody([], { started_at: at(start), finished_at: at(start + HOUR) });
        },
        ["started_at"],
      ],
      [
        "times without a date",
        () => visitBody([], { started_at: "yesterday", finished_at: "12:00" }),
        ["finished_at", "started_at"],
      ],
      [
        "counts out of range",
        () => visitBody([tray({ counted: -1, added: 1.5, removed: 10_001 })]),
        ["trays.0.added", "trays.0.counted", "trays.0.removed"],
      ],
      [
        "an unknown reason",
        () => visitBody([tray({ removed: 1, removed_reason: "eaten" })]),
        ["trays.0.removed_reason"],
      ],
      [
        "a temperature out of range, notes too long",
        () => visitBody([], { checklist: { cleaned: true, temperature_c: 99 }, notes: "x".repeat(2001) }),
        ["checklist.temperature_c", "notes"],
      ],
      ["no id", () => ({ ...visitBody([]), id: "phone-1" }), ["id"]],
      ["a stray field", () => ({ ...visitBody([]), level: 3 }), [""]],
      ["nothing at all", () => ({}), ["checklist", "finished_at", "id", "notes", "started_at", "trays"]],
    ];
    for (const [name, body, fields] of cases) {
      it(`answers 422 on ${fields.join(", ") || "the body"} for ${name}, and writes nothing`, async () => {
        await reset();
        const before = await visitsSnapshot(t, demoId);
        const response = await post(admin, carlsKiosk, body());
        expect(response.statusCode, response.payload).toBe(422);
        expectValidationShape(response.json());
        const keys = Object.keys(response.json().errors).sort();
        if (fields[0] === "") expect(keys.length).toBeGreaterThan(0);
        else expect(keys).toEqual(fields);
        expect(await visitsSnapshot(t, demoId)).toEqual(before);
      });
    }
  });

  describe("permissions", () => {
    it("lets a Field Technician record and read visits, but not read sales analytics", async () => {
      const body = visitBody([{ tray_id: trayOf(carlsKiosk), counted: 0, added: 40, removed: 0 }]);
      const response = await post(tech, carlsKiosk, body);
      expect(response.statusCode, response.payload).toBe(201);
      expect(response.json().data.technician).toMatchObject({ name: "tech" });
      expect((await tech.get(`/api/kiosks/${carlsKiosk.id}/visits`)).statusCode).toBe(200);
      const day = body.finished_at.slice(0, 10);
      expect((await tech.get(`/api/restock/visits?from=${day}&to=${day}`)).statusCode).toBe(200);
      expect((await tech.get("/api/sales/data")).statusCode).toBe(403);
    });

    it("lets a client record and read visits of their own kiosks only: another's answers 404", async () => {
      expect((await post(carl, carlsKiosk, visitBody([]))).statusCode).toBe(201);
      const before = await visitsSnapshot(t, demoId);
      const other = await post(carl, petrasKiosk, visitBody([]));
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual((await post(carl, { id: RANDOM_ID }, visitBody([]))).json());
      expect((await carl.get(`/api/kiosks/${petrasKiosk.id}/visits`)).statusCode).toBe(404);
      expect(await visitsSnapshot(t, demoId)).toEqual(before);
    });

    it("refuses a role without the restock permissions (403), and another company's staff get 404", async () => {
      const [role] = await t.db.database.withTenant(demoId, (tx) =>
        tx
          .insert(roles)
          .values({ companyId: demoId, name: "Viewer", userType: "staff", permissions: ["view kiosks"] })
          .returning({ id: roles.id }),
      );
      expect(role).toBeDefined();
      await createUser(t, demoId, {
        email: "viewer@demo.example.com",
        status: "active",
        password: "demo-password",
        role: "Viewer",
      });
      const viewer = await signedIn(t, "demo.localhost", "viewer@demo.example.com");
      const acme = await signedIn(t, "acme.localhost", "admin@acme.example.com");
      const before = await visitsSnapshot(t, demoId);
      expect((await post(viewer, carlsKiosk, visitBody([]))).statusCode).toBe(403);
      expect((await viewer.get(`/api/kiosks/${carlsKiosk.id}/visits`)).statusCode).toBe(403);
      expect((await viewer.get("/api/restock/visits?from=2026-01-01&to=2026-01-02")).statusCode).toBe(403);
      expect((await post(acme, carlsKiosk, visitBody([]))).statusCode).toBe(404);
      expect((await acme.get(`/api/kiosks/${carlsKiosk.id}/visits`)).statusCode).toBe(404);
      expect(await visitsSnapshot(t, demoId)).toEqual(before);
    });
  });

  describe("GET /api/restock/visits", () => {
    it("takes the visits ending on the period's local days in each kiosk's zone, newest first, with a summary", async () => {
      // UTC+14 and UTC−11: the same instant falls on two different local days.
      const east = await addKiosk(t, {
        admin,
        timezone: "Pacific/Kiritimati",
        fill: [{ position: 1, productId: orig }],
      });
      const west = await addKiosk(t, {
        admin,
        owner: "pro",
        timezone: "Pacific/Pago_Pago",
        fill: [{ position: 1, productId: orig }],
      });
      for (const kiosk of [east, west]) await setTrayState(t, demoId, trayOf(kiosk), { capacity: 50, level: 10 });
      const ended = new Date(Date.now() - 2 * HOUR).toISOString();
      const visit = (kiosk: NewKiosk, counted: number, removed: number) =>
        visitBody(
          [{ tray_id: trayOf(kiosk), counted, added: 0, removed, removed_reason: removed > 0 ? "expired" : null }],
          { started_at: new Date(Date.parse(ended) - HOUR).toISOString(), finished_at: ended },
        );
      const eastVisit = (await post(admin, east, visit(east, 7, 2))).json().data as Visit;
      const westVisit = (await post(admin, west, visit(west, 9, 0))).json().data as Visit;
      const eastDay = localDay(ended, "Pacific/Kiritimati");
      const westDay = localDay(ended, "Pacific/Pago_Pago");
      expect(eastDay).not.toBe(westDay);
      const list = async (query: string, browser = admin) => {
        const response = await browser.get(`/api/restock/visits?${query}`);
        expect(response.statusCode, response.payload).toBe(200);
        return response.json() as VisitsList;
      };
      const ours = (result: VisitsList) =>
        result.data.filter((v) => v.id === eastVisit.id || v.id === westVisit.id).map((v) => v.id);
      expect(ours(await list(`from=${eastDay}&to=${eastDay}`))).toEqual([eastVisit.id]);
      expect(ours(await list(`from=${westDay}&to=${westDay}`))).toEqual([westVisit.id]);
      const both = await list(`from=${westDay}&to=${eastDay}&kiosk_id=${east.id}`);
      expect(both.data.map((v) => v.id)).toEqual([eastVisit.id]);
      expect(both.summary).toEqual([
        { product_id: orig, name: "Original Tart", shrinkage: 3, removed: { expired: 2, damaged: 0, other: 0 } },
      ]);
      // Carl owns the east kiosk, not the west one (Petra's).
      expect(ours(await list(`from=${westDay}&to=${eastDay}`, carl))).toEqual([eastVisit.id]);
      const all = await list(`from=${westDay}&to=${eastDay}`);
      const finished = all.data.map((v) => v.finished_at);
      expect(finished).toEqual([...finished].sort().reverse());
    });

    it("filters by technician", async () => {
      const day = new Date().toISOString().slice(0, 10);
      const response = await admin.get(`/api/restock/visits?from=${day}&to=${day}`);
      const techId = (response.json() as VisitsList).data.find((v) => v.technician?.name === "tech")?.technician?.id;
      expect(techId).toBeDefined();
      const mine = (await admin.get(`/api/restock/visits?from=${day}&to=${day}&technician_id=${techId}`)).json();
      expect(mine.data.length).toBeGreaterThan(0);
      expect(mine.data.every((v: Visit) => v.technician?.id === techId)).toBe(true);
    });

    it("answers 422 for a period that is backwards, too long, or not days", async () => {
      for (const [query, field] of [
        ["from=2026-02-02&to=2026-02-01", "to"],
        ["from=2024-01-01&to=2026-01-01", "to"],
        ["from=2026-02-30&to=2026-03-01", "from"],
        ["to=2026-03-01", "from"],
        ["from=2026-03-01&to=2026-03-01&kiosk_id=nope", "kiosk_id"],
        ["from=2026-03-01&to=2026-03-01&extra=1", ""],
      ] as const) {
        const response = await admin.get(`/api/restock/visits?${query}`);
        expect(response.statusCode, query).toBe(422);
        expectValidationShape(response.json());
        if (field) expect(Object.keys(response.json().errors), query).toEqual([field]);
      }
    });
  });
});

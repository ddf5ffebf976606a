import { KIOSK_MESSAGES, type Kiosk, kioskWithKeySchema } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, createUser, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { DeviceClient, expectRefusedWrite, fleetSnapshot, kioskRow } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { hashApiKey } from "./api-keys.js";

let counter = 0;
const freshSerial = () => `KS-${++counter}-${Math.random().toString(36).slice(2, 6)}`;

describeOnOneDatabase("POST /api/kiosks, GET /api/kiosks/owners", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let demoId: string;
  let carlId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    carlId = await userIdOf(t, demoId, "client@demo.example.com");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    admin.post("/api/kiosks", {
      owner_id: carlId,
      name: "Pier",
      serial_number: freshSerial(),
      timezone: "UTC",
      ...body,
    });
  async function createKiosk(body: Record<string, unknown> = {}): Promise<Kiosk & { api_key: string }> {
    const response = await create(body);
    expect(response.statusCode, response.payload).toBe(201);
    return response.json().data;
  }
  /** A refused write (expectRefusedWrite): the status, a 422 on exactly `fields`, and nothing changed. */
  const expectRefused = (send: () => ReturnType<Browser["request"]>, status: number, fields?: string[]) =>
    expectRefusedWrite(t, demoId, send, status, fields);

  describe("create", () => {
    it("answers 201 with the key once (no-store), the kiosk and its empty trays", async () => {
      const serial = freshSerial();
      const response = await create({
        name: "  Venice Beach  ",
        serial_number: serial,
        address: "1 Ocean Front Walk",
        timezone: "America/Los_Angeles",
        tray_count: 4,
        tray_capacity: 30,
      });
      expect(response.statusCode, response.payload).toBe(201);
      expect(response.headers["cache-control"]).toBe("no-store");
      const { data } = response.json();
      expect(kioskWithKeySchema.strict().parse(data)).toEqual(data);
      expect(data).toMatchObject({
        name: "Venice Beach",
        serial_number: serial,
        address: "1 Ocean Front Walk",
        timezone: "America/Los_Angeles",
        owner_id: carlId,
        owner: { id: carlId, name: expect.any(String) },
        status: "offline",
        last_seen_at: null,
        offline_since: null,
        active: true,
        too_warm: false,
        // Empty slots: nothing to run out of yet.
        low_trays: 0,
      });
      expect(data.api_key).toMatch(/^fyk_[A-Za-z0-9_-]{80,}$/);
      expect(data.trays.map((tray: { position: number }) => tray.position)).toEqual([1, 2, 3, 4]);
      for (const tray of data.trays) {
        expect(tray).toMatchObject({ product_id: null, product: null, capacity: 30, level: 0, low_threshold: 6 });
        expect(tray.is_low).toBe(false);
      }
      // Only the hash is kept; the key authenticates the kiosk's own calls.
      expect((await kioskRow(t, demoId, data.id))?.apiKeyHash).toBe(hashApiKey(data.api_key));
      const catalog = await new DeviceClient(t.app, data.api_key).catalog();
      expect(catalog.statusCode, catalog.payload).toBe(200);
      expect(catalog.json().data.kiosk).toEqual({ id: data.id, name: "Venice Beach", timezone: "America/Los_Angeles" });
      expect(catalog.json().data.trays).toHaveLength(4);
      const { api_key: _key, ...kiosk } = data;
      const read = await admin.get(`/api/kiosks/${data.id}`);
      expect(read.json().data).toEqual(kiosk);
      expect(read.payload).not.toContain(data.api_key);
    });

    it("defaults to six trays of 50 (low at 10) and an empty address", async () => {
      const kiosk = await createKiosk();
      expect(kiosk.address).toBe("");
      expect(kiosk.trays).toHaveLength(6);
      expect(kiosk.trays.every((tray) => tray.capacity === 50 && tray.low_threshold === 10)).toBe(true);
      expect(kiosk.low_trays).toBe(0);
    });

    it("marks a kiosk of the demo only when asked at creation, and no edit changes it", async () => {
      expect((await createKiosk()).is_demo).toBe(false);
      const demo = await createKiosk({ is_demo: true });
      expect(demo.is_demo).toBe(true);
      await expectRefused(() => create({ is_demo: "yes" }), 422, ["is_demo"]);
      const edit = await admin.request("PATCH", `/api/kiosks/${demo.id}`, { is_demo: false });
      expect(edit.statusCode).toBe(422);
      expect(Object.keys(edit.json().errors)).toContain("is_demo");
      expect((await admin.get(`/api/kiosks/${demo.id}`)).json().data.is_demo).toBe(true);
    });

    it("takes an invited client as the owner", async () => {
      const invited = await createUser(t, demoId, { email: "invited-owner@demo.example.com", status: "invited" });
      expect((await createKiosk({ owner_id: invited.id })).owner_id).toBe(invited.id);
    });

    it.each([
      ["a staff user", async () => userIdOf(t, demoId, "admin@demo.example.com")],
      ["a client of acme", async () => userIdOf(t, await companyIdOf(t, "acme"), "client@acme.example.com")],
      [
        "a disabled client",
        async () => (await createUser(t, demoId, { email: `off${++counter}@demo.example.com`, status: "disabled" })).id,
      ],
      ["nobody", async () => "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f"],
    ])("refuses %s as the owner: 422 on owner_id, nothing written", async (_label, ownerId) => {
      const owner = await ownerId();
      const body = await expectRefused(() => create({ owner_id: owner }), 422, ["owner_id"]);
      expect(body.errors.owner_id).toEqual([KIOSK_MESSAGES.ownerNotClient]);
    });

    it("refuses a serial number taken by a live kiosk, in any case", async () => {
      for (const serial of ["DF-LA-001", "df-la-001", "  Df-La-001 "]) {
        const body = await expectRefused(() => create({ serial_number: serial }), 422, ["serial_number"]);
        expect(body.errors.serial_number).toEqual([KIOSK_MESSAGES.serialTaken]);
      }
    });

    it.each(["Mars/Olympus_Mons", "utc", "Europe/paris", "posixrules", ""])("refuses the timezone %j", async (zone) => {
      await expectRefused(() => create({ timezone: zone }), 422, ["timezone"]);
    });

    it("answers the owner and serial problems at once", async () => {
      const adminId = await userIdOf(t, demoId, "admin@demo.example.com");
      await expectRefused(() => create({ owner_id: adminId, serial_number: "DF-TK-003" }), 422, [
        "owner_id",
        "serial_number",
      ]);
    });

    it("lets one of five simultaneous creates with the same serial win; the others get 422, never 500", async () => {
      const serial = freshSerial();
      const before = (await fleetSnapshot(t, demoId)).kiosks.length;
      const responses = await Promise.all(
        [0, 1, 2, 3, 4].map((i) => create({ name: `Race ${i}`, serial_number: i % 2 ? serial.toLowerCase() : serial })),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, responses.map((response) => response.payload).join("\n")).toEqual([201, 422, 422, 422, 422]);
      for (const response of responses.filter((r) => r.statusCode === 422)) {
        expect(response.json().errors).toEqual({ serial_number: [KIOSK_MESSAGES.serialTaken] });
      }
      expect((await fleetSnapshot(t, demoId)).kiosks).toHaveLength(before + 1);
    });

    it("offers the company's active and invited clients as owners, never staff or disabled users", async () => {
      const owners = (await admin.get("/api/kiosks/owners")).json().data as { id: string; email: string }[];
      const emails = owners.map((owner) => owner.email);
      expect(emails).toEqual(expect.arrayContaining(["client@demo.example.com", "pro@demo.example.com"]));
      expect(emails).not.toContain("admin@demo.example.com");
      expect(emails.every((email) => email.endsWith("@demo.example.com"))).toBe(true);
      const disabled = await createUser(t, demoId, { email: "disabled-owner@demo.example.com", status: "disabled" });
      const after = (await admin.get("/api/kiosks/owners")).json().data as { id: string }[];
      expect(after.map((owner) => owner.id)).not.toContain(disabled.id);
    });

    it.each([
      [{ tray_count: 0 }, "tray_count"],
      [{ tray_count: 25 }, "tray_count"],
      [{ tray_count: 2.5 }, "tray_count"],
      [{ tray_capacity: 0 }, "tray_capacity"],
      [{ tray_capacity: 10_001 }, "tray_capacity"],
      [{ name: "" }, "name"],
      [{ name: "Two\nLines" }, "name"],
      [{ address: "a".repeat(301) }, "address"],
      [{ api_key_hash: "x" }, "api_key_hash"],
    ])("refuses %j", async (fields, field) => {
      const body = await expectRefused(() => create(fields), 422, [field]);
      expect(body.errors[field]).toHaveLength(1);
    });
  });
});

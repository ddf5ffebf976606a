import { DEVICE_MESSAGES, type Kiosk } from "@froyo/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../../test/audit.js";
import { companyIdOf, RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { DeviceClient, expectRefusedWrite } from "../../../test/fleet.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { userIdOf } from "../../../test/users.js";
import { hashApiKey } from "./api-keys.js";

let counter = 0;
const withoutKey = ({ api_key: _key, ...kiosk }: Kiosk & { api_key: string }): Kiosk => kiosk;
const freshSerial = () => `KS-${++counter}-${Math.random().toString(36).slice(2, 6)}`;

describeOnOneDatabase("PATCH /api/kiosks/:id, POST /api/kiosks/:id/key, and the kiosks' audit trail", (kind) => {
  let t: TestApp;
  let admin: Browser;
  let carl: Browser;
  let demoId: string;
  let carlId: string;
  let petraId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    demoId = await companyIdOf(t, "demo");
    carlId = await userIdOf(t, demoId, "client@demo.example.com");
    petraId = await userIdOf(t, demoId, "pro@demo.example.com");
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
    carl = await signedIn(t, "demo.localhost", "client@demo.example.com");
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
  const auditOf = async (action: string, id: string) =>
    (await auditRowsOf(t, demoId, action)).filter((row) => row.targetId === id);
  /** A refused write (expectRefusedWrite): the status, a 422 on exactly `fields`, and nothing changed. */
  const expectRefused = (send: () => ReturnType<Browser["request"]>, status: number, fields?: string[]) =>
    expectRefusedWrite(t, demoId, send, status, fields);
  const patch = (browser: Browser, id: string, body: Record<string, unknown>) =>
    browser.request("PATCH", `/api/kiosks/${id}`, body);

  describe("a client editing their own kiosk", () => {
    it("may rename it and correct its address", async () => {
      const kiosk = await createKiosk({ address: "Old address" });
      const response = await patch(carl, kiosk.id, { name: "Carl's Corner", address: "2 New Street" });
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.json().data).toMatchObject({ name: "Carl's Corner", address: "2 New Street", owner_id: carlId });
      const [entry] = await auditOf("kiosks.update", kiosk.id);
      expect(entry).toMatchObject({ actorEmail: "client@demo.example.com" });
      expect(entry?.changes).toEqual({
        name: { from: "Pier", to: "Carl's Corner" },
        address: { from: "Old address", to: "2 New Street" },
      });
    });

    it.each([
      { serial_number: "CARL-1" },
      { timezone: "Asia/Tokyo" },
      { owner_id: "pro" },
      { active: false },
      { name: "Sneaky", serial_number: "CARL-2" },
    ])("gets 403 changing %j, and nothing changes", async (body) => {
      const kiosk = await createKiosk();
      const sent = body.owner_id ? { ...body, owner_id: petraId } : body;
      const answer = await expectRefused(() => patch(carl, kiosk.id, sent), 403);
      expect(answer).toEqual({ message: "This action is unauthorized." });
    });
  });

  describe("staff editing a kiosk", () => {
    it("reassigns it to another client: the old owner loses it, the new one sees it", async () => {
      const kiosk = await createKiosk();
      expect((await carl.get(`/api/kiosks/${kiosk.id}`)).statusCode).toBe(200);
      const response = await patch(admin, kiosk.id, { owner_id: petraId });
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.json().data).toMatchObject({ owner_id: petraId, owner: { id: petraId, name: "Petra Pro" } });
      expect((await carl.get(`/api/kiosks/${kiosk.id}`)).statusCode).toBe(404);
      const petra = await signedIn(t, "demo.localhost", "pro@demo.example.com");
      expect((await petra.get(`/api/kiosks/${kiosk.id}`)).json().data.owner_id).toBe(petraId);
      const [entry] = await auditOf("kiosks.update", kiosk.id);
      expect(entry?.changes).toEqual({ owner_id: { from: carlId, to: petraId } });
    });

    it("refuses a staff owner, another live kiosk's serial and an unknown zone; keeps its own serial in a new case", async () => {
      const kiosk = await createKiosk();
      const adminId = await userIdOf(t, demoId, "admin@demo.example.com");
      await expectRefused(() => patch(admin, kiosk.id, { owner_id: adminId }), 422, ["owner_id"]);
      await expectRefused(() => patch(admin, kiosk.id, { serial_number: "df-sf-002" }), 422, ["serial_number"]);
      await expectRefused(() => patch(admin, kiosk.id, { timezone: "Mars/Base" }), 422, ["timezone"]);
      await expectRefused(() => patch(admin, kiosk.id, {}), 422, ["name"]);
      const recased = await patch(admin, kiosk.id, { serial_number: kiosk.serial_number.toLowerCase() });
      expect(recased.statusCode, recased.payload).toBe(200);
      expect(recased.json().data.serial_number).toBe(kiosk.serial_number.toLowerCase());
      const moved = await patch(admin, kiosk.id, { timezone: "Asia/Tokyo" });
      expect(moved.json().data.timezone).toBe("Asia/Tokyo");
    });

    it("disables a kiosk: its calls answer 403 until it is enabled again", async () => {
      const kiosk = await createKiosk();
      const device = new DeviceClient(t.app, kiosk.api_key);
      const heartbeat = () => device.heartbeat({ sent_at: new Date().toISOString(), status: "ok" });
      const off = await patch(admin, kiosk.id, { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().data.active).toBe(false);
      for (const response of [await device.catalog(), await heartbeat()]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: DEVICE_MESSAGES.disabled });
      }
      expect((await admin.get(`/api/kiosks/${kiosk.id}`)).json().data.status).toBe("offline");
      expect((await patch(admin, kiosk.id, { active: true })).statusCode).toBe(200);
      expect((await device.catalog()).statusCode).toBe(200);
      expect((await heartbeat()).statusCode).toBe(200);
      const changes = (await auditOf("kiosks.update", kiosk.id)).map((row) => row.changes);
      expect(changes).toEqual([{ active: { from: true, to: false } }, { active: { from: false, to: true } }]);
    });

    it("records nothing when nothing changes", async () => {
      const kiosk = await createKiosk();
      const response = await patch(admin, kiosk.id, { name: kiosk.name, owner_id: carlId, active: true });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(withoutKey(kiosk));
      expect(await auditOf("kiosks.update", kiosk.id)).toEqual([]);
    });

    it("answers 404 for an unknown, malformed or deleted kiosk", async () => {
      const kiosk = await createKiosk();
      expect((await admin.post("/api/kiosks/delete", { ids: [kiosk.id] })).statusCode).toBe(204);
      for (const id of [kiosk.id, "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f", "nope"]) {
        const answer = await expectRefused(() => patch(admin, id, { name: "Ghost" }), 404);
        expect(answer).toEqual({ message: "Not found." });
      }
    });
  });

  describe("rotating the key", () => {
    it("answers a new key (no-store): it works, the old one answers 401 at once", async () => {
      const kiosk = await createKiosk();
      const response = await admin.post(`/api/kiosks/${kiosk.id}/key`);
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const { api_key: fresh } = response.json().data;
      expect(fresh).toMatch(/^fyk_/);
      expect(fresh).not.toBe(kiosk.api_key);
      expect((await new DeviceClient(t.app, fresh).catalog()).statusCode).toBe(200);
      const old = await new DeviceClient(t.app, kiosk.api_key).catalog();
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({ message: DEVICE_MESSAGES.unknownKey });
      expect(await auditOf("kiosks.rotate_key", kiosk.id)).toHaveLength(1);
    });

    it("answers 404 for an unknown kiosk and 422 for a body with fields", async () => {
      const kiosk = await createKiosk();
      await expectRefused(() => admin.post("/api/kiosks/0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f/key"), 404);
      await expectRefused(() => admin.post(`/api/kiosks/${kiosk.id}/key`, { api_key: "mine" }), 422, ["api_key"]);
    });
  });

  it("audits create, update and rotation, and the key never reaches the audit log", async () => {
    const kiosk = await createKiosk({ name: "Audited", address: "3 Log Lane", timezone: "Europe/Paris" });
    expect((await patch(admin, kiosk.id, { name: "Audited twice" })).statusCode).toBe(200);
    const rotated = (await admin.post(`/api/kiosks/${kiosk.id}/key`)).json().data.api_key as string;
    const [created] = await auditOf("kiosks.create", kiosk.id);
    expect(created).toMatchObject({ targetType: "kiosk", actorEmail: "admin@demo.example.com" });
    expect(created?.changes).toEqual({
      name: { from: null, to: "Audited" },
      serial_number: { from: null, to: kiosk.serial_number },
      address: { from: null, to: "3 Log Lane" },
      timezone: { from: null, to: "Europe/Paris" },
      owner_id: { from: null, to: carlId },
      active: { from: null, to: true },
    });
    const [rotation] = await auditOf("kiosks.rotate_key", kiosk.id);
    expect(rotation?.changes ?? null).toBeNull();
    const everything = JSON.stringify(await auditRowsOf(t, demoId, "kiosks.create"))
      .concat(JSON.stringify(await auditRowsOf(t, demoId, "kiosks.update")))
      .concat(JSON.stringify(await auditRowsOf(t, demoId, "kiosks.rotate_key")));
    for (const key of [kiosk.api_key, rotated]) {
      expect(everything).not.toContain(key.slice(4));
      expect(everything).not.toContain(hashApiKey(key));
    }
    const trail = await admin.get("/api/audit?per_page=100");
    expect(trail.statusCode).toBe(200);
    expect(trail.payload).not.toContain(rotated.slice(4));
  });
});

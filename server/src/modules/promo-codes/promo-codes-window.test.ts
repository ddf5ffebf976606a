import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../../../test/auth-helpers.js";
import type { Browser } from "../../../test/browser.js";
import { describeEachDatabase } from "../../../test/databases.js";
import { FakeClock } from "../../../test/fake-clock.js";
import { addKiosk, type NewKiosk } from "../../../test/fleet.js";
import { createThroughApi, uniqueCode } from "../../../test/promo-codes.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";

/**
 * Issue 12: a code valid from 00:00 to 23:59 local is active exactly then — its status and the kiosks' redeem —
 * in Asia/Tokyo and on both days New York changes its clocks. The start and the last minute are included (the code
 * "to 23:59" ends at 00:00, decision 021). The clock is
 * the app's (a fake one here), which the list's statuses, the counts and the kiosks' redeem all read: at one
 * instant they agree. Sessions and rate limits keep real time.
 */
describeEachDatabase("promo code windows at their edges", (kind) => {
  const clock = new FakeClock();
  let t: TestApp;
  let kiosk: NewKiosk;
  let admin: Browser;
  let orders = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind, { ...RELAXED_THROTTLE, DEVICE_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
    kiosk = await addKiosk(t);
    admin = await signedIn(t, "demo.localhost", "admin@demo.example.com");
  });
  afterAll(() => t.close());

  /** A code for one local day, made before its day (at the real time). */
  async function dayCode(day: string, timezone: string) {
    const code = uniqueCode("DAY");
    const created = await createThroughApi(admin, {
      code,
      starts_at_local: `${day}T00:00`,
      ends_at_local: `${day}T23:59`,
      timezone,
    });
    return { id: created.id, code, startsAt: created.starts_at, endsAt: created.ends_at };
  }

  /** At `instant`: the code's status in its detail, its tab's count, and what a kiosk's redeem answers. */
  async function at(instant: string, code: { id: string; code: string }) {
    clock.set(instant);
    const status = (await admin.get(`/api/promocodes/${code.id}`)).json().data.status as string;
    const counts = (await admin.get(`/api/promocodes/count?search=${code.code}`)).json().data;
    expect(counts[status], `${instant}: the count of ${status}`).toBe(1);
    const redeem = await kiosk.device.redeem({ code: code.code, order_id: `edge-${++orders}`, subtotal_cents: 1000 });
    const answer = redeem.statusCode === 200 ? "redeemed" : (redeem.json().errors.code[0] as string);
    const listed = (await admin.get(`/api/promocodes?search=${code.code}`)).json().data[0]?.status;
    expect(listed, `${instant}: the list's status`).toBe(status);
    return { status, answer };
  }

  const before = { status: "scheduled", answer: "The promo code is not valid yet." };
  const during = { status: "active", answer: "redeemed" };
  const after = { status: "expired", answer: "The promo code has expired." };

  it("on the day New York springs forward (23 hours: 00:00 EST to 23:59 EDT)", async () => {
    const code = await dayCode("2027-03-14", "America/New_York");
    expect([code.startsAt, code.endsAt]).toEqual(["2027-03-14T05:00:00.000Z", "2027-03-15T04:00:00.000Z"]);
    expect(await at("2027-03-14T04:59:59.999Z", code)).toEqual(before);
    expect(await at("2027-03-14T05:00:00.000Z", code)).toEqual(during);
    expect(await at("2027-03-15T03:59:59.999Z", code)).toEqual(during);
    expect(await at("2027-03-15T04:00:00.000Z", code)).toEqual(after);
  });

  it("in Asia/Tokyo (UTC+9 all year)", async () => {
    const code = await dayCode("2027-05-01", "Asia/Tokyo");
    expect([code.startsAt, code.endsAt]).toEqual(["2027-04-30T15:00:00.000Z", "2027-05-01T15:00:00.000Z"]);
    expect(await at("2027-04-30T14:59:59.999Z", code)).toEqual(before);
    expect(await at("2027-04-30T15:00:00.000Z", code)).toEqual(during);
    expect(await at("2027-05-01T14:59:59.999Z", code)).toEqual(during);
    expect(await at("2027-05-01T15:00:00.000Z", code)).toEqual(after);
  });

  it("on the day New York falls back (25 hours: 00:00 EDT to 23:59 EST)", async () => {
    const code = await dayCode("2027-11-07", "America/New_York");
    expect([code.startsAt, code.endsAt]).toEqual(["2027-11-07T04:00:00.000Z", "2027-11-08T05:00:00.000Z"]);
    expect(await at("2027-11-07T03:59:59.999Z", code)).toEqual(before);
    expect(await at("2027-11-07T04:00:00.000Z", code)).toEqual(during);
    // An hour a fixed offset would have cut off: still the local day, to the end of its last minute.
    expect(await at("2027-11-08T04:30:00.000Z", code)).toEqual(during);
    expect(await at("2027-11-08T04:59:59.999Z", code)).toEqual(during);
    expect(await at("2027-11-08T05:00:00.000Z", code)).toEqual(after);
  });

  it("reads a time shown twice as its first occurrence, and counts the hour between them once", async () => {
    const created = await createThroughApi(admin, {
      starts_at_local: "2027-11-07T01:30",
      ends_at_local: "2027-11-07T02:30",
      timezone: "America/New_York",
    });
    // 01:30 EDT (05:30Z) to the end of 02:30 EST (07:31Z): the repeated hour lies inside, so the window is two hours
    // and a minute.
    expect([created.starts_at, created.ends_at]).toEqual(["2027-11-07T05:30:00.000Z", "2027-11-07T07:31:00.000Z"]);
  });
});

import { DEVICE_MESSAGES, ERROR_MESSAGES } from "@froyo/contracts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RELAXED_THROTTLE, signedIn } from "../test/auth-helpers.js";
import { Browser } from "../test/browser.js";
import { describeOnOneDatabase } from "../test/databases.js";
import { matrixFixtures, newAccountOf } from "../test/matrix-fixtures.js";
import {
  MATRIX_ACCOUNTS,
  MATRIX_EXEMPT,
  MATRIX_HOST,
  MATRIX_ROLES,
  type MatrixFixtures,
  type MatrixRole,
  type MatrixRow,
  PERMISSION_MATRIX,
  PLATFORM_HOST,
  type SignedInRole,
} from "../test/permission-matrix.js";
import { buildTestApp, type TestApp } from "../test/test-app.js";
import { sendForm } from "../test/uploads.js";

const key = (method: string, route: string) => `${method} ${route}`;

describeOnOneDatabase("permission matrix: every route × every role", (kind) => {
  let t: TestApp;
  let fixtures: MatrixFixtures;
  const sessions = new Map<string, Browser>();
  beforeAll(async () => {
    t = await buildTestApp(kind, RELAXED_THROTTLE);
    fixtures = await matrixFixtures(t);
    for (const [role, email] of Object.entries(MATRIX_ACCOUNTS)) {
      sessions.set(role, await signedIn(t, MATRIX_HOST, email));
    }
    sessions.set("Super Admin@platform", await signedIn(t, PLATFORM_HOST, MATRIX_ACCOUNTS["Super Admin"]));
  });
  afterAll(() => t.close());

  /** The browser a role makes a row's call from (see MatrixRow.session). */
  async function browserFor(row: MatrixRow, role: MatrixRole, host: string): Promise<Browser> {
    if (role === "anonymous") {
      const anonymous = new Browser(t.app, host);
      await anonymous.csrf();
      return anonymous;
    }
    const session = row.session ?? "shared";
    if (session === "fresh") return signedIn(t, host, MATRIX_ACCOUNTS[role]);
    if (session === "own-account") return signedIn(t, host, await newAccountOf(t, fixtures, role));
    const shared = sessions.get(host === PLATFORM_HOST ? `${role}@platform` : role);
    if (!shared) throw new Error(`No session of ${role} on ${host}`);
    return shared;
  }

  async function callAs(row: MatrixRow, role: MatrixRole, host?: string): Promise<LightMyRequestResponse> {
    const onHost = host ?? (row.platform && role === "Super Admin" ? PLATFORM_HOST : MATRIX_HOST);
    const browser = await browserFor(row, role, onHost);
    const call = await row.call(fixtures, role);
    if (call.form) return sendForm(t, browser, call.url, call.form);
    return browser.request(row.method, call.url, call.body);
  }

  /**
   * A refusal has its documented body, so a 401/403 is the guard's answer and not some other error's. A device
   * call's 401 asks for the kiosk's key: it is the device guard that refused.
   */
  function expectRefusalShape(row: MatrixRow, response: LightMyRequestResponse, label: string): void {
    const unauthenticated = row.route.startsWith("/device/")
      ? DEVICE_MESSAGES.missingKey
      : ERROR_MESSAGES.unauthenticated;
    const messages: Record<number, string> = { 401: unauthenticated, 403: ERROR_MESSAGES.unauthorized };
    const message = messages[response.statusCode];
    if (message) expect(response.json(), label).toEqual({ message });
  }

  it("has one row per route the app serves, and no row without a route", () => {
    const served = t.app.routeList.map((route) => key(route.method, route.url));
    const rows = PERMISSION_MATRIX.map((row) => key(row.method, row.route));
    const exempt = MATRIX_EXEMPT.map((entry) => key(entry.method, entry.route));
    expect(new Set(rows).size, "a route has two rows").toBe(rows.length);
    expect(new Set(served).size, "a route is registered twice").toBe(served.length);
    expect(
      served.filter((route) => !rows.includes(route) && !exempt.includes(route)),
      "routes without a row",
    ).toEqual([]);
    expect(
      [...rows, ...exempt].filter((route) => !served.includes(route)),
      "rows without a route",
    ).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(PERMISSION_MATRIX.length);
  });

  for (const row of PERMISSION_MATRIX) {
    it(`${row.method} ${row.route}`, async () => {
      const actual: Partial<Record<MatrixRole, number>> = {};
      for (const role of MATRIX_ROLES) {
        const response = await callAs(row, role);
        expectRefusalShape(row, response, `${role}: ${response.payload}`);
        expect(response.statusCode, `${role} → ${response.statusCode}: ${response.payload.slice(0, 300)}`).not.toBe(
          500,
        );
        actual[role] = response.statusCode;
      }
      expect(actual).toEqual(row.expect);
    });
  }

  it("Super Admin reaches the platform rows from a company's subdomain too (they are platform staff on any host)", async () => {
    const platformRows = PERMISSION_MATRIX.filter((row) => row.platform);
    expect(platformRows.length).toBeGreaterThan(0);
    for (const row of platformRows) {
      const response = await callAs(row, "Super Admin", MATRIX_HOST);
      expect(response.statusCode, key(row.method, row.route)).toBe(row.expect["Super Admin"]);
    }
  });

  it("every signed-in role is the seeded account it claims to be", async () => {
    for (const [role, email] of Object.entries(MATRIX_ACCOUNTS) as [SignedInRole, string][]) {
      const me = (await sessions.get(role)?.get("/auth/me"))?.json();
      expect(me?.data).toMatchObject({ email, role });
    }
  });
});

import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { ParsedMail } from "mailparser";
import { companies, roles, users } from "../src/db/schema/index.js";
import { hashPassword } from "../src/identity/passwords.js";
import { Browser } from "./browser.js";
import { linkIn, recipientOf } from "./smtp.js";
import type { TestApp } from "./test-app.js";

export const DEMO_PASSWORD = "demo-password";

/**
 * Every request of `inject` comes from 127.0.0.1: suites that are not about throttling raise the limits so that
 * their own sign-ins never answer 429.
 */
export const RELAXED_THROTTLE = {
  LOGIN_MAX_ATTEMPTS_PER_EMAIL: "1000",
  LOGIN_MAX_ATTEMPTS_PER_IP: "1000",
  DEVICE_KEY_FAILURES_PER_IP: "1000",
};

/**
 * A browser signed in on `host` (csrf-cookie, then login, as the web app does), failing loudly if the sign-in does
 * not succeed: the one way a test gets a session.
 */
export async function signedIn(t: TestApp, host: string, email: string, password = DEMO_PASSWORD): Promise<Browser> {
  const { response, browser } = await attemptSignIn(t, host, email, password);
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} on ${host}: ${response.payload}`);
  return browser;
}

/** A sign-in that may be refused (the tests of signing in itself): the browser and the login's answer. */
export async function attemptSignIn(t: TestApp, host: string, email: string, password = DEMO_PASSWORD) {
  const browser = new Browser(t.app, host);
  return { browser, response: await browser.signIn(email, password) };
}

/** A company's id by subdomain (companies is not row-level secured). */
export async function companyIdOf(t: TestApp, subdomain: string): Promise<string> {
  const [row] = await t.db.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.subdomain, subdomain));
  if (!row) throw new Error(`No company ${subdomain}`);
  return row.id;
}

const hashes = new Map<string, Promise<string>>();

/** Argon2 takes tens of milliseconds by design: each test password is hashed once per worker. */
function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A user created straight in the database (inside the company's tenant), e.g. an invited or disabled one. */
export async function createUser(
  t: TestApp,
  companyId: string,
  values: { email: string; status: "invited" | "active" | "disabled"; password?: string; role?: string },
): Promise<{ id: string; companyId: string; email: string }> {
  const passwordHash = values.password ? await testPasswordHash(values.password) : null;
  return t.db.database.withTenant(companyId, async (tx) => {
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, companyId), eq(roles.name, values.role ?? "Client")));
    if (!role) throw new Error("No such role");
    const [user] = await tx
      .insert(users)
      .values({
        companyId,
        roleId: role.id,
        name: values.email.split("@")[0] ?? "Someone",
        email: values.email,
        status: values.status,
        passwordHash,
      })
      .returning({ id: users.id, companyId: users.companyId, email: users.email });
    if (!user) throw new Error("Insert failed");
    return user;
  });
}

/** The raw Set-Cookie header of the named cookie (attributes included), or undefined. */
export function setCookie(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers["set-cookie"];
  const all = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return all.find((cookie) => cookie.startsWith(`${name}=`));
}

/** The value of a cookie the response sets. */
export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return setCookie(response, name)
    ?.split(";")[0]
    ?.slice(name.length + 1);
}

/**
 * Runs `action` and waits for the first mail to `email` sent after it started (earlier mails are ignored), so a
 * test never picks up another test's message.
 */
export async function mailAfter(t: TestApp, email: string, action: () => Promise<unknown>): Promise<ParsedMail> {
  const before = t.smtp.messages.length;
  await action();
  return t.smtp.waitFor((mail) => t.smtp.messages.indexOf(mail) >= before && recipientOf(mail) === email);
}

/** The token of a password link (`/password-reset/{token}?email=…`). */
export function tokenOf(mail: ParsedMail): string {
  const token = linkIn(mail).pathname.split("/").pop();
  if (!token) throw new Error("No token in the link");
  return token;
}

/** An error's message with the messages of its causes (Drizzle wraps the driver's error). */
export function fullMessage(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) parts.push(e.message);
  return parts.join(" <- ");
}

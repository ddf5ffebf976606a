import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/types.js";
import { signedIn } from "./auth-helpers.js";
import type { TestApp } from "./test-app.js";

/** Test helpers for the companies suites: the platform's super admin, the table, fresh subdomains. */

/** The platform's super admin, signed in on the bare domain where companies are managed. */
export const superAdmin = (t: TestApp) => signedIn(t, "localhost", "super@example.com");

/** The companies table as a comparable snapshot (it is not row-level secured). */
export async function companiesSnapshot(t: TestApp): Promise<unknown[]> {
  return queryRows(t.db.database.db, sql`SELECT * FROM companies ORDER BY id`);
}

let counter = 0;
/** A fresh valid subdomain per call, so tests sharing one app never collide. */
export function uniqueSubdomain(prefix = "co"): string {
  counter += 1;
  return `${prefix}${counter}x${Math.random().toString(36).slice(2, 7)}`;
}

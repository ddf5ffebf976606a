import { and, eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { companies, roles, users } from "../src/db/schema/index.js";
import { issuePasswordToken } from "../src/modules/auth/password-tokens.repository.js";
import { insertCompany } from "../src/modules/companies/companies.repository.js";
import { ensureCompanyRoles } from "../src/modules/roles/roles.repository.js";
import { companyIdOf, createUser, DEMO_PASSWORD } from "./auth-helpers.js";
import type { MatrixFixtures } from "./permission-matrix.js";
import type { TestApp } from "./test-app.js";

type DemoRole = "Company Admin" | "Client" | "Client - Pro";

let counter = 0;
const next = () => {
  counter += 1;
  return `${counter}x${Math.random().toString(36).slice(2, 8)}`;
};

/** The records the permission and tenant matrices build their requests from, on one test app's database. */
export async function matrixFixtures(t: TestApp): Promise<MatrixFixtures & { t: TestApp }> {
  const database = t.db.database;
  const demoId = await companyIdOf(t, "demo");
  const demoRoles = await database.withTenant(demoId, (tx) =>
    tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.companyId, demoId)),
  );
  const roleIds = new Map(demoRoles.map((role) => [role.name, role.id]));
  const roleId = (name: DemoRole) => {
    const id = roleIds.get(name);
    if (!id) throw new Error(`No role ${name} in demo`);
    return id;
  };
  const uniqueEmail = (prefix: string) => `${prefix}-${next()}@matrix.example.com`;
  const [carl] = await database.withTenant(demoId, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, demoId), eq(users.email, "client@demo.example.com"))),
  );
  if (!carl) throw new Error("The seeded client is missing");

  return {
    t,
    demoId,
    carlId: carl.id,
    roleId,
    async rolePermissions(name) {
      const [row] = await database.withTenant(demoId, (tx) =>
        tx
          .select({ permissions: roles.permissions })
          .from(roles)
          .where(and(eq(roles.companyId, demoId), eq(roles.id, roleId(name)))),
      );
      return row?.permissions ?? [];
    },
    uniqueEmail,
    uniqueSubdomain: () => `matrix${next()}`,
    async newDemoUser(status) {
      const email = uniqueEmail("user");
      const password = status === "active" ? DEMO_PASSWORD : undefined;
      const user = await createUser(t, demoId, { email, status, password });
      return { id: user.id, email };
    },
    async newCompany() {
      const id = uuidv7();
      await database.withTenant(id, async (tx) => {
        await insertCompany(tx, { id, name: "Matrix Target", subdomain: `target${next()}` });
        await ensureCompanyRoles(tx, id);
      });
      return id;
    },
    passwordToken: (user, kind) =>
      database.withTenant(demoId, (tx) => issuePasswordToken(tx, { companyId: demoId, id: user.id }, kind, 60)),
    async demoLogoPath() {
      const [row] = await database.db
        .select({ path: companies.primaryLogoPath })
        .from(companies)
        .where(eq(companies.id, demoId));
      if (!row?.path) throw new Error("demo has no logo");
      return row.path;
    },
  };
}

/** A new active user holding `role` (in the platform for Super Admin, else in demo), to sign in as that role. */
export async function newAccountOf(t: TestApp, fixtures: MatrixFixtures, role: DemoRole | "Super Admin") {
  const email = fixtures.uniqueEmail("own");
  const companyId = role === "Super Admin" ? t.platformCompanyId : fixtures.demoId;
  await createUser(t, companyId, { email, status: "active", password: DEMO_PASSWORD, role });
  return email;
}

import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROLE_NAMES } from "@froyo/contracts";
import { and, eq } from "drizzle-orm";
import { companies, faqs, roles, users } from "../db/schema/index.js";
import type { Database, Tx } from "../db/types.js";
import { hashPassword } from "../identity/passwords.js";
import { ensureCompanyRoles } from "../modules/roles/roles.repository.js";

export const DEMO_PASSWORD = "demo-password";

/** The password of Demo Froyo's user manual (Acme Swirl's manual has none). */
export const DEMO_MANUAL_PASSWORD = "demo-manual";

export const DEMO_COMPANIES = [
  { subdomain: "demo", name: "Demo Froyo", primaryColorHex: "#DF7F8C" },
  { subdomain: "acme", name: "Acme Swirl", primaryColorHex: "#2E7D8C" },
] as const;

/** Demo Froyo's own FAQ; Acme Swirl has none, so its users see the web app's default FAQ. */
const DEMO_FAQS = [
  {
    question: "How do I refill a tray?",
    answer: "Open Home, select the kiosk, then choose Refill on the tray. The level goes back to its capacity.",
  },
  {
    question: "Why does a kiosk show as offline?",
    answer: "A kiosk is offline when it has not sent a heartbeat for a few minutes. Check its power and network.",
  },
  {
    question: "Who do I contact about my invoice?",
    answer: "Submit a ticket under Support with the category Billing; our team answers by email.",
  },
];

/** Links, support address, manual password and FAQ of a demo company, set when the seed creates it. */
function demoExtras(subdomain: string) {
  return {
    supportEmail: `support@${subdomain}.example.com`,
    tutorialUrl: `https://example.com/${subdomain}/tutorial-videos`,
    manualUrl: `https://example.com/${subdomain}/user-manual.pdf`,
    manualPassword: subdomain === "demo" ? DEMO_MANUAL_PASSWORD : null,
    faqs: subdomain === "demo" ? DEMO_FAQS : [],
  };
}

const assets = fileURLToPath(new URL("./assets", import.meta.url));

/** The demo accounts: printed by `npm start`, used by the end-to-end tests. */
export function demoAccounts() {
  return [
    { email: "super@example.com", role: ROLE_NAMES.superAdmin, host: "(any)" },
    ...DEMO_COMPANIES.flatMap((company) =>
      [
        ["admin", ROLE_NAMES.companyAdmin] as const,
        ["client", ROLE_NAMES.client] as const,
        ["pro", ROLE_NAMES.clientPro] as const,
        ...(company.subdomain === DEMO_TECHNICIAN.subdomain
          ? [[DEMO_TECHNICIAN.local, ROLE_NAMES.fieldTechnician] as const]
          : []),
      ].map(([local, role]) => ({ email: `${local}@${company.subdomain}.example.com`, role, host: company.subdomain })),
    ),
  ];
}

/**
 * Demo Froyo's Field Technician (issue 24), who records the demo's service visits. Seeded with the restock demo
 * (restock.ts) rather than with the accounts above, which the test databases start from: their suites count users.
 */
export const DEMO_TECHNICIAN = { subdomain: "demo", local: "tech", name: "Tomás Tech" } as const;

/** Creates the technician if missing (an existing account is left as it is); answers its id, or null without demo. */
export async function seedDemoTechnician(database: Database): Promise<{ companyId: string; userId: string } | null> {
  const [company] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.subdomain, DEMO_TECHNICIAN.subdomain));
  if (!company) return null;
  const companyId = company.id;
  const email = `${DEMO_TECHNICIAN.local}@${DEMO_TECHNICIAN.subdomain}.example.com`;
  return database.withTenant(companyId, async (tx) => {
    const roleId = (await ensureCompanyRoles(tx, companyId)).get(ROLE_NAMES.fieldTechnician);
    if (!roleId) throw new Error("The Field Technician role is missing.");
    const passwordHash = () => hashPassword(DEMO_PASSWORD);
    await upsertUser(tx, { companyId, roleId, name: DEMO_TECHNICIAN.name, email, passwordHash });
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.email, email)));
    return { companyId, userId: (user as { id: string }).id };
  });
}

/** Copies a seed image under the company's upload folder with a content-hash name; returns its public path. */
async function storeImage(uploadsDir: string, companyId: string, file: string): Promise<string> {
  const bytes = await readFile(path.join(assets, file));
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.png`;
  await mkdir(path.join(uploadsDir, companyId), { recursive: true });
  await copyFile(path.join(assets, file), path.join(uploadsDir, companyId, name));
  return `/uploads/${companyId}/${name}`;
}

async function upsertUser(
  tx: Tx,
  {
    passwordHash,
    ...values
  }: { companyId: string; roleId: string; name: string; email: string; passwordHash: () => Promise<string> },
) {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, values.companyId), eq(users.email, values.email)));
  if (existing) return;
  // The accounts date from before the demo's history (at most 366 days), whose months are theirs: a client's past
  // months have statements (a client who joined after a month has none for it).
  const createdAt = new Date(Date.now() - 367 * 86_400_000);
  await tx.insert(users).values({ ...values, passwordHash: await passwordHash(), status: "active", createdAt });
}

/**
 * Idempotent: companies, roles and accounts that exist are left as they are (a changed password or colour stays
 * changed); missing ones are created. A company's links, manual password and FAQ are set only when it is created.
 */
export async function seedDemo(database: Database, options: { platformCompanyId: string; uploadsDir: string }) {
  // Hashed only if an account is missing: Argon2 is slow on purpose, and a restart finds every account there.
  let hashing: Promise<string> | undefined;
  const passwordHash = () => (hashing ??= hashPassword(DEMO_PASSWORD));
  const platformId = options.platformCompanyId;
  await database.withTenant(platformId, async (tx) => {
    const [superAdmin] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, platformId), eq(roles.name, ROLE_NAMES.superAdmin)));
    if (!superAdmin) throw new Error("The Super Admin role is missing.");
    await upsertUser(tx, {
      companyId: platformId,
      roleId: superAdmin.id,
      name: "Super Admin",
      email: "super@example.com",
      passwordHash,
    });
  });

  for (const demo of DEMO_COMPANIES) {
    let [company] = await database.db.select().from(companies).where(eq(companies.subdomain, demo.subdomain));
    if (!company) {
      const { manualPassword, faqs: faqEntries, ...links } = demoExtras(demo.subdomain);
      const manualPasswordHash = manualPassword ? await hashPassword(manualPassword) : null;
      [company] = await database.db
        .insert(companies)
        .values({ ...demo, ...links, manualPasswordHash })
        .returning();
      if (!company) throw new Error(`Could not create ${demo.name}.`);
      const createdId = company.id;
      if (faqEntries.length > 0) {
        await database.withTenant(createdId, (tx) =>
          tx.insert(faqs).values(faqEntries.map((entry, position) => ({ companyId: createdId, position, ...entry }))),
        );
      }
      await database.db
        .update(companies)
        .set({
          primaryLogoPath: await storeImage(options.uploadsDir, company.id, `${demo.subdomain}-logo.png`),
          footerLogoPath: await storeImage(options.uploadsDir, company.id, `${demo.subdomain}-footer-logo.png`),
        })
        .where(eq(companies.id, company.id));
    }
    const companyId = company.id;
    await database.withTenant(companyId, async (tx) => {
      const roleIds = await ensureCompanyRoles(tx, companyId);
      const people = [
        ["admin", "Ada Admin", ROLE_NAMES.companyAdmin],
        ["client", "Carl Client", ROLE_NAMES.client],
        ["pro", "Petra Pro", ROLE_NAMES.clientPro],
      ] as const;
      for (const [local, name, role] of people) {
        const roleId = roleIds.get(role);
        if (!roleId) throw new Error(`Role ${role} is missing in ${demo.name}.`);
        await upsertUser(tx, {
          companyId,
          roleId,
          name,
          email: `${local}@${demo.subdomain}.example.com`,
          passwordHash,
        });
      }
    });
  }
}

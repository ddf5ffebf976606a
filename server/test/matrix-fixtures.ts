import { and, asc, eq, isNull } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import {
  companies,
  kiosks,
  products,
  promoCodeKiosks,
  promoCodes,
  restockPickListLines,
  restockPickLists,
  roles,
  saleItems,
  sales,
  trays,
  users,
} from "../src/db/schema/index.js";
import { issuePasswordToken } from "../src/identity/password-tokens.repository.js";
import { insertCompany } from "../src/modules/companies/companies.repository.js";
import { ensureCompanyRoles } from "../src/modules/roles/roles.repository.js";
import { companyIdOf, createUser, DEMO_PASSWORD } from "./auth-helpers.js";
import { notificationFixtures } from "./notification-fixtures.js";
import type { MatrixFixtures, MatrixRole } from "./permission-matrix.js";
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
  const [pro] = await database.withTenant(demoId, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, demoId), eq(users.email, "pro@demo.example.com"))),
  );
  if (!pro) throw new Error("The seeded Pro client is missing");
  const [product] = await database.withTenant(demoId, (tx) =>
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, demoId), eq(products.sku, "FY-ORIG"))),
  );
  if (!product) throw new Error("The seeded product is missing");
  const seededKiosks = await database.withTenant(demoId, (tx) =>
    tx
      .select({ id: kiosks.id, ownerEmail: users.email, trayId: trays.id })
      .from(kiosks)
      .innerJoin(users, and(eq(users.companyId, kiosks.companyId), eq(users.id, kiosks.ownerId)))
      .innerJoin(trays, and(eq(trays.companyId, kiosks.companyId), eq(trays.kioskId, kiosks.id), eq(trays.position, 1)))
      .where(and(eq(kiosks.companyId, demoId), isNull(kiosks.deletedAt)))
      .orderBy(asc(kiosks.serialNumber)),
  );
  const kioskOwnedBy = (email: string) => {
    const kiosk = seededKiosks.find((row) => row.ownerEmail === email);
    if (!kiosk) throw new Error(`No seeded kiosk of ${email}`);
    return { id: kiosk.id, trayId: kiosk.trayId };
  };
  const kioskOf = (role: MatrixRole) =>
    kioskOwnedBy(role === "Client - Pro" ? "pro@demo.example.com" : "client@demo.example.com");
  const salesByKiosk = new Map<string, Promise<string>>();
  /** A sale written straight to the tables (the seeded kiosks' keys are not known): one per kiosk, made once. */
  const saleOf = (role: MatrixRole) => {
    const kioskId = kioskOf(role).id;
    let sale = salesByKiosk.get(kioskId);
    if (!sale) {
      const id = uuidv7();
      sale = database
        .withTenant(demoId, async (tx) => {
          await tx.insert(sales).values({
            companyId: demoId,
            id,
            kioskId,
            externalId: `matrix-${next()}`,
            occurredAt: new Date(),
            localDate: new Date().toISOString().slice(0, 10),
            localHour: new Date().getUTCHours(),
            subtotalCents: 450,
            discountCents: 0,
            totalCents: 450,
            itemCount: 1,
            paymentMethod: "card",
            status: "paid",
            contentHash: "matrix",
          });
          await tx.insert(saleItems).values({
            companyId: demoId,
            saleId: id,
            line: 1,
            productId: product.id,
            productName: "Matrix sale",
            quantity: 1,
            unitPriceCents: 450,
          });
        })
        .then(() => id);
      salesByKiosk.set(kioskId, sale);
    }
    return sale;
  };

  /** A promo code for the Pro's seeded kiosk, written straight to the tables: staff and the Pro reach it. */
  const newPromoCodeOfPro = () =>
    database.withTenant(demoId, async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({ companyId: demoId, code: `MX-${next()}`, percentOff: 10 })
        .returning({ id: promoCodes.id });
      const id = row?.id as string;
      await tx
        .insert(promoCodeKiosks)
        .values({ companyId: demoId, promoCodeId: id, kioskId: kioskOf("Client - Pro").id });
      return id;
    });
  let proPromoCode: Promise<string> | undefined;

  return {
    ...notificationFixtures(t, demoId),
    t,
    demoId,
    carlId: carl.id,
    statementOf: (role) => `${role === "Client - Pro" ? pro.id : carl.id}-2026-10`,
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
    productId: product.id,
    async newProduct() {
      const [row] = await database.withTenant(demoId, (tx) =>
        tx
          .insert(products)
          .values({ companyId: demoId, name: "Matrix Product", sku: `MX-${next()}`, priceCents: 300 })
          .returning({ id: products.id }),
      );
      return row?.id as string;
    },
    kioskOf,
    saleOf,
    async pickListOf(role) {
      // A list of the role's own kiosk only (a client reads only lists whose kiosks are all theirs).
      const kiosk = kioskOf(role);
      const id = uuidv7();
      await database.withTenant(demoId, async (tx) => {
        await tx.insert(restockPickLists).values({ companyId: demoId, id, visitAt: new Date() });
        await tx.insert(restockPickListLines).values({
          companyId: demoId,
          pickListId: id,
          kioskId: kiosk.id,
          kioskName: "Matrix kiosk",
          trayId: kiosk.trayId,
          position: 1,
          expectedLevel: 1,
          parLevel: 5,
          quantity: 4,
        });
      });
      return id;
    },
    promoCodeOfPro: () => {
      proPromoCode ??= newPromoCodeOfPro();
      return proPromoCode;
    },
    newPromoCodeOfPro,
    async newKiosk() {
      const id = uuidv7();
      await database.withTenant(demoId, async (tx) => {
        await tx.insert(kiosks).values({
          companyId: demoId,
          id,
          ownerId: carl.id,
          name: "Matrix Target",
          serialNumber: `MX-${next()}`,
          timezone: "UTC",
        });
        await tx
          .insert(trays)
          .values({ companyId: demoId, kioskId: id, position: 1, capacity: 10, lowThreshold: 2, parLevel: 10 });
      });
      return id;
    },
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

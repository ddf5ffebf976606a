import type { Readable } from "node:stream";
import { type CompanyPublic, type Paginated, pageMeta, type User, type UserListQuery } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import { toPublicCompany } from "../../identity/public-company.js";
import type { Scope } from "../../identity/scope.js";
import { findCompanyById } from "../../identity/tenants.repository.js";
import { csvStream } from "../../lib/csv.js";
import { notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { countUsers, findUserById, listShortUsers, listUsers, toUser, type UserRow } from "./users.repository.js";

const CSV_HEADER = ["id", "name", "email", "role", "type", "status", "last_sign_in_at", "created_at"] as const;

export type UsersService = ReturnType<typeof createUsersService>;

/** Reading users: lists, export, look-ups. Every query runs inside the scope's company. */
export function createUsersService(options: { database: Database }) {
  const { database } = options;

  async function listCompanyUsers(scope: Scope, query: UserListQuery): Promise<Paginated<User>> {
    const { companyId } = scope;
    const { total, rows } = await database.withTenant(companyId, async (tx) => ({
      total: await countUsers(tx, companyId, query),
      rows: await listUsers(tx, companyId, query, {
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
      }),
    }));
    return { data: rows.map(toUser), meta: pageMeta(total, query.page, query.per_page) };
  }

  /**
   * The whole filtered set, one page per short transaction: a slow download never holds a transaction open (PGlite
   * has a single connection). Rows written during the download may be missed or repeated, as with any paging.
   */
  function exportCompanyUsers(scope: Scope, query: UserListQuery): Readable {
    const { companyId } = scope;
    return csvStream<UserRow>(
      CSV_HEADER,
      (row) => {
        const user = toUser(row);
        return [
          user.id,
          user.name,
          user.email,
          user.role.name,
          user.type,
          user.status,
          user.last_sign_in_at,
          user.created_at,
        ];
      },
      (offset, limit) => database.withTenant(companyId, (tx) => listUsers(tx, companyId, query, { offset, limit })),
    );
  }

  async function listUserChoices(scope: Scope): Promise<{ id: string; name: string }[]> {
    return database.withTenant(scope.companyId, (tx) => listShortUsers(tx, scope.companyId));
  }

  async function getUser(scope: Scope, id: string): Promise<User> {
    if (!isUuid(id)) throw notFound();
    const row = await database.withTenant(scope.companyId, (tx) => findUserById(tx, scope.companyId, id));
    if (!row) throw notFound();
    return toUser(row);
  }

  /**
   * A user's company is always the scope's company (users are only ever found inside it). For platform staff
   * listed on the bare domain, that is the platform's own public view (name "Platform", empty subdomain), not a 404:
   * the user exists, and the answer keeps one shape.
   */
  async function getUserCompany(scope: Scope, id: string): Promise<CompanyPublic> {
    await getUser(scope, id);
    const company = await findCompanyById(database.db, scope.companyId);
    if (!company) throw notFound();
    return toPublicCompany(company);
  }

  return { listCompanyUsers, exportCompanyUsers, listUserChoices, getUser, getUserCompany };
}

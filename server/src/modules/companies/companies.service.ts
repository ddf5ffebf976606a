import type { Readable } from "node:stream";
import {
  type CompanyAdmin,
  type CompanyListQuery,
  companyFieldsSchema,
  companyUpdateFieldsSchema,
  type PageMeta,
  pageMeta,
  ROLE_NAMES,
} from "@froyo/contracts";
import type { FastifyBaseLogger } from "fastify";
import { uuidv7 } from "uuidv7";
import { isUniqueViolation } from "../../db/constraint-errors.js";
import type { Database } from "../../db/types.js";
import { EMAIL_TAKEN, isEmailTakenForNewAccount } from "../../identity/email-availability.js";
import { hashPassword } from "../../identity/passwords.js";
import type { CompanyRow } from "../../identity/tenants.repository.js";
import { csvStream } from "../../lib/csv.js";
import { addError, type FieldErrors, parseFields, throwIfAny } from "../../lib/field-errors.js";
import { fieldError, notFound } from "../../lib/http-errors.js";
import { fileOfPublicPath, removeCompanyFolder, removeFiles, storeImages } from "../../lib/images.js";
import { isUuid } from "../../lib/uuid.js";
import type { Mailer } from "../../plugins/mailer.js";
import { recordAudit } from "../audit/audit.service.js";
import { ensureCompanyRoles } from "../roles/roles.service.js";
import {
  actAsTenant,
  countTenantCompanies,
  deleteSessionsHostedBy,
  deleteTenantCompany,
  findTenantCompany,
  insertCompany,
  isSubdomainTaken,
  selectTenantCompanies,
  toAdminCompany,
  updateTenantCompany,
} from "./companies.repository.js";
import { changesBetween, columnValues, imageValues, replacedImagePaths } from "./company-changes.js";
import type { CompanyForm } from "./company-form.js";
import { reencodeImages, SUBDOMAIN_TAKEN } from "./company-validation.js";
import { type FirstAdmin, firstAdminMail, inviteFirstAdmin } from "./first-admin.js";

/** For a module that writes into a tenant company from the platform (its FAQ): find it, then act in it. */
export { actAsTenant, findTenantCompany } from "./companies.repository.js";

/** Who makes the change, for the audit trail. */
export interface Actor {
  id: string;
  email: string;
  ip: string;
}

export interface CompaniesServiceOptions {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  platformCompanyId: string;
  appUrl: string;
  uploadsDir: string;
  /** The tenant cache keeps a subdomain's company for seconds: every write forgets it so changes show at once. */
  forgetTenantCache(): void;
}

const SUBDOMAIN_KEY = "companies_subdomain_key";
const COMPANY_CSV_HEADER = [
  "id",
  "name",
  "subdomain",
  "primary_color_hex",
  "support_email",
  "public_site_url",
  "default_timezone",
  "created_at",
];

export type CompaniesService = ReturnType<typeof createCompaniesService>;

export function createCompaniesService(options: CompaniesServiceOptions) {
  const { database, platformCompanyId, uploadsDir } = options;
  const audit = (actor: Actor) => ({ companyId: platformCompanyId, actorId: actor.id, actorEmail: actor.email });

  async function listCompanies(query: CompanyListQuery): Promise<{ data: CompanyAdmin[]; meta: PageMeta }> {
    const [rows, total] = await Promise.all([
      selectTenantCompanies(database.db, {
        search: query.search,
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
      }),
      countTenantCompanies(database.db, query.search),
    ]);
    return { data: rows.map(toAdminCompany), meta: pageMeta(total, query.page, query.per_page) };
  }

  /** The whole searched set as CSV, streamed a page at a time. */
  function exportCompanies(query: Pick<CompanyListQuery, "search">): Readable {
    return csvStream<CompanyRow>(
      COMPANY_CSV_HEADER,
      (row) => {
        const company = toAdminCompany(row);
        return [
          company.id,
          company.name,
          company.subdomain,
          company.primary_color_hex,
          company.support_email,
          company.public_site_url,
          company.default_timezone,
          company.created_at,
        ];
      },
      (offset, limit) => selectTenantCompanies(database.db, { search: query.search, offset, limit }),
    );
  }

  /** The platform row is no company anyone manages: it answers 404 like an unknown id. */
  async function findOr404(id: string): Promise<CompanyRow> {
    const row = isUuid(id) ? await findTenantCompany(database.db, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function getCompany(id: string): Promise<CompanyAdmin> {
    return toAdminCompany(await findOr404(id));
  }

  async function checkSubdomain(errors: FieldErrors, subdomain: string | undefined, exceptId?: string) {
    if (subdomain && !errors.subdomain && (await isSubdomainTaken(database.db, subdomain, exceptId))) {
      addError(errors, "subdomain", SUBDOMAIN_TAKEN);
    }
  }

  function firstAdminOf(fields: { admin_name?: string; admin_email?: string }, errors: FieldErrors): FirstAdmin | null {
    const name = fields.admin_name ?? "";
    const email = fields.admin_email ?? "";
    if (email && !name) addError(errors, "admin_name", "The admin name field is required when admin email is present.");
    if (name && !email)
      addError(errors, "admin_email", "The admin email field is required when admin name is present.");
    return name && email ? { name, email } : null;
  }

  /**
   * Everything is checked (fields, images, subdomain) before anything is written; the images are written before
   * the transaction and removed again if it fails, so an error leaves no row and no file behind.
   */
  async function createCompany(actor: Actor, form: CompanyForm): Promise<CompanyAdmin> {
    const errors: FieldErrors = {};
    const fields = parseFields(companyFieldsSchema, form.fields, errors);
    const admin = fields ? firstAdminOf(fields, errors) : null;
    const images = await reencodeImages(form.files, errors);
    await checkSubdomain(errors, fields?.subdomain);
    throwIfAny(errors);
    if (!fields) throw new Error("unreachable: fields are valid when there are no errors");

    const id = uuidv7();
    const manualPasswordHash = fields.manual_password ? await hashPassword(fields.manual_password) : null;
    const stored = await storeImages(uploadsDir, id, images);
    let invitationToken: string | null = null;
    let row: CompanyRow;
    try {
      row = await database.withTenant(id, async (tx) => {
        const values = { ...columnValues(fields), ...imageValues(stored.paths, new Set()), manualPasswordHash };
        const created = await insertCompany(tx, { ...values, id, name: fields.name, subdomain: fields.subdomain });
        const roleIds = await ensureCompanyRoles(tx, id);
        if (admin && (await isEmailTakenForNewAccount(tx, { id, isPlatform: false }, admin.email))) {
          throw fieldError("admin_email", EMAIL_TAKEN);
        }
        if (admin) invitationToken = await inviteFirstAdmin(tx, id, roleIds.get(ROLE_NAMES.companyAdmin), admin);
        await actAsTenant(tx, platformCompanyId);
        const changes = changesBetween(null, created);
        if (admin) changes.admin_email = { from: null, to: admin.email };
        await recordAudit(tx, { ...audit(actor), action: "companies.create", ...target(id), changes, ip: actor.ip });
        return created;
      });
    } catch (error) {
      await removeCompanyFolder(uploadsDir, id);
      if (isUniqueViolation(error, SUBDOMAIN_KEY)) throw fieldError("subdomain", SUBDOMAIN_TAKEN);
      throw error;
    }
    options.forgetTenantCache();
    if (admin && invitationToken) await sendInvitation(row, admin, invitationToken);
    return toAdminCompany(row);
  }

  /** The company exists either way; a failed mail is logged (the invitation can be sent again from Users). */
  async function sendInvitation(company: CompanyRow, admin: FirstAdmin, token: string): Promise<void> {
    const mail = firstAdminMail(
      options.appUrl,
      { name: company.name, subdomain: company.subdomain ?? "" },
      admin,
      token,
    );
    await options.mailer.send(mail).catch((error: unknown) => {
      options.log.error({ err: error, to: admin.email, companyId: company.id }, "first admin invitation mail failed");
    });
  }

  async function updateCompany(actor: Actor, id: string, form: CompanyForm): Promise<CompanyAdmin> {
    await findOr404(id);
    const errors: FieldErrors = {};
    const fields = parseFields(companyUpdateFieldsSchema, form.fields, errors);
    const images = await reencodeImages(form.files, errors);
    await checkSubdomain(errors, fields?.subdomain, id);
    throwIfAny(errors);
    if (!fields) throw new Error("unreachable: fields are valid when there are no errors");

    const password = fields.manual_password;
    const passwordValues =
      password === undefined ? {} : { manualPasswordHash: password === "" ? null : await hashPassword(password) };
    const stored = await storeImages(uploadsDir, id, images);
    let result: { before: CompanyRow; after: CompanyRow };
    try {
      result = await database.withTenant(platformCompanyId, async (tx) => {
        const before = await findTenantCompany(tx, id, { forUpdate: true });
        if (!before) throw notFound();
        const values = { ...columnValues(fields), ...imageValues(stored.paths, form.removals), ...passwordValues };
        const after = Object.keys(values).length > 0 ? await updateTenantCompany(tx, id, values) : before;
        const changes = changesBetween(before, after);
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, { ...audit(actor), action: "companies.update", ...target(id), changes, ip: actor.ip });
        }
        return { before, after };
      });
    } catch (error) {
      await removeFiles(stored.created);
      if (isUniqueViolation(error, SUBDOMAIN_KEY)) throw fieldError("subdomain", SUBDOMAIN_TAKEN);
      throw error;
    }
    options.forgetTenantCache();
    const replaced = replacedImagePaths(result.before, result.after).map((p) => fileOfPublicPath(uploadsDir, id, p));
    await removeFiles(replaced.filter((file): file is string => file !== null));
    return toAdminCompany(result.after);
  }

  /** Roles, users, sessions, tokens and the company's own audit trail cascade; its images folder goes after. */
  async function deleteCompany(actor: Actor, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    await database.withTenant(platformCompanyId, async (tx) => {
      const deleted = await deleteTenantCompany(tx, id);
      if (!deleted) throw notFound();
      await deleteSessionsHostedBy(tx, platformCompanyId, id);
      const changes = changesBetween(deleted, null);
      await recordAudit(tx, { ...audit(actor), action: "companies.delete", ...target(id), changes, ip: actor.ip });
    });
    options.forgetTenantCache();
    await removeCompanyFolder(uploadsDir, id);
  }

  return { listCompanies, exportCompanies, getCompany, createCompany, updateCompany, deleteCompany };
}

const target = (id: string) => ({ targetType: "company", targetId: id });

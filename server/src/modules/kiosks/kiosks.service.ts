import {
  CLIENT_EDITABLE_KIOSK_FIELDS,
  type CreateKioskInput,
  KIOSK_MESSAGES,
  type Kiosk,
  type KioskListQuery,
  type KioskWithKey,
  type Paginated,
  pageMeta,
  type UpdateKioskInput,
} from "@froyo/contracts";
import { uuidv7 } from "uuidv7";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/constraint-errors.js";
import { kiosks } from "../../db/schema/index.js";
import type { Database, Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { diffChanges } from "../../lib/diff-changes.js";
import { addError, type FieldErrors, throwIfAny } from "../../lib/field-errors.js";
import { fieldError, forbidden, notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { recordScopedAudit } from "../audit/audit.service.js";
import { issueApiKey } from "./api-keys.js";
import {
  countKiosks,
  findKiosk,
  isTimezoneKnown,
  type KioskReach,
  type KioskRow,
  type KioskValues,
  listKiosks,
  listOwnerChoices,
  lockKiosks,
  serialTaken,
  softDeleteKiosks,
  toKiosk,
  updateKioskRow,
} from "./kiosks.repository.js";
import { insertTrays, listTraysOf } from "./trays.repository.js";

/** What other modules read of kiosks: the reach of a scope (for their own queries) and a kiosk's key. */
export type { PresentedKey } from "./api-keys.js";
export type { DeviceKiosk } from "./device-kiosks.repository.js";
export type { KioskReach } from "./kiosks.repository.js";

const SERIAL_KEY = "kiosks_company_serial_key";
const OWNER_KEY = "kiosks_company_id_owner_id_users_company_id_id_fk";

/** Staff reach the company's kiosks; a client only the kiosks they own. */
export function reachOf(scope: Scope): KioskReach {
  return scope.actor.userType === "client"
    ? { companyId: scope.companyId, ownerId: scope.actor.id }
    : { companyId: scope.companyId };
}

type AuditedKiosk = Pick<KioskRow, "name" | "serialNumber" | "address" | "timezone" | "active"> & {
  ownerId: string | null;
};

const audited = (row: AuditedKiosk | null) => ({
  name: row?.name ?? null,
  serial_number: row?.serialNumber ?? null,
  address: row?.address ?? null,
  timezone: row?.timezone ?? null,
  owner_id: row?.ownerId ?? null,
  active: row?.active ?? null,
});

export type KiosksService = ReturnType<typeof createKiosksService>;

export function createKiosksService(options: { database: Database; onlineSeconds: number }) {
  const { database, onlineSeconds } = options;

  async function withTrays(tx: Tx, companyId: string, rows: KioskRow[]): Promise<Kiosk[]> {
    const allTrays = await listTraysOf(
      tx,
      companyId,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toKiosk(
        row,
        allTrays.filter((tray) => tray.kioskId === row.id),
      ),
    );
  }

  async function loadKiosk(tx: Tx, scope: Scope, id: string): Promise<KioskRow> {
    const row = isUuid(id) ? await findKiosk(tx, reachOf(scope), id, onlineSeconds) : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function listCompanyKiosks(scope: Scope, query: KioskListQuery): Promise<Paginated<Kiosk>> {
    const reach = reachOf(scope);
    const { total, data } = await database.withTenant(scope.companyId, async (tx) => {
      const page = { offset: (query.page - 1) * query.per_page, limit: query.per_page, onlineSeconds };
      const rows = await listKiosks(tx, reach, query, page);
      return {
        total: await countKiosks(tx, reach, query, onlineSeconds),
        data: await withTrays(tx, scope.companyId, rows),
      };
    });
    return { data, meta: pageMeta(total, query.page, query.per_page) };
  }

  async function getKiosk(scope: Scope, id: string): Promise<Kiosk> {
    return database.withTenant(scope.companyId, async (tx) => {
      const [kiosk] = await withTrays(tx, scope.companyId, [await loadKiosk(tx, scope, id)]);
      return kiosk as Kiosk;
    });
  }

  function listOwners(scope: Scope) {
    return database.withTenant(scope.companyId, (tx) => listOwnerChoices(tx, scope.companyId));
  }

  /** Owner, serial number and timezone are checked against the company, all problems answered at once. */
  async function checkReferences(
    tx: Tx,
    companyId: string,
    input: Partial<Pick<CreateKioskInput, "owner_id" | "serial_number" | "timezone">>,
    exceptId?: string,
  ): Promise<void> {
    const errors: FieldErrors = {};
    if (input.owner_id && (await listOwnerChoices(tx, companyId, input.owner_id)).length === 0) {
      addError(errors, "owner_id", KIOSK_MESSAGES.ownerNotClient);
    }
    if (input.serial_number && (await serialTaken(tx, companyId, input.serial_number, exceptId))) {
      addError(errors, "serial_number", KIOSK_MESSAGES.serialTaken);
    }
    if (input.timezone && !(await isTimezoneKnown(tx, input.timezone))) {
      addError(errors, "timezone", "The timezone is not known.");
    }
    throwIfAny(errors);
  }

  async function createKiosk(scope: Scope, input: CreateKioskInput): Promise<KioskWithKey> {
    const { companyId } = scope;
    const id = uuidv7();
    const key = issueApiKey(companyId, id);
    const kiosk = await database
      .withTenant(companyId, async (tx) => {
        await checkReferences(tx, companyId, input);
        const values = {
          name: input.name,
          serialNumber: input.serial_number,
          address: input.address,
          timezone: input.timezone,
          ownerId: input.owner_id,
          active: true,
          isDemo: input.is_demo ?? false,
        };
        await tx.insert(kiosks).values({ ...values, companyId, id, apiKeyHash: key.hash });
        await insertTrays(tx, { companyId, id }, input.tray_count, input.tray_capacity);
        await recordScopedAudit(tx, scope, {
          action: "kiosks.create",
          targetType: "kiosk",
          targetId: id,
          changes: diffChanges(audited(null), audited(values)),
        });
        const [created] = await withTrays(tx, companyId, [await loadKiosk(tx, scope, id)]);
        return created as Kiosk;
      })
      .catch(writeConflict);
    return { ...kiosk, api_key: key.apiKey };
  }

  async function updateKiosk(scope: Scope, id: string, input: UpdateKioskInput): Promise<Kiosk> {
    const { companyId } = scope;
    // A client may rename their kiosk and correct its address; who owns it and how it runs is the company's.
    const isClient = reachOf(scope).ownerId !== undefined;
    const editable: readonly string[] = CLIENT_EDITABLE_KIOSK_FIELDS;
    if (isClient && Object.keys(input).some((field) => !editable.includes(field))) throw forbidden();
    return database
      .withTenant(companyId, async (tx) => {
        // Locked before it is read, so two edits apply one after the other and each audit entry is true.
        if (isUuid(id)) await lockKiosks(tx, reachOf(scope), [id]);
        const before = await loadKiosk(tx, scope, id);
        await checkReferences(tx, companyId, input, id);
        const values: KioskValues = {
          name: input.name,
          serialNumber: input.serial_number,
          address: input.address,
          timezone: input.timezone,
          ownerId: input.owner_id,
          active: input.active,
        };
        const changes = diffChanges(audited(before), audited({ ...before, ...definedOnly(values) }));
        if (Object.keys(changes).length > 0) {
          await updateKioskRow(tx, companyId, id, definedOnly(values));
          await recordScopedAudit(tx, scope, { action: "kiosks.update", targetType: "kiosk", targetId: id, changes });
        }
        const [after] = await withTrays(tx, companyId, [await loadKiosk(tx, scope, id)]);
        return after as Kiosk;
      })
      .catch(writeConflict);
  }

  /** A new key; the old one stops working with this commit. */
  async function rotateKey(scope: Scope, id: string): Promise<{ api_key: string }> {
    const { companyId } = scope;
    return database.withTenant(companyId, async (tx) => {
      await loadKiosk(tx, scope, id);
      const key = issueApiKey(companyId, id);
      await updateKioskRow(tx, companyId, id, { apiKeyHash: key.hash });
      await recordScopedAudit(tx, scope, { action: "kiosks.rotate_key", targetType: "kiosk", targetId: id });
      return { api_key: key.apiKey };
    });
  }

  /** All or none: one id the caller cannot reach (unknown, deleted, another company's) and nothing is deleted. */
  async function deleteKiosks(scope: Scope, ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    await database.withTenant(scope.companyId, async (tx) => {
      const found = await lockKiosks(tx, reachOf(scope), unique);
      if (found.length !== unique.length) throw notFound(KIOSK_MESSAGES.notFoundInDelete);
      await softDeleteKiosks(tx, scope.companyId, unique);
      for (const id of unique) {
        await recordScopedAudit(tx, scope, { action: "kiosks.delete", targetType: "kiosk", targetId: id });
      }
    });
  }

  return { listCompanyKiosks, getKiosk, listOwners, createKiosk, updateKiosk, rotateKey, deleteKiosks };
}

/** A write that lost a race to another one answers as the checks would have answered after it. */
function writeConflict(error: unknown): never {
  if (isUniqueViolation(error, SERIAL_KEY)) throw fieldError("serial_number", KIOSK_MESSAGES.serialTaken);
  // The owner was deleted between the check and the write.
  if (isForeignKeyViolation(error, OWNER_KEY)) throw fieldError("owner_id", KIOSK_MESSAGES.ownerNotClient);
  throw error;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

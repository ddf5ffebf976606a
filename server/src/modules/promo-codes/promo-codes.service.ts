import {
  type CreatePromoCodeInput,
  type Paginated,
  PROMO_CODE_MESSAGES,
  PROMO_CODE_STATUSES,
  type PromoCode,
  type PromoCodeCounts,
  type PromoCodeDetail,
  type PromoCodeListQuery,
  pageMeta,
  type UpdatePromoCodeInput,
} from "@froyo/contracts";
import { isUniqueViolation } from "../../db/constraint-errors.js";
import type { Database, Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { diffChanges } from "../../lib/diff-changes.js";
import { addError, type FieldErrors, throwIfAny } from "../../lib/field-errors.js";
import { fieldError, notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { recordScopedAudit } from "../audit/audit.service.js";
import { audited, checkHistory, createValues, updateValues } from "./promo-code-changes.js";
import { hasRedemptions, latestRedemptions, mostUsesAtOneKiosk, salesEffect } from "./promo-code-history.repository.js";
import { clientsReaching, liveKiosksAmong, setPromoCodeKiosks } from "./promo-code-kiosks.repository.js";
import type { PromoReach } from "./promo-code-sql.js";
import {
  codeTaken,
  countByStatus,
  countPromoCodes,
  deletePromoCodeRow,
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  type PromoCodeRow,
  toPromoCode,
  updatePromoCodeRow,
} from "./promo-codes.repository.js";
import type { OnCodeAvailableAgain, OnCodeExhausted } from "./redemptions.service.js";

const CODE_KEY = "promo_codes_company_code_key";

/** Staff reach the company's codes; a client only codes whose kiosks are all theirs (decision 021). */
export function promoReachOf(scope: Scope): PromoReach {
  return scope.actor.userType === "client"
    ? { companyId: scope.companyId, clientId: scope.actor.id }
    : { companyId: scope.companyId };
}

export type PromoCodesService = ReturnType<typeof createPromoCodesService>;

/**
 * Promo codes of the scope's company. `now` is the app's clock, the one the kiosks' redeem reads too
 * (redemptions.service.ts), so a status and a redeem at one instant agree. `onExhausted` hears of an edit that
 * leaves a code used up (its limit lowered to its uses), as a redemption's hook does; `onAvailableAgain` of one
 * that gives a used-up code uses again.
 */
export function createPromoCodesService(options: {
  database: Database;
  now: () => Date;
  onExhausted?: OnCodeExhausted;
  onAvailableAgain?: OnCodeAvailableAgain;
}) {
  const { database, now, onExhausted, onAvailableAgain } = options;

  async function load(tx: Tx, scope: Scope, id: string, forUpdate = false): Promise<PromoCodeRow> {
    const row = isUuid(id) ? await findPromoCode(tx, promoReachOf(scope), id, { now: now(), forUpdate }) : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function listCompanyPromoCodes(scope: Scope, query: PromoCodeListQuery): Promise<Paginated<PromoCode>> {
    const reach = promoReachOf(scope);
    const at = now();
    const { total, rows } = await database.withTenant(scope.companyId, async (tx) => ({
      total: await countPromoCodes(tx, reach, query, at),
      rows: await listPromoCodes(tx, reach, query, {
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
        now: at,
      }),
    }));
    return { data: rows.map(toPromoCode), meta: pageMeta(total, query.page, query.per_page) };
  }

  async function countCompanyPromoCodes(scope: Scope, search?: string): Promise<PromoCodeCounts> {
    const byStatus = await database.withTenant(scope.companyId, (tx) =>
      countByStatus(tx, promoReachOf(scope), { search }, now()),
    );
    const counts = Object.fromEntries(PROMO_CODE_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]));
    const all = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
    return { all, ...counts } as PromoCodeCounts;
  }

  async function getPromoCode(scope: Scope, id: string): Promise<PromoCodeDetail> {
    const reach = promoReachOf(scope);
    return database.withTenant(scope.companyId, async (tx) => {
      const row = await load(tx, scope, id);
      const redemptions = await latestRedemptions(tx, reach, row.id);
      return {
        ...toPromoCode(row),
        redemptions: redemptions.rows,
        redemptions_total: redemptions.total,
        sales: await salesEffect(tx, reach, row.code),
      };
    });
  }

  /** Kiosks must be live and the company's; a client must name at least one, all their own. */
  async function checkKiosks(tx: Tx, scope: Scope, ids: readonly string[], errors: FieldErrors): Promise<string[]> {
    const reach = promoReachOf(scope);
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (reach.clientId && unique.length === 0) addError(errors, "kiosk_ids", PROMO_CODE_MESSAGES.ownKiosksRequired);
    if ((await liveKiosksAmong(tx, reach, unique)).length !== unique.length) {
      addError(errors, "kiosk_ids", PROMO_CODE_MESSAGES.kiosksInvalid);
    }
    return unique;
  }

  async function checkCode(tx: Tx, companyId: string, code: string | undefined, errors: FieldErrors, id?: string) {
    if (code !== undefined && (await codeTaken(tx, companyId, code, id))) {
      addError(errors, "code", PROMO_CODE_MESSAGES.codeTaken);
    }
  }

  async function createPromoCode(scope: Scope, input: CreatePromoCodeInput): Promise<PromoCode> {
    const { companyId } = scope;
    return database
      .withTenant(companyId, async (tx) => {
        const errors: FieldErrors = {};
        const values = createValues(input, errors);
        const kioskIds = await checkKiosks(tx, scope, input.kiosk_ids, errors);
        await checkCode(tx, companyId, input.code, errors);
        throwIfAny(errors);
        const id = await insertPromoCode(tx, companyId, values);
        await setPromoCodeKiosks(tx, companyId, id, kioskIds);
        const created = await load(tx, scope, id);
        await recordScopedAudit(tx, scope, {
          action: "promocodes.create",
          targetType: "promo_code",
          targetId: id,
          changes: diffChanges(audited(null), audited(created)),
        });
        return toPromoCode(created);
      })
      .catch(writeConflict);
  }

  async function updatePromoCode(scope: Scope, id: string, input: UpdatePromoCodeInput): Promise<PromoCode> {
    const { companyId } = scope;
    return database
      .withTenant(companyId, async (tx) => {
        const before = await load(tx, scope, id, true);
        const errors: FieldErrors = {};
        const values = updateValues(before, input, errors);
        const kioskIds = input.kiosk_ids ? await checkKiosks(tx, scope, input.kiosk_ids, errors) : undefined;
        await checkCode(tx, companyId, values.code, errors, before.id);
        const history = {
          redeemed: await hasRedemptions(tx, companyId, before.id),
          mostUsesAtOneKiosk: await mostUsesAtOneKiosk(tx, companyId, before.id),
        };
        checkHistory(before, values, history, input, errors);
        throwIfAny(errors);
        await updatePromoCodeRow(tx, companyId, before.id, values);
        if (kioskIds) await setPromoCodeKiosks(tx, companyId, before.id, kioskIds);
        // Read back as the reach sees it; a client's own edit keeps the code theirs (their kiosks only).
        const after = await load(tx, scope, before.id);
        if (onExhausted && before.status !== "exhausted" && after.status === "exhausted") {
          await onExhausted(tx, {
            companyId,
            id: after.id,
            code: after.code,
            uses: after.uses,
            clientIds: await clientsReaching(tx, companyId, after.id),
            cause: "edit",
          });
        }
        if (onAvailableAgain && isUsedUp(before) && !isUsedUp(after)) {
          await onAvailableAgain(tx, { companyId, id: after.id });
        }
        const changes = diffChanges(audited(before), audited(after));
        if (Object.keys(changes).length > 0) {
          const action = "promocodes.update";
          await recordScopedAudit(tx, scope, { action, targetType: "promo_code", targetId: before.id, changes });
        }
        return toPromoCode(after);
      })
      .catch(writeConflict);
  }

  /** Only a code never redeemed is erased; one with history is disabled instead (its redemptions stay). */
  async function deletePromoCode(scope: Scope, id: string): Promise<void> {
    const { companyId } = scope;
    await database.withTenant(companyId, async (tx) => {
      const before = await load(tx, scope, id, true);
      if (await hasRedemptions(tx, companyId, before.id)) throw fieldError("id", PROMO_CODE_MESSAGES.hasRedemptions);
      await deletePromoCodeRow(tx, companyId, before.id);
      await recordScopedAudit(tx, scope, {
        action: "promocodes.delete",
        targetType: "promo_code",
        targetId: before.id,
        changes: diffChanges(audited(before), audited(null)),
      });
    });
  }

  return {
    listCompanyPromoCodes,
    countCompanyPromoCodes,
    getPromoCode,
    createPromoCode,
    updatePromoCode,
    deletePromoCode,
  };
}

/** Two writes of one code at once: the second answers as the check would have after the first. */
function writeConflict(error: unknown): never {
  if (isUniqueViolation(error, CODE_KEY)) throw fieldError("code", PROMO_CODE_MESSAGES.codeTaken);
  throw error;
}

/** Every use the limit allows is taken (whatever else the status says: a disabled code can be used up too). */
const isUsedUp = (row: PromoCodeRow) => row.totalLimit !== null && row.uses >= row.totalLimit;

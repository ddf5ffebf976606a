import { KIOSK_MESSAGES, type Tray, type UpdateTrayInput } from "@froyo/contracts";
import { and, eq, isNull } from "drizzle-orm";
import { products } from "../../db/schema/index.js";
import type { Database, Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { diffChanges } from "../../lib/diff-changes.js";
import { addError, type FieldErrors, throwIfAny } from "../../lib/field-errors.js";
import { notFound } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import { recordScopedAudit } from "../audit/audit.service.js";
import { findKiosk } from "./kiosks.repository.js";
import { reachOf } from "./kiosks.service.js";
import { findTray, listTraysOf, type TrayRow, type TrayValues, toTray, updateTrayRow } from "./trays.repository.js";

/**
 * Whether the product is in the catalog, and keeps it there until the tray is written: the key-share lock makes a
 * concurrent erase or archive (which locks the product for update) wait and then empty this tray too, or, when that
 * came first, makes this check wait and see the product gone (else the tray got an archived product, or a 500).
 */
async function isCatalogProduct(tx: Tx, companyId: string, productId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId), isNull(products.archivedAt)))
    .limit(1)
    .for("key share");
  return rows.length > 0;
}

/**
 * The tray after an edit: a refill fills it to its (new) capacity; a smaller capacity lowers a level or threshold
 * above it unless the edit sets them, in which case they are checked against it. A par level at the capacity (the
 * default) follows a new capacity; one set lower stays, lowered to a smaller capacity.
 */
function nextValues(tray: TrayRow, input: UpdateTrayInput, errors: FieldErrors): TrayValues {
  const capacity = input.capacity ?? tray.capacity;
  const level = input.refill ? capacity : (input.level ?? Math.min(tray.level, capacity));
  const lowThreshold = input.low_threshold ?? Math.min(tray.lowThreshold, capacity);
  const parLevel = input.par_level ?? (tray.parLevel === tray.capacity ? capacity : Math.min(tray.parLevel, capacity));
  if (level > capacity) addError(errors, "level", KIOSK_MESSAGES.levelAboveCapacity);
  if (lowThreshold > capacity) addError(errors, "low_threshold", KIOSK_MESSAGES.thresholdAboveCapacity);
  if (parLevel > capacity) addError(errors, "par_level", KIOSK_MESSAGES.parLevelAboveCapacity);
  const values: TrayValues = { capacity, lowThreshold, parLevel };
  if (input.product_id !== undefined) values.productId = input.product_id;
  if (input.refill || input.level !== undefined || level !== tray.level) values.level = level;
  return values;
}

const audited = (tray: TrayValues) => ({
  product_id: tray.productId ?? null,
  capacity: tray.capacity ?? null,
  level: tray.level ?? null,
  low_threshold: tray.lowThreshold ?? null,
  par_level: tray.parLevel ?? null,
});

export type TraysService = ReturnType<typeof createTraysService>;

/** A kiosk's trays, reached through the kiosk (so a client reaches only the trays of kiosks they own). */
export function createTraysService(options: { database: Database; onlineSeconds: number }) {
  const { database, onlineSeconds } = options;

  async function assertKiosk(tx: Tx, scope: Scope, kioskId: string): Promise<void> {
    const kiosk = isUuid(kioskId) ? await findKiosk(tx, reachOf(scope), kioskId, onlineSeconds) : undefined;
    if (!kiosk) throw notFound();
  }

  async function listKioskTrays(scope: Scope, kioskId: string): Promise<Tray[]> {
    return database.withTenant(scope.companyId, async (tx) => {
      await assertKiosk(tx, scope, kioskId);
      return (await listTraysOf(tx, scope.companyId, [kioskId])).map(toTray);
    });
  }

  async function updateTray(scope: Scope, kioskId: string, trayId: string, input: UpdateTrayInput): Promise<Tray> {
    const { companyId } = scope;
    return database.withTenant(companyId, async (tx) => {
      await assertKiosk(tx, scope, kioskId);
      const tray = isUuid(trayId) ? await findTray(tx, companyId, kioskId, trayId) : undefined;
      if (!tray) throw notFound();
      const errors: FieldErrors = {};
      if (input.product_id && !(await isCatalogProduct(tx, companyId, input.product_id))) {
        addError(errors, "product_id", KIOSK_MESSAGES.unknownProduct);
      }
      const values = nextValues(tray, input, errors);
      throwIfAny(errors);
      await updateTrayRow(tx, companyId, trayId, values);
      const changes = diffChanges(audited(tray), audited({ ...tray, ...values }));
      const action = input.refill ? "trays.refill" : "trays.update";
      await recordScopedAudit(tx, scope, { action, targetType: "tray", targetId: trayId, changes });
      const [after] = (await listTraysOf(tx, companyId, [kioskId])).filter((row) => row.id === trayId);
      return toTray(after as TrayRow);
    });
  }

  return { listKioskTrays, updateTray };
}

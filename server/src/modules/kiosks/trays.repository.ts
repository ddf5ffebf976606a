import { defaultLowThreshold, type Tray } from "@froyo/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { products, trays } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";

export interface TrayRow {
  id: string;
  kioskId: string;
  position: number;
  productId: string | null;
  productName: string | null;
  capacity: number;
  level: number;
  lowThreshold: number;
  parLevel: number;
  updatedAt: Date | string;
}

/** Low at or under its threshold; a tray holding no product has nothing to run out of. */
export const isLow = (tray: Pick<TrayRow, "productId" | "level" | "lowThreshold">) =>
  tray.productId !== null && tray.level <= tray.lowThreshold;

export function toTray(row: TrayRow): Tray {
  return {
    id: row.id,
    position: row.position,
    product_id: row.productId,
    product: row.productId && row.productName !== null ? { id: row.productId, name: row.productName } : null,
    capacity: row.capacity,
    level: row.level,
    low_threshold: row.lowThreshold,
    par_level: row.parLevel,
    is_low: isLow(row),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

function selectTrays(tx: Tx) {
  return tx
    .select({
      id: trays.id,
      kioskId: trays.kioskId,
      position: trays.position,
      productId: trays.productId,
      productName: products.name,
      capacity: trays.capacity,
      level: trays.level,
      lowThreshold: trays.lowThreshold,
      parLevel: trays.parLevel,
      updatedAt: trays.updatedAt,
    })
    .from(trays)
    .leftJoin(products, and(eq(products.companyId, trays.companyId), eq(products.id, trays.productId)));
}

/** The trays of several kiosks at once (a page of the fleet list), in position order. */
export async function listTraysOf(tx: Tx, companyId: string, kioskIds: readonly string[]): Promise<TrayRow[]> {
  if (kioskIds.length === 0) return [];
  return selectTrays(tx)
    .where(and(eq(trays.companyId, companyId), inArray(trays.kioskId, [...kioskIds])))
    .orderBy(asc(trays.kioskId), asc(trays.position));
}

export async function findTray(
  tx: Tx,
  companyId: string,
  kioskId: string,
  trayId: string,
): Promise<TrayRow | undefined> {
  const [row] = await selectTrays(tx)
    .where(and(eq(trays.companyId, companyId), eq(trays.kioskId, kioskId), eq(trays.id, trayId)))
    .limit(1)
    .for("update", { of: trays });
  return row;
}

/** A new kiosk's trays: empty (so low until refilled), positions 1 to `count`, the default low threshold. */
export async function insertTrays(
  tx: Tx,
  kiosk: { companyId: string; id: string },
  count: number,
  capacity: number,
): Promise<void> {
  await tx.insert(trays).values(
    Array.from({ length: count }, (_, index) => ({
      companyId: kiosk.companyId,
      kioskId: kiosk.id,
      position: index + 1,
      capacity,
      level: 0,
      lowThreshold: defaultLowThreshold(capacity),
      parLevel: capacity,
    })),
  );
}

export interface TrayValues {
  productId?: string | null;
  capacity?: number;
  level?: number;
  lowThreshold?: number;
  parLevel?: number;
}

/** A level set outright (an edit or a refill) counts every sale made before now. */
export async function updateTrayRow(tx: Tx, companyId: string, trayId: string, values: TrayValues): Promise<void> {
  await tx
    .update(trays)
    .set({
      ...values,
      ...(values.level !== undefined ? { levelSetAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(trays.companyId, companyId), eq(trays.id, trayId)));
}

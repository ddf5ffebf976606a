import type { RemovedReason } from "@froyo/contracts";
import { type SQL, sql } from "drizzle-orm";
import { serviceVisits, serviceVisitTrays } from "../../db/schema/index.js";
import { queryRows, type Tx } from "../../db/types.js";
import type { KioskReach } from "../kiosks/kiosks.service.js";

/** Service visits' SQL. Every query takes the company (and for a client, the owner) through the kiosk's reach. */

export interface VisitKiosk {
  id: string;
  name: string;
  timezone: string;
}

export interface VisitTrayState {
  id: string;
  position: number;
  productId: string | null;
  productName: string | null;
  capacity: number;
  level: number;
}

export interface VisitRow {
  id: string;
  kioskId: string;
  kioskName: string;
  technicianId: string | null;
  technicianName: string;
  startedAt: string;
  finishedAt: string;
  cleaned: boolean;
  temperatureC: number | null;
  notes: string;
  payloadHash: string;
  createdAt: string;
}

export interface VisitTrayRow {
  visitId: string;
  trayId: string;
  position: number;
  productId: string | null;
  productName: string | null;
  expected: number;
  counted: number;
  added: number;
  removed: number;
  removedReason: RemovedReason | null;
  levelAfter: number;
  shrinkage: number;
}

const ownedBy = (reach: KioskReach, alias: SQL) =>
  reach.ownerId ? sql`AND ${alias}.owner_id = ${reach.ownerId}` : sql``;

/** A live kiosk the reach covers (a client's own), or undefined. */
export async function findVisitKiosk(tx: Tx, reach: KioskReach, kioskId: string): Promise<VisitKiosk | undefined> {
  const [row] = await queryRows<VisitKiosk>(
    tx,
    sql`SELECT k.id, k.name, k.timezone FROM kiosks k
      WHERE k.company_id = ${reach.companyId} AND k.id = ${kioskId} AND k.deleted_at IS NULL ${ownedBy(reach, sql`k`)}`,
  );
  return row;
}

/**
 * The kiosk's trays, locked until the visit commits: two visits of one kiosk (or a visit and a sale batch) apply
 * one after the other, so `expected` is the level the other left.
 */
export async function lockKioskTrays(tx: Tx, companyId: string, kioskId: string): Promise<VisitTrayState[]> {
  return queryRows<VisitTrayState>(
    tx,
    sql`SELECT t.id, t.position, t.product_id AS "productId", p.name AS "productName", t.capacity, t.level
      FROM trays t LEFT JOIN products p ON p.company_id = t.company_id AND p.id = t.product_id
      WHERE t.company_id = ${companyId} AND t.kiosk_id = ${kioskId}
      ORDER BY t.position
      FOR UPDATE OF t`,
  );
}

const visitColumns = sql`v.id, v.kiosk_id AS "kioskId", k.name AS "kioskName", v.technician_id AS "technicianId",
  v.technician_name AS "technicianName", v.started_at AS "startedAt", v.finished_at AS "finishedAt", v.cleaned,
  v.temperature_c AS "temperatureC", v.notes, v.payload_hash AS "payloadHash", v.created_at AS "createdAt"`;
const visitSource = sql`service_visits v JOIN kiosks k ON k.company_id = v.company_id AND k.id = v.kiosk_id`;

export async function findVisit(tx: Tx, companyId: string, visitId: string): Promise<VisitRow | undefined> {
  const [row] = await queryRows<VisitRow>(
    tx,
    sql`SELECT ${visitColumns} FROM ${visitSource} WHERE v.company_id = ${companyId} AND v.id = ${visitId}`,
  );
  return row;
}

export type NewVisit = Omit<typeof serviceVisits.$inferInsert, "createdAt">;
export type NewVisitTray = typeof serviceVisitTrays.$inferInsert;

/** True when this call stored the visit; false when the id was already taken (a replay, perhaps a concurrent one). */
export async function insertVisit(tx: Tx, visit: NewVisit, trays: NewVisitTray[]): Promise<boolean> {
  const inserted = await tx
    .insert(serviceVisits)
    .values(visit)
    .onConflictDoNothing({ target: [serviceVisits.companyId, serviceVisits.id] })
    .returning({ id: serviceVisits.id });
  if (inserted.length === 0) return false;
  if (trays.length > 0) await tx.insert(serviceVisitTrays).values(trays);
  return true;
}

/**
 * The counted level wins, as of the visit's end: `level_set_at` becomes `finished_at`, so a sale reported later
 * that occurred before it is not taken again. A tray whose level was set after the visit ended (a later visit or
 * heartbeat) keeps that newer level.
 */
export async function applyVisitLevel(
  tx: Tx,
  companyId: string,
  tray: { id: string; level: number },
  finishedAt: string,
): Promise<void> {
  await tx.execute(
    sql`UPDATE trays SET level = ${tray.level}, level_set_at = ${finishedAt}::timestamptz, updated_at = now()
      WHERE company_id = ${companyId} AND id = ${tray.id} AND level_set_at <= ${finishedAt}::timestamptz`,
  );
}

export async function listVisitTrays(tx: Tx, companyId: string, visitIds: string[]): Promise<VisitTrayRow[]> {
  if (visitIds.length === 0) return [];
  return queryRows<VisitTrayRow>(
    tx,
    sql`SELECT visit_id AS "visitId", tray_id AS "trayId", position, product_id AS "productId",
        product_name AS "productName", expected, counted, added, removed, removed_reason AS "removedReason",
        level_after AS "levelAfter", shrinkage
      FROM service_visit_trays
      WHERE company_id = ${companyId} AND visit_id IN (${sql.join(
        visitIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      ORDER BY visit_id, position`,
  );
}

export async function listKioskVisits(tx: Tx, companyId: string, kioskId: string, limit: number) {
  return queryRows<VisitRow>(
    tx,
    sql`SELECT ${visitColumns} FROM ${visitSource}
      WHERE v.company_id = ${companyId} AND v.kiosk_id = ${kioskId}
      ORDER BY v.finished_at DESC, v.id DESC LIMIT ${limit}`,
  );
}

export interface VisitFilters {
  from: string;
  to: string;
  kioskId?: string;
  technicianId?: string;
}

/**
 * The visits whose end falls on the local days from…to in their kiosk's zone (deleted kiosks too: their history).
 * A day either side bounds the instant as well (zones lie within UTC−12…UTC+14), so the index narrows the range.
 */
function whereVisits(reach: KioskReach, filters: VisitFilters): SQL {
  const parts: SQL[] = [
    sql`v.company_id = ${reach.companyId}`,
    sql`v.finished_at >= (${filters.from}::date - 1)::timestamp AT TIME ZONE 'UTC'`,
    sql`v.finished_at < (${filters.to}::date + 2)::timestamp AT TIME ZONE 'UTC'`,
    sql`(v.finished_at AT TIME ZONE k.timezone)::date BETWEEN ${filters.from}::date AND ${filters.to}::date`,
  ];
  if (reach.ownerId) parts.push(sql`k.owner_id = ${reach.ownerId}`);
  if (filters.kioskId) parts.push(sql`v.kiosk_id = ${filters.kioskId}`);
  if (filters.technicianId) parts.push(sql`v.technician_id = ${filters.technicianId}`);
  return sql.join(parts, sql` AND `);
}

export async function listPeriodVisits(tx: Tx, reach: KioskReach, filters: VisitFilters, limit: number) {
  return queryRows<VisitRow>(
    tx,
    sql`SELECT ${visitColumns} FROM ${visitSource} WHERE ${whereVisits(reach, filters)}
      ORDER BY v.finished_at DESC, v.id DESC LIMIT ${limit}`,
  );
}

export interface ProductSummaryRow {
  productId: string | null;
  name: string | null;
  shrinkage: number;
  expired: number;
  damaged: number;
  other: number;
}

/** Shrinkage and units removed by reason, per product, over every visit of the period (not only those listed). */
export async function summarisePeriod(tx: Tx, reach: KioskReach, filters: VisitFilters) {
  const rows = await queryRows<ProductSummaryRow>(
    tx,
    sql`SELECT t.product_id AS "productId", max(t.product_name) AS name, sum(t.shrinkage)::integer AS shrinkage,
        (coalesce(sum(t.removed) FILTER (WHERE t.removed_reason = 'expired'), 0))::integer AS expired,
        (coalesce(sum(t.removed) FILTER (WHERE t.removed_reason = 'damaged'), 0))::integer AS damaged,
        (coalesce(sum(t.removed) FILTER (WHERE t.removed_reason = 'other'), 0))::integer AS other
      FROM ${visitSource}
      JOIN service_visit_trays t ON t.company_id = v.company_id AND t.visit_id = v.id
      WHERE ${whereVisits(reach, filters)}
      GROUP BY t.product_id
      ORDER BY max(t.product_name) NULLS LAST, t.product_id NULLS LAST`,
  );
  return rows.map((row) => ({
    ...row,
    shrinkage: Number(row.shrinkage),
    expired: Number(row.expired),
    damaged: Number(row.damaged),
    other: Number(row.other),
  }));
}

import type { Kiosk, KioskListQuery, KioskStatus, ReportedStatus } from "@froyo/contracts";
import { and, count, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../db/like-pattern.js";
import { kiosks, roles, trays, users } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";
import { type TrayRow, toTray } from "./trays.repository.js";

/**
 * Whose kiosks a query may reach: all of the company's, or only those one client owns (product.md: clients see
 * only the kiosks they own). Row-level security guards the company; this guards the owner.
 */
export interface KioskReach {
  companyId: string;
  ownerId?: string;
}

/**
 * Status is derived from the last heartbeat when read (device-api.md): maintenance while the kiosk last said so,
 * online while its last heartbeat is younger than the online window, offline otherwise (or never seen).
 */
export function kioskStatus(onlineSeconds: number): SQL<KioskStatus> {
  return sql<KioskStatus>`(CASE
    WHEN ${kiosks.reportedStatus} = 'maintenance' THEN 'maintenance'
    WHEN ${kiosks.lastHeartbeatAt} > now() - make_interval(secs => ${onlineSeconds}) THEN 'online'
    ELSE 'offline' END)`;
}

/** As trays.repository's `isLow`: at or under the threshold, and holding a product. */
const lowTrays = sql<number>`(SELECT count(*)::integer FROM ${trays} t
  WHERE t.company_id = ${kiosks.companyId} AND t.kiosk_id = ${kiosks.id}
    AND t.product_id IS NOT NULL AND t.level <= t.low_threshold)`;

function kioskColumns(onlineSeconds: number) {
  const status = kioskStatus(onlineSeconds);
  return {
    id: kiosks.id,
    name: kiosks.name,
    serialNumber: kiosks.serialNumber,
    address: kiosks.address,
    timezone: kiosks.timezone,
    // The owner joined (live kiosks always have one): the same id, never null.
    ownerId: users.id,
    ownerName: users.name,
    status,
    lastHeartbeatAt: kiosks.lastHeartbeatAt,
    offlineSince: sql<Date | string | null>`(CASE WHEN ${status} = 'offline' AND ${kiosks.lastHeartbeatAt} IS NOT NULL
      THEN ${kiosks.lastHeartbeatAt} + make_interval(secs => ${onlineSeconds}) END)`,
    lowTrays,
    active: kiosks.active,
    isDemo: kiosks.isDemo,
    reportedStatus: kiosks.reportedStatus,
    errorCodes: kiosks.errorCodes,
    temperatureC: kiosks.temperatureC,
    tooWarm: sql<boolean>`(${kiosks.warmSince} IS NOT NULL
      AND ${kiosks.warmSince} <= now() - make_interval(mins => ${kiosks.warmWindowMinutes}))`,
    clockSkewMs: kiosks.clockSkewMs,
    createdAt: kiosks.createdAt,
  };
}

export interface KioskRow {
  id: string;
  name: string;
  serialNumber: string;
  address: string;
  timezone: string;
  ownerId: string;
  ownerName: string;
  status: KioskStatus;
  lastHeartbeatAt: Date | string | null;
  offlineSince: Date | string | null;
  lowTrays: number;
  active: boolean;
  isDemo: boolean;
  reportedStatus: ReportedStatus | null;
  errorCodes: string[];
  temperatureC: number | null;
  tooWarm: boolean;
  clockSkewMs: number | null;
  createdAt: Date | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toKiosk(row: KioskRow, kioskTrays: TrayRow[]): Kiosk {
  return {
    id: row.id,
    name: row.name,
    serial_number: row.serialNumber,
    address: row.address,
    timezone: row.timezone,
    owner_id: row.ownerId,
    owner: { id: row.ownerId, name: row.ownerName },
    status: row.status,
    last_seen_at: iso(row.lastHeartbeatAt),
    offline_since: iso(row.offlineSince),
    low_trays: Number(row.lowTrays),
    active: row.active,
    is_demo: row.isDemo,
    reported_status: row.reportedStatus,
    error_codes: row.errorCodes,
    temperature_c: row.temperatureC,
    too_warm: row.tooWarm,
    clock_skew_ms: row.clockSkewMs,
    trays: kioskTrays.map(toTray),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** The kiosks a reach covers: not deleted, the company's or the one owner's. */
export function reachable(reach: KioskReach): SQL | undefined {
  return and(
    eq(kiosks.companyId, reach.companyId),
    isNull(kiosks.deletedAt),
    reach.ownerId ? eq(kiosks.ownerId, reach.ownerId) : undefined,
  );
}

export type KioskFilters = Pick<KioskListQuery, "search" | "status" | "owner_id" | "low">;

function whereKiosks(reach: KioskReach, filters: KioskFilters, onlineSeconds: number): SQL | undefined {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    reachable(reach),
    pattern
      ? or(ilike(kiosks.name, pattern), ilike(kiosks.serialNumber, pattern), ilike(kiosks.address, pattern))
      : undefined,
    filters.status ? sql`${kioskStatus(onlineSeconds)} = ${filters.status}` : undefined,
    filters.owner_id ? eq(kiosks.ownerId, filters.owner_id) : undefined,
    filters.low ? sql`${lowTrays} > 0` : undefined,
  );
}

const SORT_COLUMNS = {
  name: sql`lower(${kiosks.name})`,
  serial_number: sql`lower(${kiosks.serialNumber})`,
  last_seen_at: sql`${kiosks.lastHeartbeatAt}`,
  created_at: sql`${kiosks.createdAt}`,
} as const;

function selectKiosks(tx: Tx, onlineSeconds: number) {
  return tx
    .select(kioskColumns(onlineSeconds))
    .from(kiosks)
    .innerJoin(users, and(eq(users.companyId, kiosks.companyId), eq(users.id, kiosks.ownerId)));
}

export async function listKiosks(
  tx: Tx,
  reach: KioskReach,
  query: KioskFilters & Pick<KioskListQuery, "sort" | "order">,
  page: { offset: number; limit: number; onlineSeconds: number },
): Promise<KioskRow[]> {
  const direction = query.order === "desc" ? sql`DESC` : sql`ASC`;
  return selectKiosks(tx, page.onlineSeconds)
    .where(whereKiosks(reach, query, page.onlineSeconds))
    .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction} NULLS LAST`, sql`${kiosks.id} ${direction}`)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countKiosks(tx: Tx, reach: KioskReach, filters: KioskFilters, onlineSeconds: number) {
  const [row] = await tx
    .select({ total: count() })
    .from(kiosks)
    .where(whereKiosks(reach, filters, onlineSeconds));
  return Number(row?.total ?? 0);
}

export async function findKiosk(
  tx: Tx,
  reach: KioskReach,
  id: string,
  onlineSeconds: number,
): Promise<KioskRow | undefined> {
  const [row] = await selectKiosks(tx, onlineSeconds)
    .where(and(reachable(reach), eq(kiosks.id, id)))
    .limit(1);
  return row;
}

/** Locks the reachable kiosks among `ids` for the rest of the transaction; answers the ids found. */
export async function lockKiosks(tx: Tx, reach: KioskReach, ids: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: kiosks.id })
    .from(kiosks)
    .where(and(reachable(reach), inArray(kiosks.id, [...ids])))
    .orderBy(kiosks.id)
    .for("update");
  return rows.map((row) => row.id);
}

export type KioskValues = Partial<
  Pick<
    typeof kiosks.$inferInsert,
    "name" | "serialNumber" | "address" | "timezone" | "ownerId" | "active" | "apiKeyHash"
  >
>;

export async function updateKioskRow(tx: Tx, companyId: string, id: string, values: KioskValues): Promise<void> {
  await tx
    .update(kiosks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(kiosks.companyId, companyId), eq(kiosks.id, id)));
}

/** Deleted kiosks are kept for their sales; their key stops working at once. */
export async function softDeleteKiosks(tx: Tx, companyId: string, ids: readonly string[]): Promise<void> {
  await tx
    .update(kiosks)
    .set({ deletedAt: sql`now()`, apiKeyHash: null, active: false, updatedAt: sql`now()` })
    .where(and(eq(kiosks.companyId, companyId), inArray(kiosks.id, [...ids])));
}

export async function serialTaken(tx: Tx, companyId: string, serial: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: kiosks.id })
    .from(kiosks)
    .where(
      and(
        eq(kiosks.companyId, companyId),
        isNull(kiosks.deletedAt),
        sql`lower(${kiosks.serialNumber}) = lower(${serial})`,
        exceptId ? sql`${kiosks.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The company's client users who may own a kiosk (active or still invited), by name. */
export async function listOwnerChoices(tx: Tx, companyId: string, onlyId?: string) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(roles.userType, "client"),
        inArray(users.status, ["active", "invited"]),
        onlyId ? eq(users.id, onlyId) : undefined,
      ),
    )
    .orderBy(sql`lower(${users.name})`, users.id);
}

/** PostgreSQL must know the zone too: it files each sale under its kiosk's local day. */
export async function isTimezoneKnown(tx: Tx, timezone: string): Promise<boolean> {
  const result = (await tx.execute(sql`SELECT 1 FROM pg_timezone_names WHERE name = ${timezone}`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}

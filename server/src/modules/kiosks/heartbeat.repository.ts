import type { Heartbeat } from "@froyo/contracts";
import { and, eq, sql } from "drizzle-orm";
import { kiosks, trays } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";

/** A kiosk of a company. */
export interface KioskKey {
  companyId: string;
  kioskId: string;
}

/** Each tray's capacity, by its position on the kiosk. */
export async function trayCapacitiesOf(tx: Tx, kiosk: KioskKey): Promise<Map<number, number>> {
  const rows = await tx
    .select({ position: trays.position, capacity: trays.capacity })
    .from(trays)
    .where(and(eq(trays.companyId, kiosk.companyId), eq(trays.kioskId, kiosk.kioskId)));
  return new Map(rows.map((tray) => [tray.position, tray.capacity]));
}

/** What a heartbeat says of the kiosk itself, received at `now` (the app's clock). */
export interface KioskReport {
  now: Date;
  sentAt: Date;
  status: Heartbeat["status"];
  errorCodes: readonly string[];
  temperatureC: number | null;
}

/**
 * The kiosk's row as the heartbeat leaves it; `warm_since` starts at the first report above the kiosk's limit and
 * ends at one below it (or without a temperature). Answers `now` as the database reads it back.
 */
export async function saveKioskReport(
  tx: Tx,
  kiosk: KioskKey,
  report: KioskReport,
): Promise<Date | string | undefined> {
  const { now, sentAt, temperatureC } = report;
  const at = now.toISOString();
  const [row] = await tx
    .update(kiosks)
    .set({
      lastHeartbeatAt: now,
      lastSentAt: sentAt,
      clockSkewMs: sentAt.getTime() - now.getTime(),
      reportedStatus: report.status,
      errorCodes: [...report.errorCodes],
      temperatureC,
      warmSince:
        temperatureC === null
          ? null
          : sql`CASE WHEN ${temperatureC}::double precision > ${kiosks.temperatureLimitC}
              THEN coalesce(${kiosks.warmSince}, ${at}::timestamptz) END`,
    })
    .where(and(eq(kiosks.companyId, kiosk.companyId), eq(kiosks.id, kiosk.kioskId)))
    .returning({ now: sql<Date | string>`${at}::timestamptz` });
  return row?.now;
}

/**
 * A tray's level as a kiosk reported it at `sentAt`, unless something newer set it since (a late, reordered
 * heartbeat never rolls a level back). An unchanged level keeps the tray's `updated_at`.
 */
export async function setReportedTrayLevel(
  tx: Tx,
  kiosk: KioskKey,
  tray: { position: number; level: number },
  sentAt: Date,
): Promise<void> {
  await tx
    .update(trays)
    .set({
      level: tray.level,
      levelSetAt: sentAt,
      updatedAt: sql`CASE WHEN ${trays.level} <> ${tray.level} THEN now() ELSE ${trays.updatedAt} END`,
    })
    .where(
      and(
        eq(trays.companyId, kiosk.companyId),
        eq(trays.kioskId, kiosk.kioskId),
        eq(trays.position, tray.position),
        sql`${trays.levelSetAt} < ${sentAt.toISOString()}::timestamptz`,
      ),
    );
}

import { HEARTBEAT_MESSAGES, type Heartbeat } from "@froyo/contracts";
import type { Database, Tx } from "../../db/types.js";
import { addError, type FieldErrors, throwIfAny } from "../../lib/field-errors.js";
import type { DeviceKiosk } from "./device-kiosks.repository.js";
import { type KioskKey, saveKioskReport, setReportedTrayLevel, trayCapacitiesOf } from "./heartbeat.repository.js";

type ReportedTray = NonNullable<Heartbeat["trays"]>[number];

/** Every reported tray must exist on the kiosk and fit its capacity; otherwise nothing of the heartbeat is kept. */
async function checkTrays(tx: Tx, kiosk: KioskKey, reported: readonly ReportedTray[]): Promise<void> {
  if (reported.length === 0) return;
  const capacityAt = await trayCapacitiesOf(tx, kiosk);
  const errors: FieldErrors = {};
  reported.forEach((tray, index) => {
    const capacity = capacityAt.get(tray.position);
    if (capacity === undefined) addError(errors, `trays.${index}.position`, HEARTBEAT_MESSAGES.unknownPosition);
    else if (tray.level > capacity) addError(errors, `trays.${index}.level`, HEARTBEAT_MESSAGES.levelAboveCapacity);
  });
  throwIfAny(errors);
}

/** Told, inside the heartbeat's transaction and after the kiosk row is updated (alerts: back online, error codes). */
export type OnHeartbeatRecorded = (tx: Tx, recorded: { errorCodes: readonly string[]; now: Date }) => Promise<void>;

/**
 * A heartbeat marks the kiosk online (its time is ours: the app's clock, which tests replace), keeps the kiosk's own
 * clock beside it (the skew), what it reports of itself, and since when it has been too warm. Reported levels are
 * the truth when they are newer than what set the tray's level before (a late, reordered heartbeat never rolls a
 * level back); a tray whose level does not change keeps its `updated_at`, so an idle kiosk's catalog tag stays the
 * same.
 */
export async function recordHeartbeat(
  database: Database,
  kiosk: DeviceKiosk,
  beat: Heartbeat,
  options: { now?: Date; onRecorded?: OnHeartbeatRecorded } = {},
): Promise<Date> {
  const sentAt = new Date(beat.sent_at);
  const now = options.now ?? new Date();
  const key = { companyId: kiosk.companyId, kioskId: kiosk.id };
  return database.withTenant(kiosk.companyId, async (tx) => {
    await checkTrays(tx, key, beat.trays ?? []);
    const savedAt = await saveKioskReport(tx, key, {
      now,
      sentAt,
      status: beat.status,
      errorCodes: beat.error_codes ?? [],
      temperatureC: beat.temperature_c ?? null,
    });
    for (const tray of beat.trays ?? []) await setReportedTrayLevel(tx, key, tray, sentAt);
    await options.onRecorded?.(tx, { errorCodes: beat.error_codes ?? [], now });
    return new Date(savedAt ?? now);
  });
}

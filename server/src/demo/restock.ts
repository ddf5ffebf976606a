import { randomUUID } from "node:crypto";
import type { RemovedReason } from "@froyo/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import { trays } from "../db/schema/index.js";
import type { Database } from "../db/types.js";
import { findAccountById } from "../identity/accounts.repository.js";
import type { Scope } from "../identity/scope.js";
import { createVisitsService } from "../modules/visits/visits.service.js";
import { seedDemoTechnician } from "./companies.js";
import type { SeededKiosk } from "./fleet.js";
import { pick, randomInt, seededRandom } from "./random.js";

const DAY_MS = 86_400_000;
const VISITS_PER_KIOSK = 3;
const VISIT_WINDOW_DAYS = 14;

/**
 * The restock demo (issue 24): par levels below capacity on some trays, Demo Froyo's Field Technician, and a few
 * visits of theirs over the last two weeks on the kiosks created now, recorded through the visits service as the
 * phone would send them. They end before the trays' levels were set (the seed's), so they are history: they keep
 * their counts, shrinkage and waste, and leave today's levels alone.
 */
export async function seedDemoRestock(database: Database, seeded: readonly SeededKiosk[], now: number): Promise<void> {
  await setDemoParLevels(database, seeded);
  const technician = await seedDemoTechnician(database);
  if (!technician) return;
  const kiosks = seeded.filter((kiosk) => kiosk.companyId === technician.companyId);
  if (kiosks.length === 0) return;
  const actor = await database.withTenant(technician.companyId, (tx) =>
    findAccountById(tx, technician.companyId, technician.userId),
  );
  if (!actor) throw new Error("The demo technician is missing.");
  const scope: Scope = { actor, companyId: technician.companyId, isPlatform: false, ip: "127.0.0.1" };
  const visits = createVisitsService({ database, now: () => now });
  for (const kiosk of kiosks) {
    const random = seededRandom(`demo-visits:${kiosk.id}`);
    const kioskTrays = await traysOf(database, kiosk);
    for (let n = 0; n < VISITS_PER_KIOSK; n += 1) {
      // Spread over the window, oldest first, each around midday UTC give or take a few hours.
      const daysAgo = VISIT_WINDOW_DAYS - ((n + 0.5) * VISIT_WINDOW_DAYS) / VISITS_PER_KIOSK;
      const finished = now - daysAgo * DAY_MS - randomInt(random, 0, 6) * 3_600_000;
      const entries = kioskTrays.map((tray) => {
        const shrink = random() < 0.3 ? randomInt(random, 1, 3) : 0;
        const counted = Math.max(0, tray.level - shrink);
        const removed = random() < 0.25 ? Math.min(counted, randomInt(random, 1, 4)) : 0;
        const reason: RemovedReason | null =
          removed > 0 ? pick(random, ["expired", "expired", "damaged", "other"]) : null;
        const added = Math.max(0, tray.parLevel - (counted - removed));
        return { tray_id: tray.id, counted, added, removed, removed_reason: reason };
      });
      await visits.recordVisit(scope, kiosk.id, {
        id: randomUUID(),
        started_at: new Date(finished - randomInt(random, 15, 40) * 60_000).toISOString(),
        finished_at: new Date(finished).toISOString(),
        trays: entries,
        checklist: { cleaned: random() < 0.8, temperature_c: Math.round((3 + random()) * 10) / 10 },
        notes: n === 0 ? "Wiped the nozzles and restocked the cups." : "",
      });
    }
  }
}

/** Every third tray's par level a fifth under its capacity: a visit fills those to par, not to the brim. */
async function setDemoParLevels(database: Database, seeded: readonly SeededKiosk[]): Promise<void> {
  for (const companyId of new Set(seeded.map((kiosk) => kiosk.companyId))) {
    const ids = seeded.filter((kiosk) => kiosk.companyId === companyId).map((kiosk) => kiosk.id);
    await database.withTenant(companyId, async (tx) => {
      const rows = await tx
        .select({ id: trays.id, position: trays.position, capacity: trays.capacity })
        .from(trays)
        .where(and(eq(trays.companyId, companyId), inArray(trays.kioskId, ids)));
      for (const tray of rows.filter((row) => row.position % 3 === 0)) {
        await tx
          .update(trays)
          .set({ parLevel: Math.max(1, Math.round(tray.capacity * 0.8)) })
          .where(and(eq(trays.companyId, companyId), eq(trays.id, tray.id)));
      }
    });
  }
}

async function traysOf(database: Database, kiosk: SeededKiosk) {
  return database.withTenant(kiosk.companyId, (tx) =>
    tx
      .select({ id: trays.id, level: trays.level, parLevel: trays.parLevel })
      .from(trays)
      .where(and(eq(trays.companyId, kiosk.companyId), eq(trays.kioskId, kiosk.id)))
      .orderBy(asc(trays.position)),
  );
}

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, seededServerDatabase } from "../../test/databases.js";
import { addKiosks, countStored, type Kiosk, sale, sendSales } from "../../test/kiosk-sales.js";
import { type ServerProcess, startServerProcess } from "../../test/server-process.js";

const KIOSKS = 4;
const BATCH = 5;

/**
 * device-api.md: "A sale answered accepted or duplicate is committed before the answer is sent; a crash of the
 * server or the database a moment later loses none of them." The real server, several kiosks streaming sales, a
 * SIGKILL mid-stream, a restart on the same data: every acknowledged sale is there, exactly once, and its hour's
 * totals agree with the sales.
 */
describe("durability: kill -9 mid-stream loses no acknowledged sale", () => {
  for (const kind of DATABASE_KINDS) {
    it(`on ${kind === "postgres" ? "PostgreSQL" : "the embedded database (PGlite files)"}`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "froyo-durability-"));
      const database = await seededServerDatabase(kind, dataDir);
      const env = { dataDir, DATABASE_URL: database.DATABASE_URL };
      let server = await startServerProcess(env);
      try {
        const kiosks = await addKiosks(server, KIOSKS);
        const { acknowledged, sent } = await streamUntilKilled(server, kiosks);
        expect(acknowledged.size).toBeGreaterThanOrEqual(200);
        expect(sent).toBeGreaterThan(acknowledged.size);

        server = await startServerProcess(env);
        // Everything again, as kiosks replay what they never heard back about: the acknowledged ones are duplicates.
        const answers = new Map<string, string>();
        for (const kiosk of kiosks) {
          for (let from = 0; from < kiosk.sales.length; from += 100) {
            for (const result of await sendSales(server, kiosk, kiosk.sales.slice(from, from + 100))) {
              answers.set(result.id, result.status);
            }
          }
        }
        expect([...acknowledged].filter((id) => answers.get(id) !== "duplicate")).toEqual([]);
        expect([...answers.values()].every((status) => status === "accepted" || status === "duplicate")).toBe(true);
        await server.stop();

        // Exactly once, and the hourly totals agree with the sales (they are written in the same statement).
        expect(await countStored(env)).toEqual({ sales: sent, distinct: sent, hourlyOrders: sent });
      } finally {
        await server.stop();
        await database.drop();
      }
    }, 120_000);
  }
});

/** Each kiosk streams batches until the server dies under it; a batch whose answer never came is unacknowledged. */
async function streamUntilKilled(server: ServerProcess, kiosks: Kiosk[]) {
  const acknowledged = new Set<string>();
  let stop = false;
  const streams = kiosks.map(async (kiosk) => {
    while (!stop) {
      const batch = Array.from({ length: BATCH }, () => {
        const next = sale(kiosk, kiosk.sales.length + 1);
        kiosk.sales.push(next);
        return next;
      });
      try {
        for (const result of await sendSales(server, kiosk, batch)) {
          if (result.status === "accepted" || result.status === "duplicate") acknowledged.add(result.id);
        }
      } catch {
        return;
      }
    }
  });
  while (acknowledged.size < 200) await new Promise((resolve) => setTimeout(resolve, 5));
  await server.kill();
  stop = true;
  await Promise.all(streams);
  return { acknowledged, sent: kiosks.reduce((sum, kiosk) => sum + kiosk.sales.length, 0) };
}

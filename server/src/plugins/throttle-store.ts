import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/types.js";

/** At most `limit` hits per key in a fixed window of `windowSeconds` that starts at the key's first hit. */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

export interface ThrottleStoreOptions {
  /** The clock of the windows; by default the database's, one clock for every app process. Tests pass their own. */
  now?: () => Date;
  /** Expired rows are deleted on every so many hits of this process (a cheap, bounded sweep). */
  sweepEvery?: number;
}

export type ThrottleStore = ReturnType<typeof createThrottleStore>;

/**
 * Attempt counters in PostgreSQL (`throttle_counters`), so every app process on one database enforces one limit.
 * A hit is one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING`: concurrent hits on a key, from any process,
 * are counted exactly, and none slips past the limit between a read and a write.
 */
export function createThrottleStore(database: Database, options: ThrottleStoreOptions = {}) {
  const sweepEvery = options.sweepEvery ?? 500;
  let hitsSinceSweep = 0;
  const clock = (): SQL => (options.now ? sql`${options.now().toISOString()}::timestamptz` : sql`now()`);

  /**
   * Counts one hit on `key`; answers 0 while the key is within its limit, else the whole seconds (at least 1)
   * until its window ends: the Retry-After of the 429.
   */
  async function hit(key: string, rule: ThrottleRule): Promise<number> {
    if (++hitsSinceSweep >= sweepEvery) await sweep();
    const now = clock();
    const [row] = await queryRows<{ hits: number; seconds_left: number }>(
      database.db,
      sql`INSERT INTO throttle_counters AS c (key, hits, reset_at)
          VALUES (${key}, 1, ${now} + make_interval(secs => ${rule.windowSeconds}::integer))
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN c.reset_at <= ${now} THEN 1 ELSE c.hits + 1 END,
            reset_at = CASE WHEN c.reset_at <= ${now} THEN excluded.reset_at ELSE c.reset_at END
          RETURNING c.hits, ceil(extract(epoch FROM c.reset_at - ${now}))::integer AS seconds_left`,
    );
    if (!row) throw new Error("The throttle counter was not written.");
    return row.hits > rule.limit ? Math.max(1, row.seconds_left) : 0;
  }

  /** Forgets a key, e.g. an account's failures once its password was right. */
  async function clear(key: string): Promise<void> {
    await database.db.execute(sql`DELETE FROM throttle_counters WHERE key = ${key}`);
  }

  /**
   * Takes one hit back from a live window, e.g. an attempt counted before its outcome was known that turned out
   * well. Never below 0, and an expired window is left alone (its next hit starts a new one anyway).
   */
  async function giveBack(key: string): Promise<void> {
    await database.db.execute(
      sql`UPDATE throttle_counters SET hits = hits - 1 WHERE key = ${key} AND hits > 0 AND reset_at > ${clock()}`,
    );
  }

  /** Deletes expired windows (through the reset_at index); a live window is never touched. */
  async function sweep(): Promise<void> {
    hitsSinceSweep = 0;
    await database.db.execute(sql`DELETE FROM throttle_counters WHERE reset_at <= ${clock()}`);
  }

  return { hit, giveBack, clear, sweep };
}

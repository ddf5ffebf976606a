import type { Readable } from "node:stream";
import { ERROR_MESSAGES } from "@froyo/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/types.js";
import { HttpError } from "../../lib/http-errors.js";
import {
  acquireExportLease,
  type ExportLimits,
  type ExportOwner,
  releaseExportLease,
  renewExportLease,
} from "./export-leases.repository.js";
import { stallGuarded } from "./stall-guard.js";

/** A lease outlives a dead process by at most this; a running export renews it three times as often. */
export const EXPORT_LEASE_SECONDS = 60;
const RENEW_EVERY_MS = (EXPORT_LEASE_SECONDS / 3) * 1000;
/** What a refused export is told to wait (Retry-After): no running export says when it will end, so a short guess. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

export interface ExportGateOptions {
  database: Database;
  limits: ExportLimits;
  /** A reader that takes nothing for this long has its export stopped. */
  stallMs: number;
  log: FastifyBaseLogger;
}

export type ExportGate = ReturnType<typeof createExportGate>;

/**
 * Where every CSV export starts (decision 027): at most `perUser` running exports per user and `perCompany` per
 * company, counted in the database so that the limits hold across app processes; beyond them 429 with Retry-After.
 * An export holds its place until its stream closes (finished, failed, closed by the client, or stopped for a
 * stalled reader), and a stalled reader is stopped after `stallMs`.
 */
export function createExportGate(options: ExportGateOptions) {
  const { database, limits, stallMs, log } = options;
  const releasing = new Set<Promise<void>>();

  /**
   * Runs `start` (which reads the first figures and makes the stream) in a place of its own, and answers what it
   * made with the stream guarded. Throws 429 when no place is free; a place taken is given back however it ends.
   */
  async function open<T extends { stream: Readable }>(owner: ExportOwner, start: () => Promise<T>): Promise<T> {
    const { companyId } = owner;
    const leaseId = await database.withTenant(companyId, (tx) =>
      acquireExportLease(tx, owner, limits, EXPORT_LEASE_SECONDS),
    );
    if (!leaseId) {
      throw new HttpError(429, ERROR_MESSAGES.tooManyExports, {
        "retry-after": String(EXPORT_RETRY_AFTER_SECONDS),
      });
    }
    const renewal = setInterval(() => {
      database
        .withTenant(companyId, (tx) => renewExportLease(tx, companyId, leaseId, EXPORT_LEASE_SECONDS))
        .catch((error: unknown) => log.warn({ err: error, companyId }, "exports: could not renew a lease"));
    }, RENEW_EVERY_MS).unref();
    let released: Promise<void> | undefined;
    const release = () => {
      if (released) return released;
      clearInterval(renewal);
      const done: Promise<void> = database
        .withTenant(companyId, (tx) => releaseExportLease(tx, companyId, leaseId))
        .catch((error: unknown) => log.warn({ err: error, companyId }, "exports: could not release a lease"))
        .finally(() => releasing.delete(done));
      releasing.add(done);
      released = done;
      return done;
    };
    try {
      const started = await start();
      return { ...started, stream: stallGuarded(started.stream, stallMs, release) };
    } catch (error) {
      await release();
      throw error;
    }
  }

  /** Waits for the leases being given back (before the database closes). */
  async function settle(): Promise<void> {
    await Promise.all([...releasing]);
  }

  return { open, settle };
}

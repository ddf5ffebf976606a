import { z } from "zod";

/** `GET /healthz`: the process answers and its database too. */
export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
/**
 * `GET /healthz` (503) when the database does not answer, or while the process starts (the listener answers before
 * the database is open: docs/decisions/017-shutdown-and-readiness.md).
 */
export const healthUnavailableSchema = z.object({ status: z.enum(["unavailable", "starting"]), message: z.string() });

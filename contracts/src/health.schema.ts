import { z } from "zod";

/** `GET /healthz`: the process answers and its database too. */
export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
/** `GET /healthz` when the database does not answer (503). */
export const healthUnavailableSchema = z.object({ status: z.literal("unavailable"), message: z.string() });

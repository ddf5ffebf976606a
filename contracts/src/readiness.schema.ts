import { z } from "zod";

/** `GET /readyz` when this process takes traffic: started, not shutting down, and its database answers. */
export const readySchema = z.object({ status: z.literal("ready") });
/**
 * `GET /readyz` (503) while the process starts (the database opens, migrates, seeds), drains on shutdown, or cannot
 * reach its database: a balancer sends the traffic elsewhere. `/healthz` answers the same while starting.
 */
export const notReadySchema = z.object({
  status: z.enum(["starting", "draining", "unavailable"]),
  message: z.string(),
});

import { z } from "zod";
import { isQueryInstant } from "./calendar.js";
import { pageQuerySchema, searchSchema } from "./lists.schema.js";

/** An ISO date-time with an offset whose instant PostgreSQL can hold (not in the year 0, say). */
const queryInstant = (label: "from" | "to") => {
  const message = `The ${label} date must be an ISO date-time.`;
  return z.iso.datetime({ offset: true, error: message }).refine(isQueryInstant, message);
};

export const auditEntrySchema = z.object({
  id: z.string().uuid(),
  /** The company the entry belongs to (platform staff on the bare domain read every company's trail). */
  company: z.object({ id: z.string().uuid(), name: z.string() }),
  action: z.string(),
  actor: z.object({ id: z.string().uuid().nullable(), email: z.string().nullable() }),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `GET /api/audit`: newest first; filter by action prefix ("auth.", "users.update"), actor email, time range, and
 * (platform staff on the bare domain, who read every company's trail) one company.
 */
export const auditListQuerySchema = pageQuerySchema.extend({
  company_id: z.uuid({ error: "The company must be a company id." }).optional(),
  action: z.string().trim().max(100).optional(),
  actor: searchSchema,
  from: queryInstant("from").optional(),
  to: queryInstant("to").optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

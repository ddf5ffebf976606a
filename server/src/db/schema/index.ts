export * from "./audit-log.js";
export * from "./companies.js";
export * from "./faqs.js";
export * from "./password-tokens.js";
export * from "./roles.js";
export * from "./sessions.js";
export * from "./support-tickets.js";
export * from "./users.js";

/** Tables keyed by `company_id` and guarded by row-level security (see migrations/…_row_level_security.sql). */
export const TENANT_TABLES = [
  "roles",
  "users",
  "sessions",
  "password_tokens",
  "audit_log",
  "support_tickets",
  "faqs",
] as const;

export * from "./audit-log.js";
export * from "./companies.js";
export * from "./export-leases.js";
export * from "./faqs.js";
export * from "./kiosks.js";
export * from "./notifications.js";
export * from "./password-tokens.js";
export * from "./products.js";
export * from "./promo-codes.js";
export * from "./restock.js";
export * from "./roles.js";
export * from "./sales.js";
export * from "./sales-rollups.js";
export * from "./sessions.js";
export * from "./support-tickets.js";
export * from "./throttle-counters.js";
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
  "products",
  "kiosks",
  "trays",
  "sales",
  "sale_items",
  "kiosk_hourly_sales",
  "kiosk_daily_sales",
  "product_daily_sales",
  "kiosk_product_daily_sales",
  "owner_hourly_sales",
  "owner_product_daily_sales",
  "promo_daily_sales",
  "company_hourly_sales",
  "promo_codes",
  "promo_code_kiosks",
  "promo_redemptions",
  "notification_settings",
  "push_subscriptions",
  "alert_events",
  "notifications",
  "export_leases",
  "restock_pick_lists",
  "restock_pick_list_lines",
  "service_visits",
  "service_visit_trays",
] as const;
export * from "./statements.js";

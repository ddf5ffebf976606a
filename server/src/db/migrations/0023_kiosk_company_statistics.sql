-- A kiosk belongs to one company, but the planner took company_id and kiosk_id for independent columns: for a
-- client's kiosks (kiosk_id = ANY(...)) it multiplied the two selectivities, expected a tenth of the rows and walked
-- the primary key one heap page per row. Half the largest bench company's kiosks over a year: 18,000 pages and 29 ms
-- for the per-kiosk sums, where a bitmap scan reads the 572 pages they sit on once (16 ms). The functional
-- dependency, as extended statistics, corrects the estimate (docs/decisions/026-client-scope-reads.md).
CREATE STATISTICS IF NOT EXISTS "kiosk_daily_sales_kiosk_company" (dependencies) ON "company_id", "kiosk_id" FROM "kiosk_daily_sales";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "kiosk_hourly_sales_kiosk_company" (dependencies) ON "company_id", "kiosk_id" FROM "kiosk_hourly_sales";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "kiosk_product_daily_sales_kiosk_company" (dependencies) ON "company_id", "kiosk_id" FROM "kiosk_product_daily_sales";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "promo_daily_sales_kiosk_company" (dependencies) ON "company_id", "kiosk_id" FROM "promo_daily_sales";--> statement-breakpoint
-- Filled now rather than at autovacuum's next pass over each table.
ANALYZE "kiosk_daily_sales", "kiosk_hourly_sales", "kiosk_product_daily_sales", "promo_daily_sales";

-- Promo codes managed from the back office (issue 12, docs/decisions/021-promo-codes.md).
-- A window's end comes after its start, whatever writes the row.
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_window_check" CHECK ("promo_codes"."starts_at" IS NULL OR "promo_codes"."ends_at" IS NULL OR "promo_codes"."starts_at" < "promo_codes"."ends_at");--> statement-breakpoint
-- A code's effect in sales is read by company and code (the rollup's key leads with the kiosk).
CREATE INDEX "promo_daily_sales_company_code_idx" ON "promo_daily_sales" USING btree ("company_id","code");--> statement-breakpoint
-- A client sees the codes whose kiosks are all theirs: found from the kiosk side.
CREATE INDEX "promo_code_kiosks_kiosk_idx" ON "promo_code_kiosks" USING btree ("company_id","kiosk_id");

-- The order history's keyset orderings and filters (docs/decisions/018-order-history-paging.md).
CREATE INDEX "sale_items_company_product_idx" ON "sale_items" USING btree ("company_id","product_id","sale_id");--> statement-breakpoint
CREATE INDEX "sales_company_occurred_idx" ON "sales" USING btree ("company_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "sales_company_total_idx" ON "sales" USING btree ("company_id","total_cents","id");--> statement-breakpoint
CREATE INDEX "sales_company_kiosk_occurred_idx" ON "sales" USING btree ("company_id","kiosk_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "sales_company_order_id_idx" ON "sales" USING btree ("company_id","external_id" text_pattern_ops);
-- A client's reads as cheap as the company's (issue 26, part 3; docs/decisions/026-client-scope-reads.md).
--
-- The order history by total within a kiosk: a client's page is merged from each of their kiosks' own pages
-- (sales-list.repository.ts), read in order from (company_id, kiosk_id, <sort column>, id); by time, that index exists.
CREATE INDEX IF NOT EXISTS "sales_company_kiosk_total_idx" ON "sales" USING btree ("company_id", "kiosk_id", "total_cents", "id");
--> statement-breakpoint
-- Per kiosk, local day and product, paid sales only: what product_daily_sales holds, per kiosk, so that a client's
-- (or one kiosk's) product breakdown reads a rollup instead of every sale line of the period.
CREATE TABLE "kiosk_product_daily_sales" (
	"company_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"product_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kiosk_product_daily_sales_company_id_kiosk_id_local_date_product_id_pk" PRIMARY KEY("company_id","kiosk_id","local_date","product_id")
);
--> statement-breakpoint
ALTER TABLE "kiosk_product_daily_sales" ADD CONSTRAINT "kiosk_product_daily_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_product_daily_sales" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "kiosk_product_daily_sales" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "kiosk_product_daily_sales" USING (company_id = app_current_company_id())
  WITH CHECK (company_id = app_current_company_id());--> statement-breakpoint
-- Written as the sale lines are, by the statement that inserts them (a trigger over the statement's new lines, so
-- that ingestion's own function stays as it is): the sales they belong to were inserted by the same statement or
-- before it, and a sale's lines are all inserted together, so counting distinct sales per statement counts orders.
CREATE OR REPLACE FUNCTION app_roll_up_kiosk_products() RETURNS trigger
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  INSERT INTO kiosk_product_daily_sales AS r (company_id, kiosk_id, local_date, product_id, orders, quantity,
                                              revenue_cents)
  SELECT s.company_id, s.kiosk_id, s.local_date, n.product_id, count(DISTINCT s.id), sum(n.quantity),
         sum(n.quantity::bigint * n.unit_price_cents)
  FROM new_lines n
  JOIN sales s ON s.company_id = n.company_id AND s.id = n.sale_id
  WHERE s.status = 'paid'
  GROUP BY s.company_id, s.kiosk_id, s.local_date, n.product_id
  ON CONFLICT (company_id, kiosk_id, local_date, product_id) DO UPDATE SET
    orders = r.orders + excluded.orders,
    quantity = r.quantity + excluded.quantity,
    revenue_cents = r.revenue_cents + excluded.revenue_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_items_kiosk_product_rollup AFTER INSERT ON sale_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION app_roll_up_kiosk_products();
--> statement-breakpoint
-- The sales already stored, company by company, each under its own tenant setting (as 0007's backfill).
DO $$
DECLARE c uuid;
BEGIN
  FOR c IN SELECT id FROM companies LOOP
    PERFORM set_config('app.company_id', c::text, true);
    INSERT INTO kiosk_product_daily_sales (company_id, kiosk_id, local_date, product_id, orders, quantity,
                                           revenue_cents)
    SELECT s.company_id, s.kiosk_id, s.local_date, i.product_id, count(DISTINCT s.id), sum(i.quantity),
           sum(i.quantity::bigint * i.unit_price_cents)
    FROM sales s
    JOIN sale_items i ON i.company_id = s.company_id AND i.sale_id = s.id
    WHERE s.company_id = c AND s.status = 'paid'
    GROUP BY s.company_id, s.kiosk_id, s.local_date, i.product_id;
  END LOOP;
  PERFORM set_config('app.company_id', '', true);
END $$;
--> statement-breakpoint
-- The backfill is a bulk load: its statistics before anything reads it (planned without them, a client's year of
-- products sorted 70,000 rows on disk instead of hashing them).
ANALYZE "kiosk_product_daily_sales";

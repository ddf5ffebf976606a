-- A client's reads as cheap as the company's (issue 26, part 3; docs/decisions/026-client-scope-reads.md).
--
-- The order history by total within a kiosk: a client's page is merged from each of their kiosks' own pages
-- (sales-list.repository.ts), read in order from (kiosk_id, <sort column>, id); by time, that index exists. Without
-- the company in front (a kiosk's id is its company's alone): beside the key (company_id, kiosk_id, external_id),
-- an index of the same two leading columns drew ingestion's generic lookup of a resent sale's twin away from the key,
-- through the kiosk's sales (server/src/device/sales.test.ts, "each call's reads").
CREATE INDEX IF NOT EXISTS "sales_kiosk_total_idx" ON "sales" USING btree ("kiosk_id", "total_cents", "id");
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
--> statement-breakpoint
-- What company_hourly_sales and product_daily_sales are to the company, per owner of kiosks (a client): their figures
-- over all their kiosks read 24 rows a day, or a few per product, whatever their fleet. Kept by owner at the time of
-- reading: when a kiosk changes hands, its history moves with it (the trigger on kiosks below).
CREATE TABLE "owner_hourly_sales" (
	"company_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"local_hour" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_hourly_sales_company_id_owner_id_local_date_local_hour_pk" PRIMARY KEY("company_id","owner_id","local_date","local_hour")
);
--> statement-breakpoint
CREATE TABLE "owner_product_daily_sales" (
	"company_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"product_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_product_daily_sales_company_id_owner_id_local_date_product_id_pk" PRIMARY KEY("company_id","owner_id","local_date","product_id")
);
--> statement-breakpoint
ALTER TABLE "owner_hourly_sales" ADD CONSTRAINT "owner_hourly_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_product_daily_sales" ADD CONSTRAINT "owner_product_daily_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['owner_hourly_sales', 'owner_product_daily_sales'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (company_id = app_current_company_id()) '
      'WITH CHECK (company_id = app_current_company_id())', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- New sales, by their kiosk's owner (kiosks without one count for nobody), counted as kiosk_hourly_sales counts them.
CREATE OR REPLACE FUNCTION app_roll_up_owner_hours() RETURNS trigger
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  INSERT INTO owner_hourly_sales AS h (company_id, owner_id, local_date, local_hour, orders, items, revenue_cents,
                                       discount_cents, refunds, refunded_cents)
  SELECT s.company_id, k.owner_id, s.local_date, s.local_hour,
         count(*) FILTER (WHERE s.status = 'paid'),
         coalesce(sum(s.item_count) FILTER (WHERE s.status = 'paid'), 0),
         coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'paid'), 0),
         coalesce(sum(s.discount_cents) FILTER (WHERE s.status = 'paid'), 0),
         count(*) FILTER (WHERE s.status = 'refunded'),
         coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'refunded'), 0)
  FROM new_sales s
  JOIN kiosks k ON k.company_id = s.company_id AND k.id = s.kiosk_id
  WHERE s.status <> 'failed' AND k.owner_id IS NOT NULL
  GROUP BY s.company_id, k.owner_id, s.local_date, s.local_hour
  ON CONFLICT (company_id, owner_id, local_date, local_hour) DO UPDATE SET
    orders = h.orders + excluded.orders,
    items = h.items + excluded.items,
    revenue_cents = h.revenue_cents + excluded.revenue_cents,
    discount_cents = h.discount_cents + excluded.discount_cents,
    refunds = h.refunds + excluded.refunds,
    refunded_cents = h.refunded_cents + excluded.refunded_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_owner_hourly_rollup AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION app_roll_up_owner_hours();
--> statement-breakpoint
-- The sale lines' trigger writes the owner's products too.
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
  INSERT INTO owner_product_daily_sales AS o (company_id, owner_id, local_date, product_id, orders, quantity,
                                              revenue_cents)
  SELECT s.company_id, k.owner_id, s.local_date, n.product_id, count(DISTINCT s.id), sum(n.quantity),
         sum(n.quantity::bigint * n.unit_price_cents)
  FROM new_lines n
  JOIN sales s ON s.company_id = n.company_id AND s.id = n.sale_id
  JOIN kiosks k ON k.company_id = s.company_id AND k.id = s.kiosk_id
  WHERE s.status = 'paid' AND k.owner_id IS NOT NULL
  GROUP BY s.company_id, k.owner_id, s.local_date, n.product_id
  ON CONFLICT (company_id, owner_id, local_date, product_id) DO UPDATE SET
    orders = o.orders + excluded.orders,
    quantity = o.quantity + excluded.quantity,
    revenue_cents = o.revenue_cents + excluded.revenue_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A kiosk that changes hands takes its history along: its rows of the per-kiosk rollups leave the old owner's sums
-- and join the new one's (rare, and as many rows as the kiosk has hours and products sold). Sums that reach zero
-- leave: a stored row always counts some sale.
CREATE OR REPLACE FUNCTION app_move_kiosk_history() RETURNS trigger
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  side record;
BEGIN
  -- Sales being ingested for this kiosk commit first, and none start until this commits: each is counted for the
  -- owner it ends up with (ingestion's FK check on the kiosk does not wait for an owner change).
  LOCK TABLE sales IN SHARE MODE;
  FOR side IN SELECT * FROM (VALUES (OLD.owner_id, -1), (NEW.owner_id, 1)) AS v(owner_id, sign)
              WHERE v.owner_id IS NOT NULL LOOP
    INSERT INTO owner_hourly_sales AS h (company_id, owner_id, local_date, local_hour, orders, items, revenue_cents,
                                         discount_cents, refunds, refunded_cents)
    SELECT r.company_id, side.owner_id, r.local_date, r.local_hour, side.sign * r.orders, side.sign * r.items,
           side.sign * r.revenue_cents, side.sign * r.discount_cents, side.sign * r.refunds,
           side.sign * r.refunded_cents
    FROM kiosk_hourly_sales r WHERE r.company_id = NEW.company_id AND r.kiosk_id = NEW.id
    ON CONFLICT (company_id, owner_id, local_date, local_hour) DO UPDATE SET
      orders = h.orders + excluded.orders,
      items = h.items + excluded.items,
      revenue_cents = h.revenue_cents + excluded.revenue_cents,
      discount_cents = h.discount_cents + excluded.discount_cents,
      refunds = h.refunds + excluded.refunds,
      refunded_cents = h.refunded_cents + excluded.refunded_cents;
    INSERT INTO owner_product_daily_sales AS o (company_id, owner_id, local_date, product_id, orders, quantity,
                                                revenue_cents)
    SELECT r.company_id, side.owner_id, r.local_date, r.product_id, side.sign * r.orders, side.sign * r.quantity,
           side.sign * r.revenue_cents
    FROM kiosk_product_daily_sales r WHERE r.company_id = NEW.company_id AND r.kiosk_id = NEW.id
    ON CONFLICT (company_id, owner_id, local_date, product_id) DO UPDATE SET
      orders = o.orders + excluded.orders,
      quantity = o.quantity + excluded.quantity,
      revenue_cents = o.revenue_cents + excluded.revenue_cents;
  END LOOP;
  IF OLD.owner_id IS NOT NULL THEN
    DELETE FROM owner_hourly_sales
      WHERE company_id = NEW.company_id AND owner_id = OLD.owner_id AND orders = 0 AND refunds = 0;
    DELETE FROM owner_product_daily_sales
      WHERE company_id = NEW.company_id AND owner_id = OLD.owner_id AND orders = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kiosks_owner_history AFTER UPDATE OF owner_id ON kiosks
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION app_move_kiosk_history();
--> statement-breakpoint
-- The sales already stored, by their kiosks' owners now.
DO $$
DECLARE c uuid;
BEGIN
  FOR c IN SELECT id FROM companies LOOP
    PERFORM set_config('app.company_id', c::text, true);
    INSERT INTO owner_hourly_sales (company_id, owner_id, local_date, local_hour, orders, items, revenue_cents,
                                    discount_cents, refunds, refunded_cents)
    SELECT r.company_id, k.owner_id, r.local_date, r.local_hour, sum(r.orders), sum(r.items), sum(r.revenue_cents),
           sum(r.discount_cents), sum(r.refunds), sum(r.refunded_cents)
    FROM kiosk_hourly_sales r
    JOIN kiosks k ON k.company_id = r.company_id AND k.id = r.kiosk_id
    WHERE r.company_id = c AND k.owner_id IS NOT NULL
    GROUP BY r.company_id, k.owner_id, r.local_date, r.local_hour;
    INSERT INTO owner_product_daily_sales (company_id, owner_id, local_date, product_id, orders, quantity,
                                           revenue_cents)
    SELECT r.company_id, k.owner_id, r.local_date, r.product_id, sum(r.orders), sum(r.quantity), sum(r.revenue_cents)
    FROM kiosk_product_daily_sales r
    JOIN kiosks k ON k.company_id = r.company_id AND k.id = r.kiosk_id
    WHERE r.company_id = c AND k.owner_id IS NOT NULL
    GROUP BY r.company_id, k.owner_id, r.local_date, r.product_id;
  END LOOP;
  PERFORM set_config('app.company_id', '', true);
END $$;
--> statement-breakpoint
ANALYZE "owner_hourly_sales", "owner_product_daily_sales";

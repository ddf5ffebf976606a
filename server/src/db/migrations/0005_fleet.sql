CREATE TABLE "kiosks" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"timezone" text NOT NULL,
	"api_key_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"reported_status" text,
	"error_codes" text[] DEFAULT '{}' NOT NULL,
	"temperature_c" double precision,
	"temperature_limit_c" double precision DEFAULT 5 NOT NULL,
	"warm_window_minutes" integer DEFAULT 15 NOT NULL,
	"warm_since" timestamp with time zone,
	"last_heartbeat_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"clock_skew_ms" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosks_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "trays" (
	"company_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_id" uuid,
	"capacity" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"low_threshold" integer NOT NULL,
	"level_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trays_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "trays_kiosk_position_key" UNIQUE("company_id","kiosk_id","position"),
	CONSTRAINT "trays_capacity_check" CHECK ("trays"."capacity" > 0),
	CONSTRAINT "trays_level_check" CHECK ("trays"."level" >= 0 AND "trays"."level" <= "trays"."capacity"),
	CONSTRAINT "trays_threshold_check" CHECK ("trays"."low_threshold" >= 0 AND "trays"."low_threshold" <= "trays"."capacity")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"image_path" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_code_kiosks" (
	"company_id" uuid NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	CONSTRAINT "promo_code_kiosks_company_id_promo_code_id_kiosk_id_pk" PRIMARY KEY("company_id","promo_code_id","kiosk_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"total_limit" integer,
	"per_kiosk_limit" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses" >= 0 AND ("promo_codes"."total_limit" IS NULL OR "promo_codes"."uses" <= "promo_codes"."total_limit")),
	CONSTRAINT "promo_codes_discount_check" CHECK (("promo_codes"."percent_off" IS NULL) <> ("promo_codes"."amount_off_cents" IS NULL)
        AND ("promo_codes"."percent_off" IS NULL OR "promo_codes"."percent_off" BETWEEN 1 AND 100)
        AND ("promo_codes"."amount_off_cents" IS NULL OR "promo_codes"."amount_off_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_redemptions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "promo_redemptions_order_key" UNIQUE("company_id","kiosk_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "kiosk_hourly_sales" (
	"company_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"local_hour" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kiosk_hourly_sales_company_id_kiosk_id_local_date_local_hour_pk" PRIMARY KEY("company_id","kiosk_id","local_date","local_hour")
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"company_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"line" smallint NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "sale_items_company_id_sale_id_line_pk" PRIMARY KEY("company_id","sale_id","line"),
	CONSTRAINT "sale_items_amounts_check" CHECK ("sale_items"."quantity" > 0 AND "sale_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"local_date" date NOT NULL,
	"local_hour" smallint NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"item_count" integer NOT NULL,
	"payment_method" text NOT NULL,
	"promo_code" text,
	"status" text NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "sales_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "sales_kiosk_external_key" UNIQUE("company_id","kiosk_id","external_id"),
	CONSTRAINT "sales_amounts_check" CHECK ("sales"."subtotal_cents" >= 0 AND "sales"."discount_cents" >= 0 AND "sales"."total_cents" = "sales"."subtotal_cents" - "sales"."discount_cents")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_company_id_owner_id_users_company_id_id_fk" FOREIGN KEY ("company_id","owner_id") REFERENCES "public"."users"("company_id","id") ON DELETE SET NULL ("owner_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trays" ADD CONSTRAINT "trays_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trays" ADD CONSTRAINT "trays_company_id_product_id_products_company_id_id_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_kiosks" ADD CONSTRAINT "promo_code_kiosks_company_id_promo_code_id_promo_codes_company_id_id_fk" FOREIGN KEY ("company_id","promo_code_id") REFERENCES "public"."promo_codes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_kiosks" ADD CONSTRAINT "promo_code_kiosks_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_company_id_promo_code_id_promo_codes_company_id_id_fk" FOREIGN KEY ("company_id","promo_code_id") REFERENCES "public"."promo_codes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_hourly_sales" ADD CONSTRAINT "kiosk_hourly_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_company_id_product_id_products_company_id_id_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_company_serial_key" ON "kiosks" USING btree ("company_id",lower("serial_number")) WHERE "kiosks"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "kiosks_owner_idx" ON "kiosks" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_sku_key" ON "products" USING btree ("company_id",lower("sku")) WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_company_code_key" ON "promo_codes" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("company_id","promo_code_id","redeemed_at");--> statement-breakpoint
-- Every new table is a tenant table: the same row-level security as the others (0001_row_level_security.sql).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'kiosks', 'trays', 'sales', 'sale_items', 'kiosk_hourly_sales', 'promo_codes',
                           'promo_code_kiosks', 'promo_redemptions'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (company_id = app_current_company_id()) '
      'WITH CHECK (company_id = app_current_company_id())', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The session lookup (0002) also answers the role's user type: clients see only the kiosks they own.
DROP FUNCTION app_find_session(uuid, text, integer);
--> statement-breakpoint
CREATE FUNCTION app_find_session(p_company_id uuid, p_token_hash text, p_idle_minutes integer)
RETURNS TABLE (
  company_id uuid, token_hash text, user_id uuid, host_company_id uuid, csrf_token text, last_seen_at timestamptz,
  name text, email text, status text, role text, permissions text[], user_type text
)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE previous text := current_setting('app.company_id', true);
BEGIN
  PERFORM set_config('app.company_id', p_company_id::text, true);
  RETURN QUERY
    SELECT s.company_id, s.token_hash, s.user_id, s.host_company_id, s.csrf_token, s.last_seen_at,
           u.name, u.email, u.status, r.name, r.permissions, r.user_type
    FROM sessions s
    JOIN users u ON u.company_id = s.company_id AND u.id = s.user_id
    JOIN roles r ON r.company_id = u.company_id AND r.id = u.role_id
    WHERE s.company_id = p_company_id
      AND s.token_hash = p_token_hash
      AND s.expires_at > now()
      AND s.last_seen_at > now() - make_interval(mins => p_idle_minutes)
      AND u.status = 'active';
  PERFORM set_config('app.company_id', coalesce(previous, ''), true);
END $$;
--> statement-breakpoint
-- The kiosk an API key belongs to. The key names its company and kiosk (server/src/device/api-keys.ts); its SHA-256
-- hash must equal the stored one. Runs as the caller under row-level security: it scopes the transaction to the
-- key's company (app.company_id), which the device functions below keep for their own statements. Raises FY401
-- for an unknown key and FY403 for a disabled kiosk (our own SQLSTATEs: the API answers 401 and 403).
CREATE FUNCTION app_device_authenticate(p_company_id uuid, p_kiosk_id uuid, p_key_hash text)
RETURNS kiosks
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE found_kiosk kiosks;
BEGIN
  PERFORM set_config('app.company_id', p_company_id::text, true);
  SELECT * INTO found_kiosk FROM kiosks k
    WHERE k.company_id = p_company_id AND k.id = p_kiosk_id AND k.api_key_hash = p_key_hash AND k.deleted_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'unknown kiosk key' USING ERRCODE = 'FY401';
  END IF;
  IF NOT found_kiosk.active THEN
    RAISE EXCEPTION 'kiosk disabled' USING ERRCODE = 'FY403';
  END IF;
  RETURN found_kiosk;
END $$;
--> statement-breakpoint
-- One round trip for every device call but sales: the authenticated kiosk with its company's currency and
-- subdomain and, when asked, a tag that changes whenever its catalog would (products, trays, kiosk, company), so an
-- unchanged catalog answers 304 without reading it. Restores the tenant setting it found.
CREATE FUNCTION app_device_kiosk(p_company_id uuid, p_kiosk_id uuid, p_key_hash text, p_with_catalog_tag boolean)
RETURNS TABLE (
  company_id uuid, id uuid, name text, timezone text, currency text, subdomain text, catalog_tag text
)
LANGUAGE plpgsql VOLATILE
AS $$
#variable_conflict use_column
DECLARE
  previous text := current_setting('app.company_id', true);
  kiosk kiosks := app_device_authenticate(p_company_id, p_kiosk_id, p_key_hash);
BEGIN
  RETURN QUERY
    SELECT kiosk.company_id, kiosk.id, kiosk.name, kiosk.timezone, c.currency, c.subdomain,
      CASE WHEN p_with_catalog_tag THEN md5(concat_ws('|', kiosk.updated_at, c.updated_at, c.currency, c.subdomain,
        (SELECT concat(count(*), ':', max(p.updated_at)) FROM products p
          WHERE p.company_id = kiosk.company_id AND p.archived_at IS NULL AND p.active),
        (SELECT concat(count(*), ':', max(t.updated_at)) FROM trays t
          WHERE t.company_id = kiosk.company_id AND t.kiosk_id = kiosk.id)))
      END
    FROM companies c WHERE c.id = kiosk.company_id;
  PERFORM set_config('app.company_id', coalesce(previous, ''), true);
END $$;
--> statement-breakpoint
-- Batches of sales from kiosks of one company, in one statement so that one round trip and one commit cover them
-- all (docs/decisions/011-sales-ingestion.md): the server gathers the batches that arrive while earlier ones are
-- being written. p_batches = [{batch, kiosk, key_hash, sales: [{idx, id, ext, occurred_at, subtotal, discount,
-- total, item_count, payment, promo, status, hash, items: [{line, product_id, quantity, unit_price_cents}]}]}]; the
-- caller has checked each sale's shape and arithmetic, and `id` (ours) is unique. A batch whose key is unknown answers
-- one row (batch, -1, 'unauthenticated'), a disabled kiosk's (batch, -1, 'disabled'); every other sale is answered
-- accepted (stored now, with its items, its hour's totals and the stock of its trays), duplicate (stored before,
-- or by an earlier sale of this call, with the same content hash) or rejected with a reason (an unknown product,
-- an order id reused with other contents).
CREATE FUNCTION app_ingest_sales(p_company_id uuid, p_batches jsonb)
RETURNS TABLE (batch integer, idx integer, outcome text, reason text)
LANGUAGE plpgsql VOLATILE
AS $$
#variable_conflict use_column
DECLARE
  previous text := current_setting('app.company_id', true);
  ok_batches integer[];
  disabled_batches integer[];
  inserted_ids uuid[];
  unknown_ids uuid[];
BEGIN
  PERFORM set_config('app.company_id', p_company_id::text, true);
  -- Each batch's key must be its kiosk's (see app_device_authenticate).
  SELECT coalesce(array_agg(b.batch) FILTER (WHERE k.active), '{}'),
         coalesce(array_agg(b.batch) FILTER (WHERE NOT k.active), '{}')
    INTO ok_batches, disabled_batches
    FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, key_hash text)
    JOIN kiosks k ON k.company_id = p_company_id AND k.id = b.kiosk AND k.api_key_hash = b.key_hash
      AND k.deleted_at IS NULL;

  WITH input AS (
    SELECT b.kiosk AS kiosk_id, k.timezone, s.*
    FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, sales jsonb)
    JOIN kiosks k ON k.company_id = p_company_id AND k.id = b.kiosk
    CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS s(
      idx integer, id uuid, ext text, occurred_at timestamptz, subtotal integer, discount integer, total integer,
      item_count integer, payment text, promo text, status text, hash text, items jsonb)
    WHERE b.batch = ANY (ok_batches)
  ),
  lines AS (
    SELECT i.id AS sale_id, l.*
    FROM input i
    CROSS JOIN LATERAL jsonb_to_recordset(i.items) AS l(line smallint, product_id uuid, quantity integer, unit_price_cents integer)
  ),
  unknown AS (
    SELECT DISTINCT ln.sale_id FROM lines ln
    LEFT JOIN products p ON p.company_id = p_company_id AND p.id = ln.product_id
    WHERE p.id IS NULL
  ),
  -- A second sale of this call with the same kiosk and order id conflicts with the first: it is not inserted.
  inserted AS (
    INSERT INTO sales (company_id, id, kiosk_id, external_id, occurred_at, local_date, local_hour, subtotal_cents,
                       discount_cents, total_cents, item_count, payment_method, promo_code, status, content_hash)
    SELECT p_company_id, i.id, i.kiosk_id, i.ext, i.occurred_at,
           (i.occurred_at AT TIME ZONE i.timezone)::date,
           extract(hour FROM i.occurred_at AT TIME ZONE i.timezone)::smallint,
           i.subtotal, i.discount, i.total, i.item_count, i.payment, i.promo, i.status, i.hash
    FROM input i
    WHERE i.id NOT IN (SELECT u.sale_id FROM unknown u)
    ON CONFLICT (company_id, kiosk_id, external_id) DO NOTHING
    RETURNING id, kiosk_id, occurred_at, local_date, local_hour, total_cents, discount_cents, item_count, status
  ),
  new_items AS (
    INSERT INTO sale_items (company_id, sale_id, line, product_id, product_name, quantity, unit_price_cents)
    SELECT p_company_id, ln.sale_id, ln.line, ln.product_id, p.name, ln.quantity, ln.unit_price_cents
    FROM lines ln
    JOIN inserted s ON s.id = ln.sale_id
    JOIN products p ON p.company_id = p_company_id AND p.id = ln.product_id
  ),
  hourly AS (
    INSERT INTO kiosk_hourly_sales AS h (company_id, kiosk_id, local_date, local_hour, orders, items, revenue_cents,
                                         discount_cents, refunds, refunded_cents)
    SELECT p_company_id, s.kiosk_id, s.local_date, s.local_hour,
           count(*) FILTER (WHERE s.status = 'paid'),
           coalesce(sum(s.item_count) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.discount_cents) FILTER (WHERE s.status = 'paid'), 0),
           count(*) FILTER (WHERE s.status = 'refunded'),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'refunded'), 0)
    FROM inserted s
    WHERE s.status <> 'failed'
    GROUP BY s.kiosk_id, s.local_date, s.local_hour
    ON CONFLICT (company_id, kiosk_id, local_date, local_hour) DO UPDATE SET
      orders = h.orders + excluded.orders,
      items = h.items + excluded.items,
      revenue_cents = h.revenue_cents + excluded.revenue_cents,
      discount_cents = h.discount_cents + excluded.discount_cents,
      refunds = h.refunds + excluded.refunds,
      refunded_cents = h.refunded_cents + excluded.refunded_cents
  ),
  -- Stock: each paid sale lowers its kiosk's trays holding its products, in position order, never below 0. A sale
  -- that occurred before a tray's level was last set (a heartbeat, an edit, a refill) is already counted in it.
  demand AS (
    SELECT t.id AS tray_id, t.kiosk_id, t.level, t.product_id, t.position, sum(ln.quantity) AS quantity
    FROM inserted s
    JOIN lines ln ON ln.sale_id = s.id
    JOIN trays t ON t.company_id = p_company_id AND t.kiosk_id = s.kiosk_id AND t.product_id = ln.product_id
      AND s.occurred_at > t.level_set_at
    WHERE s.status = 'paid'
    GROUP BY t.id, t.kiosk_id, t.level, t.product_id, t.position
  ),
  takes AS (
    SELECT d.tray_id,
           greatest(0, least(d.level, d.quantity - (sum(d.level) OVER earlier - d.level))) AS take
    FROM demand d
    WINDOW earlier AS (PARTITION BY d.kiosk_id, d.product_id ORDER BY d.position)
  ),
  stock AS (
    UPDATE trays t SET level = greatest(0, t.level - k.take), updated_at = now()
    FROM takes k
    WHERE t.company_id = p_company_id AND t.id = k.tray_id AND k.take > 0
  )
  SELECT (SELECT array_agg(s.id) FROM inserted s), (SELECT array_agg(u.sale_id) FROM unknown u)
    INTO inserted_ids, unknown_ids;

  -- A sale that arrives as failed gives back its promo code's redemption (codes locked first, as redeem does).
  IF EXISTS (SELECT 1 FROM sales s WHERE s.company_id = p_company_id AND s.id = ANY (inserted_ids)
             AND s.status = 'failed' AND s.promo_code IS NOT NULL) THEN
    PERFORM 1 FROM promo_codes c
      WHERE c.company_id = p_company_id AND c.id IN (
        SELECT r.promo_code_id FROM promo_redemptions r
        JOIN sales s ON s.company_id = r.company_id AND s.kiosk_id = r.kiosk_id AND s.external_id = r.order_id
        WHERE r.company_id = p_company_id AND r.released_at IS NULL AND s.id = ANY (inserted_ids)
          AND s.status = 'failed')
      ORDER BY c.id FOR UPDATE;
    WITH released AS (
      UPDATE promo_redemptions r SET released_at = now()
      FROM sales s
      WHERE r.company_id = p_company_id AND s.company_id = p_company_id AND s.id = ANY (inserted_ids)
        AND s.status = 'failed' AND r.kiosk_id = s.kiosk_id AND r.order_id = s.external_id AND r.released_at IS NULL
      RETURNING r.promo_code_id
    )
    UPDATE promo_codes c SET uses = c.uses - n.released, updated_at = now()
    FROM (SELECT promo_code_id, count(*)::integer AS released FROM released GROUP BY promo_code_id) n
    WHERE c.company_id = p_company_id AND c.id = n.promo_code_id;
  END IF;

  -- A new statement, so a sale committed by a concurrent send of the same id (the insert waited for it) is seen.
  RETURN QUERY
    SELECT b.batch, -1, CASE WHEN b.batch = ANY (disabled_batches) THEN 'disabled' ELSE 'unauthenticated' END, NULL
    FROM jsonb_to_recordset(p_batches) AS b(batch integer)
    WHERE NOT b.batch = ANY (ok_batches)
    UNION ALL
    SELECT b.batch, i.idx,
           CASE WHEN i.id IN (SELECT unnest(unknown_ids)) THEN 'rejected'
                WHEN i.id IN (SELECT unnest(inserted_ids)) THEN 'accepted'
                WHEN existing.content_hash = i.hash THEN 'duplicate'
                ELSE 'rejected' END,
           CASE WHEN i.id IN (SELECT unnest(unknown_ids)) THEN 'unknown_product'
                WHEN i.id IN (SELECT unnest(inserted_ids)) OR existing.content_hash = i.hash THEN NULL
                ELSE 'id_reused' END
    FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, sales jsonb)
    CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS i(idx integer, id uuid, ext text, hash text)
    -- One index lookup per sale. A plain join was planned as a hash join over every sale the kiosks ever sent (the
    -- generic plan expects few), so each call grew with their history; LIMIT 1 (the key is unique) keeps the
    -- planner from flattening the subquery back into that join.
    LEFT JOIN LATERAL (
      SELECT e.content_hash FROM sales e
      WHERE e.company_id = p_company_id AND e.kiosk_id = b.kiosk AND e.external_id = i.ext
      LIMIT 1
    ) existing ON true
    WHERE b.batch = ANY (ok_batches);
  PERFORM set_config('app.company_id', coalesce(previous, ''), true);
END $$;

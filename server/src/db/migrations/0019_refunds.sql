-- Refunds (issue 25 part 1; docs/decisions/043-money.md). A sale keeps what was given back of it
-- (`refunded_cents`, never beyond its total) and becomes `refunded` once it is all; each refund is its own row, made
-- by a back-office user or reported by the sale's kiosk, under an id its sender chose so that a replay finds it.

ALTER TABLE "sales" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A sale its kiosk reported refunded gave all of it back.
DO $$
DECLARE c uuid;
BEGIN
  FOR c IN SELECT id FROM companies LOOP
    PERFORM set_config('app.company_id', c::text, true);
    UPDATE sales SET refunded_cents = total_cents WHERE company_id = c AND status = 'refunded';
  END LOOP;
  PERFORM set_config('app.company_id', '', true);
END $$;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_refunded_check" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "total_cents" AND ("status" <> 'refunded' OR "refunded_cents" = "total_cents"));--> statement-breakpoint

-- The refunds. `id` is the sender's (a back-office form's uuid, a kiosk's own refund id), unique per kiosk as order
-- ids are; `content_hash` tells a replay from another refund under that id. `items` optionally names the units given
-- back ([{product_id, quantity}]); `created_by_name` keeps who refunded after the user is gone.
CREATE TABLE "sale_refunds" (
	"company_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"id" text NOT NULL,
	"sale_id" uuid NOT NULL,
	"source" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "sale_refunds_pk" PRIMARY KEY("company_id","kiosk_id","id"),
	CONSTRAINT "sale_refunds_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "sale_refunds_source_check" CHECK ("source" IN ('user', 'kiosk'))
);--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_refunds_sale_idx" ON "sale_refunds" USING btree ("company_id","sale_id","created_at");--> statement-breakpoint
ALTER TABLE "sale_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sale_refunds" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sale_refunds" USING (company_id = app_current_company_id()) WITH CHECK (company_id = app_current_company_id());--> statement-breakpoint

-- Company Admin gets `refund sales` in every existing company, as product.md's table says (a renamed or new role is
-- left as it is).
DO $$
DECLARE c uuid;
BEGIN
  FOR c IN SELECT id FROM companies WHERE NOT is_platform LOOP
    PERFORM set_config('app.company_id', c::text, true);
    UPDATE roles SET permissions = permissions || ARRAY['refund sales']
      WHERE company_id = c AND name = 'Company Admin' AND NOT permissions @> ARRAY['refund sales'];
  END LOOP;
  PERFORM set_config('app.company_id', '', true);
END $$;--> statement-breakpoint
-- Ingestion writes what a kiosk reported refunded as refunded in full (0017's function with that column).
-- Batches of sales from kiosks of one company, in one statement so that one round trip and one commit cover them
-- all (docs/decisions/011-sales-ingestion.md): the server gathers the batches that arrive while earlier ones are
-- being written. p_batches = [{batch, kiosk, key_hash, sales: [{idx, id, ext, occurred_at, subtotal, discount,
-- total, item_count, payment, promo, status, hash, items: [{line, product_id, quantity, unit_price_cents}]}]}]; the
-- caller has checked each sale's shape and arithmetic, and `id` (ours) is unique. A batch whose key is unknown answers
-- one row (batch, -1, 'unauthenticated'), a disabled kiosk's (batch, -1, 'disabled'); every other sale is answered
-- accepted (stored now, with its items, the stock of its trays and every rollup that counts it: the kiosk's hours
-- and days, the company's hours, the products' and promo codes' days, and its owner's; docs/decisions/019-sales-
-- rollups.md and 026-client-scope-reads.md; a failed sale gives back its code's redemption; a refunded one has given
-- back all of its total, decision 043), duplicate (stored before, or by an earlier sale of this call, with the same content
-- hash) or rejected with a reason (an unknown product, an order id reused with other contents, a time the database
-- cannot hold or from long before the kiosk, a promo code the order did not redeem: docs/decisions/025-sales-edges.md).
-- Reads that grow with a company's history stay out of it (decision 011, "Plans that stay flat").
CREATE OR REPLACE FUNCTION app_ingest_sales(p_company_id uuid, p_batches jsonb)
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
  failed_kiosks uuid[];
  failed_orders text[];
  refused_ids uuid[];
  refused_reasons text[];
BEGIN
  PERFORM set_config('app.company_id', p_company_id::text, true);
  -- Each batch's key must be its kiosk's (see app_device_authenticate).
  SELECT coalesce(array_agg(b.batch) FILTER (WHERE k.active), '{}'),
         coalesce(array_agg(b.batch) FILTER (WHERE NOT k.active), '{}')
    INTO ok_batches, disabled_batches
    FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, key_hash text)
    JOIN kiosks k ON k.company_id = p_company_id AND k.id = b.kiosk AND k.api_key_hash = b.key_hash
      AND k.deleted_at IS NULL;

  -- Locks, always a code before a redemption (as redeem and release take them), so no two calls wait in a circle.
  -- The codes whose redemption a failed sale of this call gives back (below), locked as redeem does.
  PERFORM 1 FROM promo_codes c
    WHERE c.company_id = p_company_id AND c.id IN (
      SELECT r.promo_code_id
      FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, sales jsonb)
      CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS s(ext text, promo text, status text)
      JOIN promo_redemptions r ON r.company_id = p_company_id AND r.kiosk_id = b.kiosk AND r.order_id = s.ext
      WHERE b.batch = ANY (ok_batches) AND s.status = 'failed' AND s.promo IS NOT NULL AND r.released_at IS NULL)
    ORDER BY c.id FOR UPDATE;
  -- The redemptions that paid or refunded sales of this call name, held until the commit: a release of one waits for
  -- it, then finds the sale and is refused; a release committed first is seen below, and the sale is rejected.
  PERFORM 1 FROM promo_redemptions r
    WHERE r.company_id = p_company_id AND (r.kiosk_id, r.order_id) IN (
      SELECT b.kiosk, s.ext
      FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, sales jsonb)
      CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS s(ext text, promo text, status text)
      WHERE b.batch = ANY (ok_batches) AND s.status <> 'failed' AND s.promo IS NOT NULL)
    ORDER BY r.id FOR SHARE;

  -- Sales refused for their values, each alone: a time the database cannot hold or from before the kiosk existed
  -- (less a year: kiosks sell before they are registered, and a year of past may be replayed; decision 025), and a
  -- paid or refunded sale naming a code that this order did not redeem, or with another discount than its redemption.
  -- A failed sale's code is not checked: it never counts, and it gives back its redemption if one is live.
  SELECT coalesce(array_agg(v.id), '{}'), coalesce(array_agg(v.reason), '{}')
    INTO refused_ids, refused_reasons
    FROM (
      SELECT s.id,
             CASE WHEN t.at IS NULL THEN 'bad_time'
                  WHEN t.at < k.created_at - interval '366 days' THEN 'before_kiosk'
                  WHEN s.promo IS NULL OR s.status = 'failed' THEN NULL
                  WHEN c.id IS NULL THEN 'unknown_promo_code'
                  WHEN r.id IS NULL THEN 'promo_not_redeemed'
                  WHEN r.discount_cents <> s.discount THEN 'promo_discount_mismatch'
             END AS reason
      FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, sales jsonb)
      JOIN kiosks k ON k.company_id = p_company_id AND k.id = b.kiosk
      CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS s(
        id uuid, ext text, occurred_at text, discount integer, promo text, status text)
      CROSS JOIN LATERAL (SELECT app_try_instant(s.occurred_at) AS at) t
      LEFT JOIN promo_codes c ON s.promo IS NOT NULL AND c.company_id = p_company_id AND lower(c.code) = lower(s.promo)
      LEFT JOIN promo_redemptions r ON r.company_id = p_company_id AND r.kiosk_id = b.kiosk AND r.order_id = s.ext
        AND r.promo_code_id = c.id AND r.released_at IS NULL
      WHERE b.batch = ANY (ok_batches)
    ) v
    WHERE v.reason IS NOT NULL;

  WITH input AS (
    SELECT b.kiosk AS kiosk_id, k.timezone, s.id, s.ext, app_try_instant(s.occurred_at) AS occurred_at, s.subtotal,
           s.discount, s.total, s.item_count, s.payment, s.promo, s.status, s.hash, s.items
    FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, sales jsonb)
    JOIN kiosks k ON k.company_id = p_company_id AND k.id = b.kiosk
    CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS s(
      id uuid, ext text, occurred_at text, subtotal integer, discount integer, total integer,
      item_count integer, payment text, promo text, status text, hash text, items jsonb)
    WHERE b.batch = ANY (ok_batches) AND NOT s.id = ANY (refused_ids)
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
                       discount_cents, total_cents, refunded_cents, item_count, payment_method, promo_code, status,
                       content_hash)
    SELECT p_company_id, i.id, i.kiosk_id, i.ext, i.occurred_at,
           (i.occurred_at AT TIME ZONE i.timezone)::date,
           extract(hour FROM i.occurred_at AT TIME ZONE i.timezone)::smallint,
           i.subtotal, i.discount, i.total, CASE WHEN i.status = 'refunded' THEN i.total ELSE 0 END, i.item_count,
           i.payment, i.promo, i.status, i.hash
    FROM input i
    WHERE i.id NOT IN (SELECT u.sale_id FROM unknown u)
    ON CONFLICT (company_id, kiosk_id, external_id) DO NOTHING
    RETURNING id, kiosk_id, external_id, occurred_at, local_date, local_hour, total_cents, discount_cents, item_count,
              status, promo_code
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
  -- The company's hours across its kiosks (migration 0012): what company-wide analytics read, 24 rows a day.
  company_hourly AS (
    INSERT INTO company_hourly_sales AS ch (company_id, local_date, local_hour, orders, items, revenue_cents,
                                            discount_cents, refunds, refunded_cents)
    SELECT p_company_id, s.local_date, s.local_hour,
           count(*) FILTER (WHERE s.status = 'paid'),
           coalesce(sum(s.item_count) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.discount_cents) FILTER (WHERE s.status = 'paid'), 0),
           count(*) FILTER (WHERE s.status = 'refunded'),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'refunded'), 0)
    FROM inserted s
    WHERE s.status <> 'failed'
    GROUP BY s.local_date, s.local_hour
    ON CONFLICT (company_id, local_date, local_hour) DO UPDATE SET
      orders = ch.orders + excluded.orders,
      items = ch.items + excluded.items,
      revenue_cents = ch.revenue_cents + excluded.revenue_cents,
      discount_cents = ch.discount_cents + excluded.discount_cents,
      refunds = ch.refunds + excluded.refunds,
      refunded_cents = ch.refunded_cents + excluded.refunded_cents
  ),
  -- The day rollups (migration 0007, docs/decisions/019-sales-rollups.md), counted like the hourly one above.
  daily AS (
    INSERT INTO kiosk_daily_sales AS d (company_id, kiosk_id, local_date, orders, items, revenue_cents,
                                        discount_cents, refunds, refunded_cents)
    SELECT p_company_id, s.kiosk_id, s.local_date,
           count(*) FILTER (WHERE s.status = 'paid'),
           coalesce(sum(s.item_count) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.discount_cents) FILTER (WHERE s.status = 'paid'), 0),
           count(*) FILTER (WHERE s.status = 'refunded'),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'refunded'), 0)
    FROM inserted s
    WHERE s.status <> 'failed'
    GROUP BY s.kiosk_id, s.local_date
    ON CONFLICT (company_id, kiosk_id, local_date) DO UPDATE SET
      orders = d.orders + excluded.orders,
      items = d.items + excluded.items,
      revenue_cents = d.revenue_cents + excluded.revenue_cents,
      discount_cents = d.discount_cents + excluded.discount_cents,
      refunds = d.refunds + excluded.refunds,
      refunded_cents = d.refunded_cents + excluded.refunded_cents
  ),
  product_daily AS (
    INSERT INTO product_daily_sales AS p (company_id, product_id, local_date, orders, quantity, revenue_cents)
    SELECT p_company_id, ln.product_id, s.local_date, count(DISTINCT s.id), sum(ln.quantity),
           sum(ln.quantity::bigint * ln.unit_price_cents)
    FROM inserted s
    JOIN lines ln ON ln.sale_id = s.id
    WHERE s.status = 'paid'
    GROUP BY ln.product_id, s.local_date
    ON CONFLICT (company_id, local_date, product_id) DO UPDATE SET
      orders = p.orders + excluded.orders,
      quantity = p.quantity + excluded.quantity,
      revenue_cents = p.revenue_cents + excluded.revenue_cents
  ),
  -- A client's rollups (migration 0014, docs/decisions/026-client-scope-reads.md), counted like the company's above
  -- from what this statement inserted: per kiosk and product, and per owner (a kiosk without one counts for nobody).
  kiosk_product_daily AS (
    INSERT INTO kiosk_product_daily_sales AS r (company_id, kiosk_id, local_date, product_id, orders, quantity,
                                                revenue_cents)
    SELECT p_company_id, s.kiosk_id, s.local_date, ln.product_id, count(DISTINCT s.id), sum(ln.quantity),
           sum(ln.quantity::bigint * ln.unit_price_cents)
    FROM inserted s
    JOIN lines ln ON ln.sale_id = s.id
    WHERE s.status = 'paid'
    GROUP BY s.kiosk_id, s.local_date, ln.product_id
    ON CONFLICT (company_id, kiosk_id, local_date, product_id) DO UPDATE SET
      orders = r.orders + excluded.orders,
      quantity = r.quantity + excluded.quantity,
      revenue_cents = r.revenue_cents + excluded.revenue_cents
  ),
  owned AS (
    SELECT s.*, k.owner_id
    FROM inserted s
    JOIN kiosks k ON k.company_id = p_company_id AND k.id = s.kiosk_id
    WHERE k.owner_id IS NOT NULL
  ),
  owner_hourly AS (
    INSERT INTO owner_hourly_sales AS oh (company_id, owner_id, local_date, local_hour, orders, items, revenue_cents,
                                          discount_cents, refunds, refunded_cents)
    SELECT p_company_id, s.owner_id, s.local_date, s.local_hour,
           count(*) FILTER (WHERE s.status = 'paid'),
           coalesce(sum(s.item_count) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.discount_cents) FILTER (WHERE s.status = 'paid'), 0),
           count(*) FILTER (WHERE s.status = 'refunded'),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'refunded'), 0)
    FROM owned s
    WHERE s.status <> 'failed'
    GROUP BY s.owner_id, s.local_date, s.local_hour
    ON CONFLICT (company_id, owner_id, local_date, local_hour) DO UPDATE SET
      orders = oh.orders + excluded.orders,
      items = oh.items + excluded.items,
      revenue_cents = oh.revenue_cents + excluded.revenue_cents,
      discount_cents = oh.discount_cents + excluded.discount_cents,
      refunds = oh.refunds + excluded.refunds,
      refunded_cents = oh.refunded_cents + excluded.refunded_cents
  ),
  owner_product_daily AS (
    INSERT INTO owner_product_daily_sales AS op (company_id, owner_id, local_date, product_id, orders, quantity,
                                                 revenue_cents)
    SELECT p_company_id, s.owner_id, s.local_date, ln.product_id, count(DISTINCT s.id), sum(ln.quantity),
           sum(ln.quantity::bigint * ln.unit_price_cents)
    FROM owned s
    JOIN lines ln ON ln.sale_id = s.id
    WHERE s.status = 'paid'
    GROUP BY s.owner_id, s.local_date, ln.product_id
    ON CONFLICT (company_id, owner_id, local_date, product_id) DO UPDATE SET
      orders = op.orders + excluded.orders,
      quantity = op.quantity + excluded.quantity,
      revenue_cents = op.revenue_cents + excluded.revenue_cents
  ),
  promo_daily AS (
    INSERT INTO promo_daily_sales AS c (company_id, kiosk_id, local_date, code, orders, discount_cents, revenue_cents)
    SELECT p_company_id, s.kiosk_id, s.local_date, upper(s.promo_code), count(*), sum(s.discount_cents),
           sum(s.total_cents)
    FROM inserted s
    WHERE s.status = 'paid' AND s.promo_code IS NOT NULL
    GROUP BY s.kiosk_id, s.local_date, upper(s.promo_code)
    ON CONFLICT (company_id, kiosk_id, local_date, code) DO UPDATE SET
      orders = c.orders + excluded.orders,
      discount_cents = c.discount_cents + excluded.discount_cents,
      revenue_cents = c.revenue_cents + excluded.revenue_cents
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
  SELECT coalesce((SELECT array_agg(s.id) FROM inserted s), '{}'), (SELECT array_agg(u.sale_id) FROM unknown u),
         failed.kiosks, failed.orders
    INTO inserted_ids, unknown_ids, failed_kiosks, failed_orders
    FROM (SELECT array_agg(s.kiosk_id ORDER BY s.id) AS kiosks, array_agg(s.external_id ORDER BY s.id) AS orders
          FROM inserted s WHERE s.status = 'failed' AND s.promo_code IS NOT NULL) failed;

  -- A sale that arrives as failed gives back its promo code's redemption (its code was locked above), found by the
  -- redemption's own key (kiosk, order id) rather than by reading the sales back.
  IF failed_kiosks IS NOT NULL THEN
    WITH released AS (
      UPDATE promo_redemptions r SET released_at = now()
      FROM unnest(failed_kiosks, failed_orders) AS f(kiosk_id, order_id)
      WHERE r.company_id = p_company_id AND r.kiosk_id = f.kiosk_id AND r.order_id = f.order_id
        AND r.released_at IS NULL
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
                WHEN i.id = ANY (refused_ids) THEN refused_reasons[array_position(refused_ids, i.id)]
                ELSE 'id_reused' END
    FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, sales jsonb)
    CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS i(idx integer, id uuid, ext text, hash text)
    -- One index lookup per sale not inserted, none for the others. A plain join was planned as a hash join over every
    -- sale the kiosks ever sent (the generic plan expects few), so each call grew with their history; LIMIT 1 (the
    -- key is unique) keeps the planner from flattening the subquery back into that join.
    LEFT JOIN LATERAL (
      SELECT e.content_hash FROM sales e
      WHERE NOT i.id = ANY (inserted_ids)
        AND e.company_id = p_company_id AND e.kiosk_id = b.kiosk AND e.external_id = i.ext
      LIMIT 1
    ) existing ON true
    WHERE b.batch = ANY (ok_batches);
  PERFORM set_config('app.company_id', coalesce(previous, ''), true);
END $$;
--> statement-breakpoint
-- One refund of one sale (docs/decisions/043-money.md), from the back office (the sale by our id) or from its kiosk
-- (the sale by the kiosk and its order id). p_refund = {sale_id | kiosk_id + order_id, id, amount, reason, items:
-- [{product_id, quantity}], source, created_by, created_by_name, created_at, hash}; the caller has checked its shape.
-- The sale is locked first, so refunds of one sale take turns and never give back more than it paid, however many
-- arrive at once. Answers one row: accepted (stored now, the sale and every rollup that counts it adjusted in its own
-- local day and hour), duplicate (this id was stored before with the same contents; nothing changes) or rejected with
-- a reason: unknown_order, id_reused, not_paid, beyond_paid, item_not_sold, item_beyond_sold.
--
-- A sale counts in the rollups as: paid → one order, its items, revenue total − refunded, its discount, refunded;
-- refunded → one refund and refunded (decision 019). So a part refund lowers revenue and raises refunded by its
-- amount; the last part also moves the order, its items and its discount out of the paid figures, and its lines out
-- of the products' (which count paid sales only). A refunded order's promo code use is not given back (decision 025).
CREATE OR REPLACE FUNCTION app_refund_sale(p_company_id uuid, p_refund jsonb)
RETURNS TABLE (outcome text, reason text, sale_id uuid)
LANGUAGE plpgsql VOLATILE
AS $$
#variable_conflict use_column
DECLARE
  previous text := current_setting('app.company_id', true);
  r record;
  s record;
  existing record;
  kiosk_owner uuid;
  amount integer := (p_refund->>'amount')::integer;
  closes boolean;
  d_orders integer := 0;
  d_items integer := 0;
  d_discount integer := 0;
  d_refunds integer := 0;
  bad_item text;
BEGIN
  PERFORM set_config('app.company_id', p_company_id::text, true);
  SELECT x.* INTO s FROM sales x
    WHERE x.company_id = p_company_id
      AND CASE WHEN p_refund ? 'sale_id' THEN x.id = (p_refund->>'sale_id')::uuid
               ELSE x.kiosk_id = (p_refund->>'kiosk_id')::uuid AND x.external_id = p_refund->>'order_id' END
    FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'rejected', 'unknown_order', NULL::uuid;
    PERFORM set_config('app.company_id', coalesce(previous, ''), true);
    RETURN;
  END IF;

  SELECT e.sale_id, e.content_hash INTO existing FROM sale_refunds e
    WHERE e.company_id = p_company_id AND e.kiosk_id = s.kiosk_id AND e.id = p_refund->>'id';
  IF FOUND THEN
    RETURN QUERY SELECT CASE WHEN existing.sale_id = s.id AND existing.content_hash = p_refund->>'hash'
                             THEN 'duplicate' ELSE 'rejected' END,
                        CASE WHEN existing.sale_id = s.id AND existing.content_hash = p_refund->>'hash'
                             THEN NULL ELSE 'id_reused' END,
                        s.id;
    PERFORM set_config('app.company_id', coalesce(previous, ''), true);
    RETURN;
  END IF;

  -- Named units: products of this sale, never more of one than it sold less what earlier refunds named.
  SELECT CASE WHEN sold.quantity IS NULL THEN 'item_not_sold' ELSE 'item_beyond_sold' END INTO bad_item
    FROM jsonb_to_recordset(coalesce(p_refund->'items', '[]')) AS i(product_id uuid, quantity integer)
    LEFT JOIN LATERAL (
      SELECT sum(l.quantity) AS quantity FROM sale_items l
      WHERE l.company_id = p_company_id AND l.sale_id = s.id AND l.product_id = i.product_id
    ) sold ON true
    LEFT JOIN LATERAL (
      SELECT coalesce(sum((g->>'quantity')::integer), 0) AS quantity
      FROM sale_refunds e CROSS JOIN LATERAL jsonb_array_elements(e.items) g
      WHERE e.company_id = p_company_id AND e.sale_id = s.id AND (g->>'product_id')::uuid = i.product_id
    ) given ON true
    WHERE sold.quantity IS NULL OR i.quantity > sold.quantity - given.quantity
    LIMIT 1;

  outcome := 'rejected';
  reason := CASE WHEN s.status = 'failed' THEN 'not_paid'
                 WHEN amount > s.total_cents - s.refunded_cents THEN 'beyond_paid'
                 ELSE bad_item END;
  IF reason IS NOT NULL THEN
    RETURN QUERY SELECT outcome, reason, s.id;
    PERFORM set_config('app.company_id', coalesce(previous, ''), true);
    RETURN;
  END IF;

  -- A copy with this id for another sale of the kiosk, committed while we waited, wins: this one reused its id.
  INSERT INTO sale_refunds (company_id, kiosk_id, id, sale_id, source, amount_cents, reason, items, created_by,
                            created_by_name, created_at, content_hash)
    VALUES (p_company_id, s.kiosk_id, p_refund->>'id', s.id, p_refund->>'source', amount, p_refund->>'reason',
            coalesce(p_refund->'items', '[]'), (p_refund->>'created_by')::uuid, p_refund->>'created_by_name',
            (p_refund->>'created_at')::timestamptz, p_refund->>'hash')
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'rejected', 'id_reused', s.id;
    PERFORM set_config('app.company_id', coalesce(previous, ''), true);
    RETURN;
  END IF;

  closes := s.refunded_cents + amount = s.total_cents;
  UPDATE sales x SET refunded_cents = x.refunded_cents + amount,
                     status = CASE WHEN closes THEN 'refunded' ELSE x.status END
    WHERE x.company_id = p_company_id AND x.id = s.id;
  IF closes THEN
    d_orders := -1; d_items := -s.item_count; d_discount := -s.discount_cents; d_refunds := 1;
  END IF;

  -- The same tables in the order ingestion names them.
  UPDATE kiosk_hourly_sales h SET orders = h.orders + d_orders, items = h.items + d_items,
      revenue_cents = h.revenue_cents - amount, discount_cents = h.discount_cents + d_discount,
      refunds = h.refunds + d_refunds, refunded_cents = h.refunded_cents + amount
    WHERE h.company_id = p_company_id AND h.kiosk_id = s.kiosk_id AND h.local_date = s.local_date
      AND h.local_hour = s.local_hour;
  UPDATE company_hourly_sales h SET orders = h.orders + d_orders, items = h.items + d_items,
      revenue_cents = h.revenue_cents - amount, discount_cents = h.discount_cents + d_discount,
      refunds = h.refunds + d_refunds, refunded_cents = h.refunded_cents + amount
    WHERE h.company_id = p_company_id AND h.local_date = s.local_date AND h.local_hour = s.local_hour;
  UPDATE kiosk_daily_sales d SET orders = d.orders + d_orders, items = d.items + d_items,
      revenue_cents = d.revenue_cents - amount, discount_cents = d.discount_cents + d_discount,
      refunds = d.refunds + d_refunds, refunded_cents = d.refunded_cents + amount
    WHERE d.company_id = p_company_id AND d.kiosk_id = s.kiosk_id AND d.local_date = s.local_date;
  SELECT k.owner_id INTO kiosk_owner FROM kiosks k WHERE k.company_id = p_company_id AND k.id = s.kiosk_id;
  IF kiosk_owner IS NOT NULL THEN
    UPDATE owner_hourly_sales h SET orders = h.orders + d_orders, items = h.items + d_items,
        revenue_cents = h.revenue_cents - amount, discount_cents = h.discount_cents + d_discount,
        refunds = h.refunds + d_refunds, refunded_cents = h.refunded_cents + amount
      WHERE h.company_id = p_company_id AND h.owner_id = kiosk_owner AND h.local_date = s.local_date
        AND h.local_hour = s.local_hour;
  END IF;

  IF closes THEN
    -- The order leaves the products' paid figures; a row it alone made is removed, as the raw sales would not make it.
    FOR r IN
      SELECT l.product_id, sum(l.quantity)::integer AS quantity, sum(l.quantity::bigint * l.unit_price_cents) AS value
      FROM sale_items l WHERE l.company_id = p_company_id AND l.sale_id = s.id
      GROUP BY l.product_id ORDER BY l.product_id
    LOOP
      UPDATE product_daily_sales p SET orders = p.orders - 1, quantity = p.quantity - r.quantity,
          revenue_cents = p.revenue_cents - r.value
        WHERE p.company_id = p_company_id AND p.local_date = s.local_date AND p.product_id = r.product_id;
      UPDATE kiosk_product_daily_sales p SET orders = p.orders - 1, quantity = p.quantity - r.quantity,
          revenue_cents = p.revenue_cents - r.value
        WHERE p.company_id = p_company_id AND p.kiosk_id = s.kiosk_id AND p.local_date = s.local_date
          AND p.product_id = r.product_id;
      IF kiosk_owner IS NOT NULL THEN
        UPDATE owner_product_daily_sales p SET orders = p.orders - 1, quantity = p.quantity - r.quantity,
            revenue_cents = p.revenue_cents - r.value
          WHERE p.company_id = p_company_id AND p.owner_id = kiosk_owner AND p.local_date = s.local_date
            AND p.product_id = r.product_id;
      END IF;
    END LOOP;
    DELETE FROM product_daily_sales p
      WHERE p.company_id = p_company_id AND p.local_date = s.local_date AND p.orders = 0;
    DELETE FROM kiosk_product_daily_sales p
      WHERE p.company_id = p_company_id AND p.kiosk_id = s.kiosk_id AND p.local_date = s.local_date AND p.orders = 0;
    IF kiosk_owner IS NOT NULL THEN
      DELETE FROM owner_product_daily_sales p
        WHERE p.company_id = p_company_id AND p.owner_id = kiosk_owner AND p.local_date = s.local_date AND p.orders = 0;
    END IF;
  END IF;

  IF s.promo_code IS NOT NULL THEN
    UPDATE promo_daily_sales c SET orders = c.orders + d_orders, discount_cents = c.discount_cents + d_discount,
        revenue_cents = c.revenue_cents - amount
      WHERE c.company_id = p_company_id AND c.kiosk_id = s.kiosk_id AND c.local_date = s.local_date
        AND c.code = upper(s.promo_code);
    DELETE FROM promo_daily_sales c
      WHERE c.company_id = p_company_id AND c.kiosk_id = s.kiosk_id AND c.local_date = s.local_date
        AND c.code = upper(s.promo_code) AND c.orders = 0;
  END IF;

  RETURN QUERY SELECT 'accepted', NULL::text, s.id;
  PERFORM set_config('app.company_id', coalesce(previous, ''), true);
END $$;

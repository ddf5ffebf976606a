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
  releases_codes boolean;
  holds_redemptions boolean;
  held_id uuid;
  released_code uuid;
  released_codes uuid[] := '{}';
BEGIN
  PERFORM set_config('app.company_id', p_company_id::text, true);
  -- Each batch's key must be its kiosk's (see app_device_authenticate).
  SELECT coalesce(array_agg(b.batch) FILTER (WHERE k.active), '{}'),
         coalesce(array_agg(b.batch) FILTER (WHERE NOT k.active), '{}')
    INTO ok_batches, disabled_batches
    FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, key_hash text)
    JOIN kiosks k ON k.company_id = p_company_id AND k.id = b.kiosk AND k.api_key_hash = b.key_hash
      AND k.deleted_at IS NULL;

  -- Which locks this call needs: most calls carry no promo code, and then none. Each lock's query runs only when
  -- needed and starts from this call's sales, one index lookup per sale: a generic plan of it once hashed all of the
  -- company's live redemptions for every batch (0.6 ms a kiosk at 800 redemptions, and growing with the history).
  SELECT coalesce(bool_or(s.status = 'failed'), false), coalesce(bool_or(s.status <> 'failed'), false)
    INTO releases_codes, holds_redemptions
    FROM jsonb_to_recordset(p_batches) AS b(batch integer, sales jsonb)
    CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS s(promo text, status text)
    WHERE b.batch = ANY (ok_batches) AND s.promo IS NOT NULL;

  -- Locks, always a code before a redemption (as redeem and release take them), so no two calls wait in a circle.
  -- The codes whose redemption a failed sale of this call gives back (below), locked as redeem does.
  IF releases_codes THEN
    PERFORM 1 FROM promo_codes c
      WHERE c.company_id = p_company_id AND c.id IN (
        SELECT r.promo_code_id
        FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, sales jsonb)
        CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS s(ext text, promo text, status text)
        CROSS JOIN LATERAL (
          SELECT r.promo_code_id FROM promo_redemptions r
          WHERE r.company_id = p_company_id AND r.kiosk_id = b.kiosk AND r.order_id = s.ext AND r.released_at IS NULL
          LIMIT 1
        ) r
        WHERE b.batch = ANY (ok_batches) AND s.status = 'failed' AND s.promo IS NOT NULL)
      ORDER BY c.id FOR UPDATE;
  END IF;
  -- The redemptions that paid or refunded sales of this call name, held until the commit: a release of one waits for
  -- it, then finds the sale and is refused; a release committed first is seen below, and the sale is rejected.
  -- One by one in id order, each by its key: a set-based lock was free to scan the table instead.
  IF holds_redemptions THEN
    FOR held_id IN
      SELECT DISTINCT named.id
      FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, sales jsonb)
      CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS s(ext text, promo text, status text)
      CROSS JOIN LATERAL (
        SELECT l.id FROM promo_redemptions l
        WHERE l.company_id = p_company_id AND l.kiosk_id = b.kiosk AND l.order_id = s.ext
        LIMIT 1
      ) named
      WHERE b.batch = ANY (ok_batches) AND s.status <> 'failed' AND s.promo IS NOT NULL
      ORDER BY named.id
    LOOP
      PERFORM 1 FROM promo_redemptions r WHERE r.company_id = p_company_id AND r.id = held_id FOR SHARE;
    END LOOP;
  END IF;

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
                  WHEN r.id IS NULL OR r.promo_code_id <> c.id THEN 'promo_not_redeemed'
                  WHEN r.discount_cents <> s.discount THEN 'promo_discount_mismatch'
             END AS reason
      FROM jsonb_to_recordset(p_batches) AS b(batch integer, kiosk uuid, sales jsonb)
      JOIN kiosks k ON k.company_id = p_company_id AND k.id = b.kiosk
      CROSS JOIN LATERAL jsonb_to_recordset(b.sales) AS s(
        id uuid, ext text, occurred_at text, discount integer, promo text, status text)
      CROSS JOIN LATERAL (SELECT app_try_instant(s.occurred_at) AS at) t
      -- Looked up per paid or refunded sale that names a code, each by its unique key (LIMIT 1 keeps each a lookup:
      -- see the locks above; the order's redemption is matched to the code after, or an index of the code's
      -- redemptions would do).
      LEFT JOIN LATERAL (
        SELECT c.id FROM promo_codes c
        WHERE s.promo IS NOT NULL AND s.status <> 'failed'
          AND c.company_id = p_company_id AND lower(c.code) = lower(s.promo)
        LIMIT 1
      ) c ON true
      LEFT JOIN LATERAL (
        SELECT r.id, r.promo_code_id, r.discount_cents FROM promo_redemptions r
        WHERE c.id IS NOT NULL AND r.company_id = p_company_id AND r.kiosk_id = b.kiosk AND r.order_id = s.ext
          AND r.released_at IS NULL
        LIMIT 1
      ) r ON true
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
  -- Each line with the unit cost in force on the sale's local day (migration 0020): frozen here, like its price.
  lines AS (
    SELECT i.id AS sale_id, l.*, c.cost_cents AS unit_cost_cents
    FROM input i
    CROSS JOIN LATERAL jsonb_to_recordset(i.items) AS l(line smallint, product_id uuid, quantity integer, unit_price_cents integer)
    LEFT JOIN LATERAL (
      SELECT pc.cost_cents FROM product_costs pc
      WHERE pc.company_id = p_company_id AND pc.product_id = l.product_id
        AND pc.effective_from <= (i.occurred_at AT TIME ZONE i.timezone)::date
      ORDER BY pc.effective_from DESC
      LIMIT 1
    ) c ON true
  ),
  costs AS (
    SELECT ln.sale_id, sum(ln.quantity::bigint * coalesce(ln.unit_cost_cents, 0)) AS cost
    FROM lines ln GROUP BY ln.sale_id
  ),
  unknown AS (
    SELECT DISTINCT ln.sale_id FROM lines ln
    LEFT JOIN products p ON p.company_id = p_company_id AND p.id = ln.product_id
    WHERE p.id IS NULL
  ),
  -- A second sale of this call with the same kiosk and order id conflicts with the first: it is not inserted.
  inserted AS (
    INSERT INTO sales (company_id, id, kiosk_id, external_id, occurred_at, local_date, local_hour, subtotal_cents,
                       discount_cents, total_cents, refunded_cents, cost_cents, item_count, payment_method,
                       promo_code, status, content_hash)
    SELECT p_company_id, i.id, i.kiosk_id, i.ext, i.occurred_at,
           (i.occurred_at AT TIME ZONE i.timezone)::date,
           extract(hour FROM i.occurred_at AT TIME ZONE i.timezone)::smallint,
           i.subtotal, i.discount, i.total, CASE WHEN i.status = 'refunded' THEN i.total ELSE 0 END, co.cost,
           i.item_count, i.payment, i.promo, i.status, i.hash
    FROM input i
    JOIN costs co ON co.sale_id = i.id
    WHERE i.id NOT IN (SELECT u.sale_id FROM unknown u)
    ON CONFLICT (company_id, kiosk_id, external_id) DO NOTHING
    RETURNING id, kiosk_id, external_id, occurred_at, local_date, local_hour, total_cents, discount_cents, cost_cents,
              item_count, status, promo_code
  ),
  new_items AS (
    INSERT INTO sale_items (company_id, sale_id, line, product_id, product_name, quantity, unit_price_cents,
                            unit_cost_cents)
    SELECT p_company_id, ln.sale_id, ln.line, ln.product_id, p.name, ln.quantity, ln.unit_price_cents, ln.unit_cost_cents
    FROM lines ln
    JOIN inserted s ON s.id = ln.sale_id
    JOIN products p ON p.company_id = p_company_id AND p.id = ln.product_id
  ),
  hourly AS (
    INSERT INTO kiosk_hourly_sales AS h (company_id, kiosk_id, local_date, local_hour, orders, items, revenue_cents,
                                         discount_cents, refunds, refunded_cents, cost_cents)
    SELECT p_company_id, s.kiosk_id, s.local_date, s.local_hour,
           count(*) FILTER (WHERE s.status = 'paid'),
           coalesce(sum(s.item_count) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.discount_cents) FILTER (WHERE s.status = 'paid'), 0),
           count(*) FILTER (WHERE s.status = 'refunded'),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'refunded'), 0),
           coalesce(sum(s.cost_cents) FILTER (WHERE s.status = 'paid'), 0)
    FROM inserted s
    WHERE s.status <> 'failed'
    GROUP BY s.kiosk_id, s.local_date, s.local_hour
    ON CONFLICT (company_id, kiosk_id, local_date, local_hour) DO UPDATE SET
      orders = h.orders + excluded.orders,
      items = h.items + excluded.items,
      revenue_cents = h.revenue_cents + excluded.revenue_cents,
      discount_cents = h.discount_cents + excluded.discount_cents,
      refunds = h.refunds + excluded.refunds,
      refunded_cents = h.refunded_cents + excluded.refunded_cents,
      cost_cents = h.cost_cents + excluded.cost_cents
  ),
  -- The company's hours across its kiosks (migration 0012): what company-wide analytics read, 24 rows a day.
  company_hourly AS (
    INSERT INTO company_hourly_sales AS ch (company_id, local_date, local_hour, orders, items, revenue_cents,
                                            discount_cents, refunds, refunded_cents, cost_cents)
    SELECT p_company_id, s.local_date, s.local_hour,
           count(*) FILTER (WHERE s.status = 'paid'),
           coalesce(sum(s.item_count) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.discount_cents) FILTER (WHERE s.status = 'paid'), 0),
           count(*) FILTER (WHERE s.status = 'refunded'),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'refunded'), 0),
           coalesce(sum(s.cost_cents) FILTER (WHERE s.status = 'paid'), 0)
    FROM inserted s
    WHERE s.status <> 'failed'
    GROUP BY s.local_date, s.local_hour
    ON CONFLICT (company_id, local_date, local_hour) DO UPDATE SET
      orders = ch.orders + excluded.orders,
      items = ch.items + excluded.items,
      revenue_cents = ch.revenue_cents + excluded.revenue_cents,
      discount_cents = ch.discount_cents + excluded.discount_cents,
      refunds = ch.refunds + excluded.refunds,
      refunded_cents = ch.refunded_cents + excluded.refunded_cents,
      cost_cents = ch.cost_cents + excluded.cost_cents
  ),
  -- The day rollups (migration 0007, docs/decisions/019-sales-rollups.md), counted like the hourly one above.
  daily AS (
    INSERT INTO kiosk_daily_sales AS d (company_id, kiosk_id, local_date, orders, items, revenue_cents,
                                        discount_cents, refunds, refunded_cents, cost_cents)
    SELECT p_company_id, s.kiosk_id, s.local_date,
           count(*) FILTER (WHERE s.status = 'paid'),
           coalesce(sum(s.item_count) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.discount_cents) FILTER (WHERE s.status = 'paid'), 0),
           count(*) FILTER (WHERE s.status = 'refunded'),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'refunded'), 0),
           coalesce(sum(s.cost_cents) FILTER (WHERE s.status = 'paid'), 0)
    FROM inserted s
    WHERE s.status <> 'failed'
    GROUP BY s.kiosk_id, s.local_date
    ON CONFLICT (company_id, kiosk_id, local_date) DO UPDATE SET
      orders = d.orders + excluded.orders,
      items = d.items + excluded.items,
      revenue_cents = d.revenue_cents + excluded.revenue_cents,
      discount_cents = d.discount_cents + excluded.discount_cents,
      refunds = d.refunds + excluded.refunds,
      refunded_cents = d.refunded_cents + excluded.refunded_cents,
      cost_cents = d.cost_cents + excluded.cost_cents
  ),
  product_daily AS (
    INSERT INTO product_daily_sales AS p (company_id, product_id, local_date, orders, quantity, revenue_cents,
                                     cost_cents)
    SELECT p_company_id, ln.product_id, s.local_date, count(DISTINCT s.id), sum(ln.quantity),
           sum(ln.quantity::bigint * ln.unit_price_cents), sum(ln.quantity::bigint * coalesce(ln.unit_cost_cents, 0))
    FROM inserted s
    JOIN lines ln ON ln.sale_id = s.id
    WHERE s.status = 'paid'
    GROUP BY ln.product_id, s.local_date
    ON CONFLICT (company_id, local_date, product_id) DO UPDATE SET
      orders = p.orders + excluded.orders,
      quantity = p.quantity + excluded.quantity,
      revenue_cents = p.revenue_cents + excluded.revenue_cents,
      cost_cents = p.cost_cents + excluded.cost_cents
  ),
  -- A client's rollups (migration 0014, docs/decisions/026-client-scope-reads.md), counted like the company's above
  -- from what this statement inserted: per kiosk and product, and per owner (a kiosk without one counts for nobody).
  kiosk_product_daily AS (
    INSERT INTO kiosk_product_daily_sales AS r (company_id, kiosk_id, local_date, product_id, orders, quantity,
                                                revenue_cents, cost_cents)
    SELECT p_company_id, s.kiosk_id, s.local_date, ln.product_id, count(DISTINCT s.id), sum(ln.quantity),
           sum(ln.quantity::bigint * ln.unit_price_cents), sum(ln.quantity::bigint * coalesce(ln.unit_cost_cents, 0))
    FROM inserted s
    JOIN lines ln ON ln.sale_id = s.id
    WHERE s.status = 'paid'
    GROUP BY s.kiosk_id, s.local_date, ln.product_id
    ON CONFLICT (company_id, kiosk_id, local_date, product_id) DO UPDATE SET
      orders = r.orders + excluded.orders,
      quantity = r.quantity + excluded.quantity,
      revenue_cents = r.revenue_cents + excluded.revenue_cents,
      cost_cents = r.cost_cents + excluded.cost_cents
  ),
  owned AS (
    SELECT s.*, k.owner_id
    FROM inserted s
    JOIN kiosks k ON k.company_id = p_company_id AND k.id = s.kiosk_id
    WHERE k.owner_id IS NOT NULL
  ),
  owner_hourly AS (
    INSERT INTO owner_hourly_sales AS oh (company_id, owner_id, local_date, local_hour, orders, items, revenue_cents,
                                          discount_cents, refunds, refunded_cents, cost_cents)
    SELECT p_company_id, s.owner_id, s.local_date, s.local_hour,
           count(*) FILTER (WHERE s.status = 'paid'),
           coalesce(sum(s.item_count) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'paid'), 0),
           coalesce(sum(s.discount_cents) FILTER (WHERE s.status = 'paid'), 0),
           count(*) FILTER (WHERE s.status = 'refunded'),
           coalesce(sum(s.total_cents) FILTER (WHERE s.status = 'refunded'), 0),
           coalesce(sum(s.cost_cents) FILTER (WHERE s.status = 'paid'), 0)
    FROM owned s
    WHERE s.status <> 'failed'
    GROUP BY s.owner_id, s.local_date, s.local_hour
    ON CONFLICT (company_id, owner_id, local_date, local_hour) DO UPDATE SET
      orders = oh.orders + excluded.orders,
      items = oh.items + excluded.items,
      revenue_cents = oh.revenue_cents + excluded.revenue_cents,
      discount_cents = oh.discount_cents + excluded.discount_cents,
      refunds = oh.refunds + excluded.refunds,
      refunded_cents = oh.refunded_cents + excluded.refunded_cents,
      cost_cents = oh.cost_cents + excluded.cost_cents
  ),
  owner_product_daily AS (
    INSERT INTO owner_product_daily_sales AS op (company_id, owner_id, local_date, product_id, orders, quantity,
                                                 revenue_cents, cost_cents)
    SELECT p_company_id, s.owner_id, s.local_date, ln.product_id, count(DISTINCT s.id), sum(ln.quantity),
           sum(ln.quantity::bigint * ln.unit_price_cents), sum(ln.quantity::bigint * coalesce(ln.unit_cost_cents, 0))
    FROM owned s
    JOIN lines ln ON ln.sale_id = s.id
    WHERE s.status = 'paid'
    GROUP BY s.owner_id, s.local_date, ln.product_id
    ON CONFLICT (company_id, owner_id, local_date, product_id) DO UPDATE SET
      orders = op.orders + excluded.orders,
      quantity = op.quantity + excluded.quantity,
      revenue_cents = op.revenue_cents + excluded.revenue_cents,
      cost_cents = op.cost_cents + excluded.cost_cents
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
  -- redemption's own key (kiosk, order id) rather than by reading the sales back, one at a time: failed sales with a
  -- code are rare, and a set-based update was free to scan every redemption instead.
  IF failed_kiosks IS NOT NULL THEN
    FOR i IN 1 .. array_length(failed_kiosks, 1) LOOP
      UPDATE promo_redemptions r SET released_at = now()
        WHERE r.company_id = p_company_id AND r.kiosk_id = failed_kiosks[i] AND r.order_id = failed_orders[i]
          AND r.released_at IS NULL
        RETURNING r.promo_code_id INTO released_code;
      IF FOUND THEN
        released_codes := released_codes || released_code;
      END IF;
    END LOOP;
    UPDATE promo_codes c SET uses = c.uses - n.released, updated_at = now()
    FROM (SELECT code_id, count(*)::integer AS released FROM unnest(released_codes) AS code_id GROUP BY code_id) n
    WHERE c.company_id = p_company_id AND c.id = n.code_id;
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

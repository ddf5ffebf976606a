-- A refund finds its sale with a query for each of its keys (our id from the back office, the kiosk and its order id
-- from the kiosk), not with a CASE between the keys in one query (docs/decisions/043-money.md): a CASE cannot be an
-- index condition, so in the generic plan PL/pgSQL may cache for a function's queries, which knows no refund's key,
-- finding one sale read the company's sales until it met the one named (all of them for an unknown order).
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
  d_cost bigint := 0;
  bad_item text;
BEGIN
  PERFORM set_config('app.company_id', p_company_id::text, true);
  -- A query for each key, not a CASE between them in one: a CASE cannot be an index condition, and in the generic
  -- plan PL/pgSQL may cache for any refund, one that can no longer pick a key reads the company's sales until it
  -- meets the one named (all of them for an order it does not have).
  IF p_refund ? 'sale_id' THEN
    SELECT x.* INTO s FROM sales x
      WHERE x.company_id = p_company_id AND x.id = (p_refund->>'sale_id')::uuid
      FOR UPDATE;
  ELSE
    SELECT x.* INTO s FROM sales x
      WHERE x.company_id = p_company_id AND x.kiosk_id = (p_refund->>'kiosk_id')::uuid
        AND x.external_id = p_refund->>'order_id'
      FOR UPDATE;
  END IF;
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
    d_orders := -1; d_items := -s.item_count; d_discount := -s.discount_cents; d_refunds := 1; d_cost := -s.cost_cents;
  END IF;

  -- The same tables in the order ingestion names them.
  UPDATE kiosk_hourly_sales h SET orders = h.orders + d_orders, items = h.items + d_items,
      revenue_cents = h.revenue_cents - amount, discount_cents = h.discount_cents + d_discount,
      refunds = h.refunds + d_refunds, refunded_cents = h.refunded_cents + amount, cost_cents = h.cost_cents + d_cost
    WHERE h.company_id = p_company_id AND h.kiosk_id = s.kiosk_id AND h.local_date = s.local_date
      AND h.local_hour = s.local_hour;
  UPDATE company_hourly_sales h SET orders = h.orders + d_orders, items = h.items + d_items,
      revenue_cents = h.revenue_cents - amount, discount_cents = h.discount_cents + d_discount,
      refunds = h.refunds + d_refunds, refunded_cents = h.refunded_cents + amount, cost_cents = h.cost_cents + d_cost
    WHERE h.company_id = p_company_id AND h.local_date = s.local_date AND h.local_hour = s.local_hour;
  UPDATE kiosk_daily_sales d SET orders = d.orders + d_orders, items = d.items + d_items,
      revenue_cents = d.revenue_cents - amount, discount_cents = d.discount_cents + d_discount,
      refunds = d.refunds + d_refunds, refunded_cents = d.refunded_cents + amount, cost_cents = d.cost_cents + d_cost
    WHERE d.company_id = p_company_id AND d.kiosk_id = s.kiosk_id AND d.local_date = s.local_date;
  SELECT k.owner_id INTO kiosk_owner FROM kiosks k WHERE k.company_id = p_company_id AND k.id = s.kiosk_id;
  IF kiosk_owner IS NOT NULL THEN
    UPDATE owner_hourly_sales h SET orders = h.orders + d_orders, items = h.items + d_items,
        revenue_cents = h.revenue_cents - amount, discount_cents = h.discount_cents + d_discount,
        refunds = h.refunds + d_refunds, refunded_cents = h.refunded_cents + amount,
        cost_cents = h.cost_cents + d_cost
      WHERE h.company_id = p_company_id AND h.owner_id = kiosk_owner AND h.local_date = s.local_date
        AND h.local_hour = s.local_hour;
  END IF;

  IF closes THEN
    -- The order leaves the products' paid figures; a row it alone made is removed, as the raw sales would not make it.
    FOR r IN
      SELECT l.product_id, sum(l.quantity)::integer AS quantity, sum(l.quantity::bigint * l.unit_price_cents) AS value,
             sum(l.quantity::bigint * coalesce(l.unit_cost_cents, 0)) AS cost
      FROM sale_items l WHERE l.company_id = p_company_id AND l.sale_id = s.id
      GROUP BY l.product_id ORDER BY l.product_id
    LOOP
      UPDATE product_daily_sales p SET orders = p.orders - 1, quantity = p.quantity - r.quantity,
          revenue_cents = p.revenue_cents - r.value, cost_cents = p.cost_cents - r.cost
        WHERE p.company_id = p_company_id AND p.local_date = s.local_date AND p.product_id = r.product_id;
      UPDATE kiosk_product_daily_sales p SET orders = p.orders - 1, quantity = p.quantity - r.quantity,
          revenue_cents = p.revenue_cents - r.value, cost_cents = p.cost_cents - r.cost
        WHERE p.company_id = p_company_id AND p.kiosk_id = s.kiosk_id AND p.local_date = s.local_date
          AND p.product_id = r.product_id;
      IF kiosk_owner IS NOT NULL THEN
        UPDATE owner_product_daily_sales p SET orders = p.orders - 1, quantity = p.quantity - r.quantity,
            revenue_cents = p.revenue_cents - r.value, cost_cents = p.cost_cents - r.cost
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

-- A kiosk that changes hands takes its history along: its rows of the per-kiosk rollups leave the old owner's sums
-- and join the new one's (rare, and as many rows as the kiosk has hours and products sold). Sums that reach zero
-- leave: a stored row always counts some sale. Run by the trigger kiosks_owner_history (migration 0014) after an
-- update of a kiosk's owner_id.
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
                                         discount_cents, refunds, refunded_cents, cost_cents)
    SELECT r.company_id, side.owner_id, r.local_date, r.local_hour, side.sign * r.orders, side.sign * r.items,
           side.sign * r.revenue_cents, side.sign * r.discount_cents, side.sign * r.refunds,
           side.sign * r.refunded_cents, side.sign * r.cost_cents
    FROM kiosk_hourly_sales r WHERE r.company_id = NEW.company_id AND r.kiosk_id = NEW.id
    ON CONFLICT (company_id, owner_id, local_date, local_hour) DO UPDATE SET
      orders = h.orders + excluded.orders,
      items = h.items + excluded.items,
      revenue_cents = h.revenue_cents + excluded.revenue_cents,
      discount_cents = h.discount_cents + excluded.discount_cents,
      refunds = h.refunds + excluded.refunds,
      refunded_cents = h.refunded_cents + excluded.refunded_cents,
      cost_cents = h.cost_cents + excluded.cost_cents;
    INSERT INTO owner_product_daily_sales AS o (company_id, owner_id, local_date, product_id, orders, quantity,
                                                revenue_cents, cost_cents)
    SELECT r.company_id, side.owner_id, r.local_date, r.product_id, side.sign * r.orders, side.sign * r.quantity,
           side.sign * r.revenue_cents, side.sign * r.cost_cents
    FROM kiosk_product_daily_sales r WHERE r.company_id = NEW.company_id AND r.kiosk_id = NEW.id
    ON CONFLICT (company_id, owner_id, local_date, product_id) DO UPDATE SET
      orders = o.orders + excluded.orders,
      quantity = o.quantity + excluded.quantity,
      revenue_cents = o.revenue_cents + excluded.revenue_cents,
      cost_cents = o.cost_cents + excluded.cost_cents;
  END LOOP;
  IF OLD.owner_id IS NOT NULL THEN
    DELETE FROM owner_hourly_sales
      WHERE company_id = NEW.company_id AND owner_id = OLD.owner_id AND orders = 0 AND refunds = 0;
    DELETE FROM owner_product_daily_sales
      WHERE company_id = NEW.company_id AND owner_id = OLD.owner_id AND orders = 0;
  END IF;
  RETURN NULL;
END $$;

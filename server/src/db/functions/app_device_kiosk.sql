-- One round trip for every device call but sales: the authenticated kiosk with its company's currency and
-- subdomain and, when asked, a tag that changes whenever its catalog would (products, trays, kiosk, company), so an
-- unchanged catalog answers 304 without reading it. Restores the tenant setting it found.
CREATE OR REPLACE FUNCTION app_device_kiosk(p_company_id uuid, p_kiosk_id uuid, p_key_hash text, p_with_catalog_tag boolean)
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

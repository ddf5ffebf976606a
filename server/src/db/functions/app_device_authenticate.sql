-- The kiosk an API key belongs to. The key names its company and kiosk (server/src/device/api-keys.ts); its SHA-256
-- hash must equal the stored one. Runs as the caller under row-level security: it scopes the transaction to the
-- key's company (app.company_id), which app_device_kiosk keeps for its own statement. Raises FY401
-- for an unknown key and FY403 for a disabled kiosk (our own SQLSTATEs: the API answers 401 and 403).
CREATE OR REPLACE FUNCTION app_device_authenticate(p_company_id uuid, p_kiosk_id uuid, p_key_hash text)
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

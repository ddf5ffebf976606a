-- Whether an email address belongs to platform staff (a user of the platform company, in any status). A company's
-- transaction cannot see platform users (row-level security), and must not: this answers one boolean and nothing
-- else. Runs as the caller under row-level security, like app_device_authenticate: it scopes itself to the
-- platform for its one query and restores the tenant setting it found, so it can be called inside a company's
-- transaction. Callers take app_lock_user_email first, so a platform account committed meanwhile is seen.
CREATE OR REPLACE FUNCTION app_is_platform_staff_email(p_email text)
RETURNS boolean
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  previous text := current_setting('app.company_id', true);
  platform_id uuid := (SELECT c.id FROM companies c WHERE c.is_platform);
  found_user boolean;
BEGIN
  PERFORM set_config('app.company_id', platform_id::text, true);
  SELECT EXISTS (SELECT 1 FROM users u WHERE u.company_id = platform_id AND u.email = lower(btrim(p_email)))
    INTO found_user;
  PERFORM set_config('app.company_id', coalesce(previous, ''), true);
  RETURN found_user;
END $$;

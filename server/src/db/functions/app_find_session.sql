-- The session lookup of every request in one statement (one round trip instead of BEGIN, set_config, SELECT,
-- COMMIT), with the role's user type: clients see only the kiosks they own. Not SECURITY DEFINER: it runs as the
-- caller, so row-level security still applies; it scopes itself to the given company for the duration of its query
-- and then restores whatever tenant setting was there before.
CREATE OR REPLACE FUNCTION app_find_session(p_company_id uuid, p_token_hash text, p_idle_minutes integer)
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

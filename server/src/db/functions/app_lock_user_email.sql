-- Serialises the creation of accounts with one email address across companies until the transaction ends: an
-- invitation into a company and a platform account for the same address, at the same moment, run one after the
-- other, so the company's check (app_is_platform_staff_email) sees the platform account when that one commits first.
CREATE OR REPLACE FUNCTION app_lock_user_email(p_email text)
RETURNS void
LANGUAGE sql VOLATILE
AS $$ SELECT pg_advisory_xact_lock(hashtextextended('users.email:' || lower(btrim(p_email)), 0)) $$;

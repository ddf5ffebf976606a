CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_reset_at_idx" ON "throttle_counters" USING btree ("reset_at");--> statement-breakpoint
-- Whether an email address belongs to platform staff (a user of the platform company, in any status). A company's
-- transaction cannot see platform users (row-level security), and must not: this answers one boolean and nothing
-- else. Runs as the caller under row-level security, like app_device_authenticate (0005): it scopes itself to the
-- platform for its one query and restores the tenant setting it found, so it can be called inside a company's
-- transaction. Callers take app_lock_user_email first, so a platform account committed meanwhile is seen.
CREATE FUNCTION app_is_platform_staff_email(p_email text)
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
--> statement-breakpoint
-- Serialises the creation of accounts with one email address across companies until the transaction ends: an
-- invitation into a company and a platform account for the same address, at the same moment, run one after the
-- other, so the company's check above sees the platform account when that one commits first.
CREATE FUNCTION app_lock_user_email(p_email text)
RETURNS void
LANGUAGE sql VOLATILE
AS $$ SELECT pg_advisory_xact_lock(hashtextextended('users.email:' || lower(btrim(p_email)), 0)) $$;

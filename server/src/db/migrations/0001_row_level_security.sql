-- Row-level security on every tenant table, keyed on the per-transaction setting app.company_id
-- (set with set_config(..., true), i.e. SET LOCAL, so it never outlives the request's transaction).
-- Without the setting a tenant query sees nothing and can write nothing. FORCE makes the policies apply to the
-- tables' owner too; the app itself runs as a separate role without BYPASSRLS (see src/db/app-role.ts).
CREATE FUNCTION app_current_company_id() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT NULLIF(current_setting('app.company_id', true), '')::uuid $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['roles', 'users', 'sessions', 'password_tokens', 'audit_log'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (company_id = app_current_company_id()) '
      'WITH CHECK (company_id = app_current_company_id())', t);
  END LOOP;
END $$;

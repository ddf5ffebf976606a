-- The tenant of the current transaction, from the setting app.company_id (set with set_config(..., true), i.e. SET
-- LOCAL, so it never outlives the request's transaction): every tenant table's row-level security policy compares
-- company_id with it. Without the setting it answers null, so a tenant query sees nothing and can write nothing.
CREATE OR REPLACE FUNCTION app_current_company_id() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT NULLIF(current_setting('app.company_id', true), '')::uuid $$;

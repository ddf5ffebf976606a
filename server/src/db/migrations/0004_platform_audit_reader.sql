-- Platform staff read the audit trail of every company at once (issue 4: "Super Admins (all)"). A second,
-- SELECT-only policy lets a transaction read all companies' entries when it sets app.audit_all_companies = 'on'
-- (SET LOCAL, like app.company_id). Only the audit service's platform read sets it; writes stay scoped to
-- app.company_id by tenant_isolation, and a query that sets nothing still sees nothing.
CREATE POLICY platform_audit_reader ON audit_log FOR SELECT
  USING (current_setting('app.audit_all_companies', true) = 'on');

-- The exports running now, one row each (docs/decisions/027-export-limits.md): a new export counts its user's and
-- its company's rows to stay within their limits, on whichever app process it runs. A row ends with its export;
-- one whose process died ends with its lease (`expires_at`), which the running export renews.
CREATE TABLE "export_leases" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_leases_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
-- No foreign key to users: platform staff export inside the company whose subdomain they are on, so the user may
-- belong to the platform; a lease outlives its user by a minute at most.
ALTER TABLE "export_leases" ADD CONSTRAINT "export_leases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_leases_user_idx" ON "export_leases" USING btree ("company_id","user_id");--> statement-breakpoint
ALTER TABLE "export_leases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "export_leases" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "export_leases" USING (company_id = app_current_company_id())
  WITH CHECK (company_id = app_current_company_id());

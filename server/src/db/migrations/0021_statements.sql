-- Franchise statements (issue 25 part 3; docs/decisions/043-money.md): each client's terms, and each client's
-- issued monthly statements with the adjustments they carried for earlier months. A draft is never stored: it is
-- worked out from the sales when read. An issued statement is written once (one per client and month) and never
-- changed; its figures are kept as they were answered (`body`), so it reads back the same whatever comes later.

CREATE TABLE "client_terms" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"royalty_basis_points" integer DEFAULT 0 NOT NULL,
	"monthly_fee_cents" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_terms_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "client_terms_values_check" CHECK ("royalty_basis_points" BETWEEN 0 AND 10000 AND "monthly_fee_cents" BETWEEN 0 AND 1000000000)
);--> statement-breakpoint
ALTER TABLE "client_terms" ADD CONSTRAINT "client_terms_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

CREATE TABLE "statements" (
	"company_id" uuid NOT NULL,
	"id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"month" date NOT NULL,
	"royalty_basis_points" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"royalty_cents" bigint NOT NULL,
	"body" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "statements_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "statements_owner_month_key" UNIQUE("company_id","owner_id","month")
);--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- What each issued statement carried for an earlier month: the change of that month's net since it was last billed,
-- and the royalty on it. A month's billed net is its own statement's plus every later adjustment for it.
CREATE TABLE "statement_adjustments" (
	"company_id" uuid NOT NULL,
	"statement_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"for_month" date NOT NULL,
	"net_delta_cents" bigint NOT NULL,
	"royalty_delta_cents" bigint NOT NULL,
	CONSTRAINT "statement_adjustments_pk" PRIMARY KEY("company_id","statement_id","for_month")
);--> statement-breakpoint
ALTER TABLE "statement_adjustments" ADD CONSTRAINT "statement_adjustments_statement_fk" FOREIGN KEY ("company_id","statement_id") REFERENCES "public"."statements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_adjustments_owner_idx" ON "statement_adjustments" USING btree ("company_id","owner_id","for_month");--> statement-breakpoint

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['client_terms', 'statements', 'statement_adjustments'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (company_id = app_current_company_id()) '
      'WITH CHECK (company_id = app_current_company_id())', t);
  END LOOP;
END $$;--> statement-breakpoint

-- `view statements` reaches Company Admin and both client roles of every existing company, as product.md says.
DO $$
DECLARE c uuid;
BEGIN
  FOR c IN SELECT id FROM companies WHERE NOT is_platform LOOP
    PERFORM set_config('app.company_id', c::text, true);
    UPDATE roles SET permissions = permissions || ARRAY['view statements']
      WHERE company_id = c AND name IN ('Company Admin', 'Client', 'Client - Pro')
        AND NOT permissions @> ARRAY['view statements'];
  END LOOP;
  PERFORM set_config('app.company_id', '', true);
END $$;

-- Restocking (issue 24): each tray's par level, the pick lists that pre-kit the van, and the service visits a
-- technician records on a phone, with the permissions and the Field Technician role that reach them.

-- The level a visit fills a tray to: its capacity unless set lower (1…capacity). Written with every new tray.
ALTER TABLE "trays" ADD COLUMN "par_level" integer;--> statement-breakpoint
DO $$
DECLARE c uuid;
BEGIN
  FOR c IN SELECT id FROM companies LOOP
    PERFORM set_config('app.company_id', c::text, true);
    UPDATE trays SET par_level = capacity WHERE company_id = c;
  END LOOP;
  PERFORM set_config('app.company_id', '', true);
END $$;--> statement-breakpoint
ALTER TABLE "trays" ALTER COLUMN "par_level" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trays" ADD CONSTRAINT "trays_par_level_check" CHECK ("par_level" >= 1 AND "par_level" <= "capacity");--> statement-breakpoint

-- A pick list: what to bring to each chosen kiosk for a planned visit time. Its lines are a snapshot taken when it
-- was made (the forecast moves on; the van was loaded from these). It is `done` once every kiosk on it has had a
-- visit that finished after it was made: derived when read, never stored.
CREATE TABLE "restock_pick_lists" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"visit_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restock_pick_lists_company_id_id_pk" PRIMARY KEY("company_id","id")
);--> statement-breakpoint
ALTER TABLE "restock_pick_lists" ADD CONSTRAINT "restock_pick_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restock_pick_lists_created_idx" ON "restock_pick_lists" USING btree ("company_id","created_at");--> statement-breakpoint

CREATE TABLE "restock_pick_list_lines" (
	"company_id" uuid NOT NULL,
	"pick_list_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"kiosk_name" text NOT NULL,
	"tray_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_id" uuid,
	"product_name" text,
	"expected_level" integer NOT NULL,
	"par_level" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "restock_pick_list_lines_pk" PRIMARY KEY("company_id","pick_list_id","tray_id"),
	CONSTRAINT "restock_pick_list_lines_quantity_check" CHECK ("quantity" >= 0)
);--> statement-breakpoint
ALTER TABLE "restock_pick_list_lines" ADD CONSTRAINT "restock_pick_list_lines_list_fk" FOREIGN KEY ("company_id","pick_list_id") REFERENCES "public"."restock_pick_lists"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restock_pick_list_lines_kiosk_idx" ON "restock_pick_list_lines" USING btree ("company_id","kiosk_id");--> statement-breakpoint

-- A service visit. Its id is made by the phone that recorded it (it may have been written offline and sent later,
-- perhaps more than once): a replay finds the row; `payload_hash` tells a replay from another visit under that id.
CREATE TABLE "service_visits" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"technician_id" uuid,
	"technician_name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"cleaned" boolean NOT NULL,
	"temperature_c" double precision,
	"notes" text DEFAULT '' NOT NULL,
	"payload_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_visits_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "service_visits_times_check" CHECK ("finished_at" >= "started_at")
);--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_kiosk_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_visits_kiosk_idx" ON "service_visits" USING btree ("company_id","kiosk_id","finished_at");--> statement-breakpoint
CREATE INDEX "service_visits_finished_idx" ON "service_visits" USING btree ("company_id","finished_at");--> statement-breakpoint

-- Per tray of a visit: the level the back office expected on arrival, what was counted, added and removed, and the
-- level left. Shrinkage is expected − counted (units gone without a sale; negative when more was found). The
-- product and position are the tray's at the visit, so the history survives a tray's later edits.
CREATE TABLE "service_visit_trays" (
	"company_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"tray_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_id" uuid,
	"product_name" text,
	"expected" integer NOT NULL,
	"counted" integer NOT NULL,
	"added" integer NOT NULL,
	"removed" integer NOT NULL,
	"removed_reason" text,
	"level_after" integer NOT NULL,
	"shrinkage" integer NOT NULL,
	CONSTRAINT "service_visit_trays_pk" PRIMARY KEY("company_id","visit_id","tray_id"),
	CONSTRAINT "service_visit_trays_counts_check" CHECK ("counted" >= 0 AND "added" >= 0 AND "removed" >= 0 AND "level_after" >= 0),
	CONSTRAINT "service_visit_trays_reason_check" CHECK (("removed" = 0) = ("removed_reason" IS NULL) AND ("removed_reason" IS NULL OR "removed_reason" IN ('expired', 'damaged', 'other')))
);--> statement-breakpoint
ALTER TABLE "service_visit_trays" ADD CONSTRAINT "service_visit_trays_visit_fk" FOREIGN KEY ("company_id","visit_id") REFERENCES "public"."service_visits"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['restock_pick_lists', 'restock_pick_list_lines', 'service_visits', 'service_visit_trays'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (company_id = app_current_company_id()) '
      'WITH CHECK (company_id = app_current_company_id())', t);
  END LOOP;
END $$;--> statement-breakpoint

-- The new permissions reach the seeded roles of every existing company as product.md's table now says: Company
-- Admin and both client roles get `view restock` and `edit restock` (a client only for their own kiosks), and each
-- company gains the Field Technician staff role. Roles an admin renamed or made are left as they are.
DO $$
DECLARE c uuid;
BEGIN
  FOR c IN SELECT id FROM companies WHERE NOT is_platform LOOP
    PERFORM set_config('app.company_id', c::text, true);
    UPDATE roles SET permissions = permissions || ARRAY['view restock', 'edit restock']
      WHERE company_id = c AND name IN ('Company Admin', 'Client', 'Client - Pro')
        AND NOT permissions @> ARRAY['view restock'];
    INSERT INTO roles (company_id, id, name, user_type, permissions)
      VALUES (c, gen_random_uuid(), 'Field Technician', 'staff',
        ARRAY['view products', 'view kiosks', 'view dashboard', 'view restock', 'edit restock'])
      ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM set_config('app.company_id', '', true);
END $$;

-- Alerts and notifications (issue 12, docs/decisions/022-alerts-and-jobs.md).
-- Durable jobs, claimed with FOR UPDATE SKIP LOCKED by whichever app process polls first. Not tenant data (like
-- throttle_counters): a payload names the company it works for, and the handler scopes itself to it.
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone NOT NULL,
	"every_seconds" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_every_check" CHECK ("jobs"."every_seconds" IS NULL OR "jobs"."every_seconds" > 0)
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."failed_at" IS NULL;
--> statement-breakpoint
-- Keys the server makes once and every process shares (the VAPID key pair, the unsubscribe links' HMAC key).
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"events" jsonb NOT NULL,
	"quiet_hours_start" text,
	"quiet_hours_end" text,
	"timezone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "notification_settings_quiet_hours_check" CHECK (("notification_settings"."quiet_hours_start" IS NULL) = ("notification_settings"."quiet_hours_end" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE("company_id","endpoint")
);
--> statement-breakpoint
CREATE TABLE "alert_events" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"episode_key" text,
	"kiosk_id" uuid,
	"promo_code_id" uuid,
	"user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"fanned_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_events_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "alert_events_dedupe_key" UNIQUE("company_id","dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"in_inbox" boolean NOT NULL,
	"read_at" timestamp with time zone,
	"email_sent_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"pushed_to" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notifications_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "notifications_event_user_key" UNIQUE("company_id","event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A deleted code leaves its events, without the link (SET NULL of that column only: company_id stays).
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_promo_code_fk" FOREIGN KEY ("company_id","promo_code_id") REFERENCES "public"."promo_codes"("company_id","id") ON DELETE SET NULL ("promo_code_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_event_id_alert_events_company_id_id_fk" FOREIGN KEY ("company_id","event_id") REFERENCES "public"."alert_events"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("company_id","user_id");--> statement-breakpoint
-- One open episode per condition (a kiosk offline, a tray low for one user, …): a second can only begin once the
-- first is closed, whichever process notices it first.
CREATE UNIQUE INDEX "alert_events_open_episode_key" ON "alert_events" USING btree ("company_id","episode_key") WHERE "alert_events"."closed_at" IS NULL AND "alert_events"."episode_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "alert_events_open_kind_idx" ON "alert_events" USING btree ("company_id","kind") WHERE "alert_events"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "alert_events_open_kiosk_idx" ON "alert_events" USING btree ("company_id","kiosk_id","kind") WHERE "alert_events"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("company_id","user_id","created_at","id") WHERE "notifications"."in_inbox";--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("company_id","user_id") WHERE "notifications"."in_inbox" AND "notifications"."read_at" IS NULL;--> statement-breakpoint
-- The new tenant tables get the same row-level security as the others (0001_row_level_security.sql).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notification_settings', 'push_subscriptions', 'alert_events', 'notifications'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (company_id = app_current_company_id()) '
      'WITH CHECK (company_id = app_current_company_id())', t);
  END LOOP;
END $$;

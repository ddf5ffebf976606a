CREATE TABLE "audit_log" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"changes" jsonb,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"subdomain" text,
	"is_platform" boolean DEFAULT false NOT NULL,
	"primary_color_hex" text,
	"primary_logo_path" text,
	"footer_logo_path" text,
	"favicon_path" text,
	"public_site_url" text,
	"tutorial_url" text,
	"manual_url" text,
	"manual_password_hash" text,
	"support_email" text,
	"default_timezone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_id_pk" PRIMARY KEY("id")
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_tokens_company_id_user_id_kind_pk" PRIMARY KEY("company_id","user_id","kind"),
	CONSTRAINT "password_tokens_hash_key" UNIQUE("company_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_type" text NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "roles_company_name_key" UNIQUE("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"company_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"host_company_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_company_id_token_hash_pk" PRIMARY KEY("company_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "users_company_email_key" UNIQUE("company_id","email")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_role_id_roles_company_id_id_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_company_created_idx" ON "audit_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_subdomain_key" ON "companies" USING btree ("subdomain");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_single_platform_key" ON "companies" USING btree ("is_platform") WHERE "companies"."is_platform";--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("company_id","user_id");
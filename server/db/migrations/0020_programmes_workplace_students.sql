CREATE TABLE "programme_email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"programme" varchar(16) NOT NULL,
	"email" varchar(254) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"invited_by" varchar(16),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_email_codes_programme_check" CHECK ("programme_email_codes"."programme" in ('epp', 'student', 'educator'))
);
--> statement-breakpoint
CREATE TABLE "academic_members" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"programme" varchar(16) NOT NULL,
	"email" varchar(254) NOT NULL,
	"institution" text NOT NULL,
	"invited_by_customer_id" integer,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "academic_members_programme_check" CHECK ("academic_members"."programme" in ('student', 'educator'))
);
--> statement-breakpoint
CREATE TABLE "employer_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"domain" varchar(253) NOT NULL,
	"hr_name" text DEFAULT '' NOT NULL,
	"hr_email" varchar(254) NOT NULL,
	"headcount" integer,
	"source" varchar(16) NOT NULL,
	"requested_by_customer_id" integer,
	"confirm_token_hash" varchar(64),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"decided_by" varchar(16),
	"decided_at" timestamp with time zone,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_applications_status_check" CHECK ("employer_applications"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "employer_applications_source_check" CHECK ("employer_applications"."source" in ('employer', 'employee')),
	CONSTRAINT "employer_applications_headcount_check" CHECK ("employer_applications"."headcount" is null or "employer_applications"."headcount" > 0)
);
--> statement-breakpoint
CREATE TABLE "work_emails" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"company_id" integer NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "domain" varchar(253);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "discount_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status" varchar(16) DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "hr_email" varchar(254);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "headcount" integer;--> statement-breakpoint
ALTER TABLE "programme_email_codes" ADD CONSTRAINT "programme_email_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_members" ADD CONSTRAINT "academic_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_members" ADD CONSTRAINT "academic_members_invited_by_customer_id_customers_id_fk" FOREIGN KEY ("invited_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_applications" ADD CONSTRAINT "employer_applications_requested_by_customer_id_customers_id_fk" FOREIGN KEY ("requested_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_emails" ADD CONSTRAINT "work_emails_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_email_codes_customer_idx" ON "programme_email_codes" USING btree ("customer_id","programme","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_members_email_key" ON "academic_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "academic_members_invited_by_idx" ON "academic_members" USING btree ("invited_by_customer_id");--> statement-breakpoint
CREATE INDEX "employer_applications_status_idx" ON "employer_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_applications_confirm_token_key" ON "employer_applications" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "work_emails_email_key" ON "work_emails" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_domain_key" ON "companies" USING btree ("domain");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_discount_bps_check" CHECK ("companies"."discount_bps" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('active', 'suspended'));
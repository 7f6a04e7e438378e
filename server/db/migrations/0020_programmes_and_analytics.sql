CREATE TABLE "analytics_events" (
	"day" date NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_name" varchar(32) NOT NULL,
	"event_timestamp" bigint NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"user_id" varchar(64),
	"user_pseudo_id" varchar(64) NOT NULL,
	"page_name" varchar(128),
	"url" varchar(2048) NOT NULL,
	"source" varchar(256),
	"ip" varchar(64),
	"country" varchar(2),
	"state" varchar(128),
	"city" varchar(128),
	"organization" varchar(256),
	"user_agent" varchar(512),
	"is_bot" boolean DEFAULT false NOT NULL,
	"event_params" jsonb NOT NULL,
	"ecommerce" jsonb,
	"items" jsonb,
	"web_info" jsonb NOT NULL,
	CONSTRAINT "analytics_events_day_id_pk" PRIMARY KEY("day","id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"kind" varchar(24) NOT NULL,
	"key" varchar(256) NOT NULL,
	"label" varchar(256),
	"count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_kind_key_pk" PRIMARY KEY("day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_uniques" (
	"day" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"key" varchar(256) NOT NULL,
	"member" varchar(64) NOT NULL,
	CONSTRAINT "analytics_daily_uniques_kind_day_key_member_pk" PRIMARY KEY("kind","day","key","member")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_vitals" (
	"day" date NOT NULL,
	"page_name" varchar(128) NOT NULL,
	"metric" varchar(8) NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_vitals_day_page_name_metric_bucket_pk" PRIMARY KEY("day","page_name","metric","bucket")
);
--> statement-breakpoint
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
CREATE TABLE "credit_point_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"credit_amount" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_point_exchanges_amounts_check" CHECK ("credit_point_exchanges"."credit_amount" > 0 and "credit_point_exchanges"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" varchar(24) NOT NULL,
	"order_id" integer,
	"exchange_id" integer,
	"claim_id" integer,
	"order_code" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_points_check" CHECK ("points_entries"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_customer_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_refusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_customer_id" integer NOT NULL,
	"referred_customer_id" integer,
	"reason" varchar(16) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_refusals_reason_check" CHECK ("referral_refusals"."reason" in ('self', 'same_email', 'same_address', 'monthly_cap'))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_customer_id" integer NOT NULL,
	"referred_customer_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'signed_up' NOT NULL,
	"friend_promo_code" varchar(64),
	"order_id" integer,
	"ordered_at" timestamp with time zone,
	"reward_amount" integer,
	"reward_currency" varchar(3),
	"rewarded_at" timestamp with time zone,
	"closed_reason" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_state_check" CHECK ("referrals"."state" in ('signed_up', 'ordered', 'rewarded', 'void', 'refused')),
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."referrer_customer_id" <> "referrals"."referred_customer_id"),
	CONSTRAINT "referrals_reward_check" CHECK ("referrals"."reward_amount" is null or "referrals"."reward_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3),
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_claims" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_campaigns_amount_check" CHECK ("reward_campaigns"."amount" > 0 and "reward_campaigns"."max_claims" > 0 and "reward_campaigns"."claimed" >= 0 and "reward_campaigns"."claimed" <= "reward_campaigns"."max_claims"),
	CONSTRAINT "reward_campaigns_kind_check" CHECK (("reward_campaigns"."kind" = 'credit' and "reward_campaigns"."currency" is not null) or ("reward_campaigns"."kind" = 'points' and "reward_campaigns"."currency" is null))
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"kind" varchar(8) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "credit_point_exchanges" ADD CONSTRAINT "credit_point_exchanges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_exchange_id_credit_point_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."credit_point_exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_claim_id_reward_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."reward_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_referrer_customer_id_customers_id_fk" FOREIGN KEY ("referrer_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_referrer_customer_id_customers_id_fk" FOREIGN KEY ("referrer_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_referred_customer_id_customers_id_fk" FOREIGN KEY ("referred_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_customer_id_customers_id_fk" FOREIGN KEY ("referrer_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_customer_id_customers_id_fk" FOREIGN KEY ("referred_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_members" ADD CONSTRAINT "academic_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_members" ADD CONSTRAINT "academic_members_invited_by_customer_id_customers_id_fk" FOREIGN KEY ("invited_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_applications" ADD CONSTRAINT "employer_applications_requested_by_customer_id_customers_id_fk" FOREIGN KEY ("requested_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_emails" ADD CONSTRAINT "work_emails_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_email_codes_customer_idx" ON "programme_email_codes" USING btree ("customer_id","programme","created_at");--> statement-breakpoint
CREATE INDEX "credit_point_exchanges_customer_idx" ON "credit_point_exchanges" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "points_entries_customer_idx" ON "points_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_order_key" ON "points_entries" USING btree ("order_id") WHERE "points_entries"."reason" = 'order_delivered';--> statement-breakpoint
CREATE INDEX "referral_invitations_referrer_idx" ON "referral_invitations" USING btree ("referrer_customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_refusals_once_key" ON "referral_refusals" USING btree ("referrer_customer_id","referred_customer_id","reason");--> statement-breakpoint
CREATE INDEX "referral_refusals_referred_idx" ON "referral_refusals" USING btree ("referred_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_key" ON "referrals" USING btree ("referred_customer_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_customer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_state_idx" ON "referrals" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_campaigns_code_key" ON "reward_campaigns" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_campaign_customer_key" ON "reward_claims" USING btree ("campaign_id","customer_id");--> statement-breakpoint
CREATE INDEX "reward_claims_customer_idx" ON "reward_claims" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_members_email_key" ON "academic_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "academic_members_invited_by_idx" ON "academic_members" USING btree ("invited_by_customer_id");--> statement-breakpoint
CREATE INDEX "employer_applications_status_idx" ON "employer_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_applications_confirm_token_key" ON "employer_applications" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "work_emails_email_key" ON "work_emails" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_domain_key" ON "companies" USING btree ("domain");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_discount_bps_check" CHECK ("companies"."discount_bps" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('active', 'suspended'));--> statement-breakpoint
-- hand-written: analytics_events partitioned by day (decision 0042). drizzle-kit cannot declare partitions: the table it created above is recreated as a partitioned parent; maintainEventPartitions (server/analytics/partitions) creates each day's partition ahead and drops those past ANALYTICS_RETENTION_DAYS.
DROP TABLE "analytics_events";--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"day" date NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_name" varchar(32) NOT NULL,
	"event_timestamp" bigint NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"user_id" varchar(64),
	"user_pseudo_id" varchar(64) NOT NULL,
	"page_name" varchar(128),
	"url" varchar(2048) NOT NULL,
	"source" varchar(256),
	"ip" varchar(64),
	"country" varchar(2),
	"state" varchar(128),
	"city" varchar(128),
	"organization" varchar(256),
	"user_agent" varchar(512),
	"is_bot" boolean DEFAULT false NOT NULL,
	"event_params" jsonb NOT NULL,
	"ecommerce" jsonb,
	"items" jsonb,
	"web_info" jsonb NOT NULL,
	CONSTRAINT "analytics_events_day_id_pk" PRIMARY KEY("day","id")
) PARTITION BY RANGE ("day");

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
ALTER TABLE "credit_point_exchanges" ADD CONSTRAINT "credit_point_exchanges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_exchange_id_credit_point_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."credit_point_exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_claim_id_reward_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."reward_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_point_exchanges_customer_idx" ON "credit_point_exchanges" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "points_entries_customer_idx" ON "points_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_order_key" ON "points_entries" USING btree ("order_id") WHERE "points_entries"."reason" = 'order_delivered';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_campaigns_code_key" ON "reward_campaigns" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_campaign_customer_key" ON "reward_claims" USING btree ("campaign_id","customer_id");--> statement-breakpoint
CREATE INDEX "reward_claims_customer_idx" ON "reward_claims" USING btree ("customer_id","created_at");
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
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_referrer_customer_id_customers_id_fk" FOREIGN KEY ("referrer_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_referrer_customer_id_customers_id_fk" FOREIGN KEY ("referrer_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_referred_customer_id_customers_id_fk" FOREIGN KEY ("referred_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_customer_id_customers_id_fk" FOREIGN KEY ("referrer_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_customer_id_customers_id_fk" FOREIGN KEY ("referred_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_invitations_referrer_idx" ON "referral_invitations" USING btree ("referrer_customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_refusals_once_key" ON "referral_refusals" USING btree ("referrer_customer_id","referred_customer_id","reason");--> statement-breakpoint
CREATE INDEX "referral_refusals_referred_idx" ON "referral_refusals" USING btree ("referred_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_key" ON "referrals" USING btree ("referred_customer_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_customer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_state_idx" ON "referrals" USING btree ("state");
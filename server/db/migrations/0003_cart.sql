CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" varchar(32) NOT NULL,
	"line_key" varchar(64) NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"option_choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"personalization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gift_card" jsonb,
	"name_snapshot" text DEFAULT '' NOT NULL,
	"image_key_snapshot" varchar(160) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"currency" varchar(3) NOT NULL,
	"country" varchar(2) NOT NULL,
	"promotion_code" varchar(64),
	"rid" varchar(200),
	"ran_mid" varchar(200),
	"checked_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"percent_off" integer,
	"amounts_off" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_subtotals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category_slugs" jsonb,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "promo_codes_percent_check" CHECK ("promo_codes"."kind" <> 'percent' or "promo_codes"."percent_off" between 1 and 100),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code"))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_line_key" ON "cart_lines" USING btree ("cart_id","line_key");--> statement-breakpoint
CREATE INDEX "cart_lines_variant_idx" ON "cart_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_customer_key" ON "carts" USING btree ("customer_id") WHERE "carts"."customer_id" is not null and "carts"."checked_out_at" is null;--> statement-breakpoint
CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
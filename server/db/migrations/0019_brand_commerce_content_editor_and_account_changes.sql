CREATE TABLE "email_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"new_email" varchar(254) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_banner_files" (
	"banner_id" integer NOT NULL,
	"width" integer NOT NULL,
	"format" varchar(8) NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "brand_banner_files_banner_id_width_format_pk" PRIMARY KEY("banner_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "brand_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"placement" varchar(16) NOT NULL,
	"category_slug" varchar(128),
	"link" text NOT NULL,
	"alt_text" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"picture_key" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_banners_placement_check" CHECK ("brand_banners"."placement" in ('home', 'category', 'storefront')),
	CONSTRAINT "brand_banners_category_check" CHECK (("brand_banners"."placement" = 'category') = ("brand_banners"."category_slug" is not null)),
	CONSTRAINT "brand_banners_window_check" CHECK ("brand_banners"."ends_at" > "brand_banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "vendor_commission_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"from_bps" integer NOT NULL,
	"to_bps" integer NOT NULL,
	"changed_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_commission_changes_bps_check" CHECK ("vendor_commission_changes"."to_bps" between 0 and 10000 and "vendor_commission_changes"."from_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "product_picture_files" (
	"picture_id" integer NOT NULL,
	"width" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "product_picture_files_picture_id_width_pk" PRIMARY KEY("picture_id","width")
);
--> statement-breakpoint
CREATE TABLE "product_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"alt" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_listings" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"refusal_reason" text,
	"picture_set_key" varchar(32) NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_listings_state_check" CHECK ("vendor_listings"."state" in ('draft', 'pending', 'approved', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "content_drafts" (
	"kind" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"publish_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "content_drafts_kind_entity_id_pk" PRIMARY KEY("kind","entity_id")
);
--> statement-breakpoint
CREATE TABLE "content_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"operator_id" integer,
	"operator_email" varchar(254),
	"action" varchar(24) NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pictures" (
	"key" varchar(64) NOT NULL,
	"width" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pictures_key_width_pk" PRIMARY KEY("key","width")
);
--> statement-breakpoint
CREATE TABLE "content_slug_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"old_path" varchar(260) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_block_texts" (
	"block_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "landing_block_texts_block_id_language_pk" PRIMARY KEY("block_id","language")
);
--> statement-breakpoint
CREATE TABLE "landing_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"revision" varchar(8) NOT NULL,
	"position" integer NOT NULL,
	"type" varchar(24) NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_page_texts" (
	"page_id" integer NOT NULL,
	"revision" varchar(8) NOT NULL,
	"language" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "landing_page_texts_page_id_revision_language_pk" PRIMARY KEY("page_id","revision","language")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(96) NOT NULL,
	"path" varchar(200) NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" varchar(254),
	"draft_saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_saved_by" varchar(254),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_key_unique" UNIQUE("key"),
	CONSTRAINT "landing_pages_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "commission_bps" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vendor_net" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_operator_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "on_behalf_of_vendor_code" varchar(64);--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_banner_files" ADD CONSTRAINT "brand_banner_files_banner_id_brand_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."brand_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_banners" ADD CONSTRAINT "brand_banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_commission_changes" ADD CONSTRAINT "vendor_commission_changes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_picture_files" ADD CONSTRAINT "product_picture_files_picture_id_product_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."product_pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_listings" ADD CONSTRAINT "vendor_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_listings" ADD CONSTRAINT "vendor_listings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_block_texts" ADD CONSTRAINT "landing_block_texts_block_id_landing_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."landing_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_blocks" ADD CONSTRAINT "landing_blocks_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_texts" ADD CONSTRAINT "landing_page_texts_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_requests_customer_idx" ON "email_change_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_banners_picture_key" ON "brand_banners" USING btree ("picture_key");--> statement-breakpoint
CREATE INDEX "brand_banners_brand_idx" ON "brand_banners" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_banners_placement_idx" ON "brand_banners" USING btree ("placement","ends_at");--> statement-breakpoint
CREATE INDEX "vendor_commission_changes_vendor_idx" ON "vendor_commission_changes" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "product_pictures_product_idx" ON "product_pictures" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_listings_picture_set_key" ON "vendor_listings" USING btree ("picture_set_key");--> statement-breakpoint
CREATE INDEX "vendor_listings_vendor_updated_idx" ON "vendor_listings" USING btree ("vendor_id","updated_at","product_id");--> statement-breakpoint
CREATE INDEX "vendor_listings_state_idx" ON "vendor_listings" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "content_drafts_publish_at_idx" ON "content_drafts" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "content_edits_entity_idx" ON "content_edits" USING btree ("kind","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "content_slug_history_path_idx" ON "content_slug_history" USING btree ("kind","language","old_path");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_blocks_position_idx" ON "landing_blocks" USING btree ("page_id","revision","position");--> statement-breakpoint
CREATE INDEX "landing_blocks_page_idx" ON "landing_blocks" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_operator_id_customers_id_fk" FOREIGN KEY ("placed_by_operator_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_vendor_order_idx" ON "order_lines" USING btree ("vendor_code","order_id","status");--> statement-breakpoint
CREATE INDEX "orders_on_behalf_idx" ON "orders" USING btree ("on_behalf_of_vendor_code","created_at") WHERE "orders"."on_behalf_of_vendor_code" is not null;--> statement-breakpoint
-- hand-written: backfill the lines sold before commissions existed at the default rate (DEFAULT_COMMISSION_BPS = 1500, lib/money/commission.ts), rounded half up in integer cents (bigint: line_total * bps can pass int4), then the check drizzle-kit would add before the backfill (decision 0033).
UPDATE "order_lines" SET "commission_bps" = 1500, "commission" = (("line_total"::bigint * 1500 + 5000) / 10000)::integer, "vendor_net" = "line_total" - (("line_total"::bigint * 1500 + 5000) / 10000)::integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_commission_check" CHECK ("commission" >= 0 AND "commission" + "vendor_net" = "line_total");

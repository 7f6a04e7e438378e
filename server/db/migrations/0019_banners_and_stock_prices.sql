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
ALTER TABLE "brand_banner_files" ADD CONSTRAINT "brand_banner_files_banner_id_brand_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."brand_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_banners" ADD CONSTRAINT "brand_banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_banners_picture_key" ON "brand_banners" USING btree ("picture_key");--> statement-breakpoint
CREATE INDEX "brand_banners_brand_idx" ON "brand_banners" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_banners_placement_idx" ON "brand_banners" USING btree ("placement","ends_at");
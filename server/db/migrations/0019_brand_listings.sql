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
ALTER TABLE "product_picture_files" ADD CONSTRAINT "product_picture_files_picture_id_product_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."product_pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_listings" ADD CONSTRAINT "vendor_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_listings" ADD CONSTRAINT "vendor_listings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pictures_product_idx" ON "product_pictures" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_listings_picture_set_key" ON "vendor_listings" USING btree ("picture_set_key");--> statement-breakpoint
CREATE INDEX "vendor_listings_vendor_updated_idx" ON "vendor_listings" USING btree ("vendor_id","updated_at","product_id");--> statement-breakpoint
CREATE INDEX "vendor_listings_state_idx" ON "vendor_listings" USING btree ("state","submitted_at");
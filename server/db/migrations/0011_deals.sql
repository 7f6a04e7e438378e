CREATE TABLE "add_on_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_product_id" integer NOT NULL,
	"add_on_product_id" integer NOT NULL,
	"percent_off" smallint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_on_deals_percent_check" CHECK ("add_on_deals"."percent_off" between 1 and 90),
	CONSTRAINT "add_on_deals_distinct_check" CHECK ("add_on_deals"."main_product_id" <> "add_on_deals"."add_on_product_id")
);
--> statement-breakpoint
CREATE TABLE "combo_deal_items" (
	"combo_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_deal_items_combo_id_product_id_pk" PRIMARY KEY("combo_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "combo_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(48) NOT NULL,
	"name" jsonb NOT NULL,
	"percent_off" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combo_deals_percent_check" CHECK ("combo_deals"."percent_off" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "add_on_deals" ADD CONSTRAINT "add_on_deals_main_product_id_products_id_fk" FOREIGN KEY ("main_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_on_deals" ADD CONSTRAINT "add_on_deals_add_on_product_id_products_id_fk" FOREIGN KEY ("add_on_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_deal_items" ADD CONSTRAINT "combo_deal_items_combo_id_combo_deals_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combo_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_deal_items" ADD CONSTRAINT "combo_deal_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "add_on_deals_main_add_on_key" ON "add_on_deals" USING btree ("main_product_id","add_on_product_id");--> statement-breakpoint
CREATE INDEX "add_on_deals_add_on_idx" ON "add_on_deals" USING btree ("add_on_product_id");--> statement-breakpoint
CREATE INDEX "combo_deal_items_product_idx" ON "combo_deal_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "combo_deals_code_key" ON "combo_deals" USING btree ("code");
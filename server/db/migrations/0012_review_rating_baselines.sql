CREATE TABLE "review_rating_baselines" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_rating_baselines_counts_check" CHECK ("review_rating_baselines"."stars_1" >= 0 and "review_rating_baselines"."stars_2" >= 0 and "review_rating_baselines"."stars_3" >= 0 and "review_rating_baselines"."stars_4" >= 0 and "review_rating_baselines"."stars_5" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_rating_baselines" ADD CONSTRAINT "review_rating_baselines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_images_storage_key" ON "review_images" USING btree ("storage_key");
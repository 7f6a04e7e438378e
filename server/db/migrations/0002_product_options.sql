CREATE TABLE "product_options" (
	"product_id" integer NOT NULL,
	"code" varchar(48) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" jsonb NOT NULL,
	"help" jsonb,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_length" integer,
	"price_deltas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_product_id_code_pk" PRIMARY KEY("product_id","code"),
	CONSTRAINT "product_options_kind_check" CHECK ("product_options"."kind" in ('choice', 'text')),
	CONSTRAINT "product_options_max_length_check" CHECK ("product_options"."max_length" is null or "product_options"."max_length" between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
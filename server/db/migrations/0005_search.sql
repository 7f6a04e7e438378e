CREATE TABLE "search_documents" (
	"language" varchar(8) NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"document" "tsvector" NOT NULL,
	"names" "tsvector" NOT NULL,
	"name_text" text NOT NULL,
	CONSTRAINT "search_documents_language_product_id_pk" PRIMARY KEY("language","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"version" varchar(64) NOT NULL,
	"documents" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"language" varchar(8) NOT NULL,
	"lexeme" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_lexemes_language_lexeme_pk" PRIMARY KEY("language","lexeme")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"language" varchar(8) NOT NULL,
	"term" text NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "search_terms_language_term_pk" PRIMARY KEY("language","term")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_product_idx" ON "search_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_documents_popularity_idx" ON "search_documents" USING btree ("language","popularity" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_documents_category_popularity_idx" ON "search_documents" USING btree ("language","category_id","popularity" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_documents_document_en_idx" ON "search_documents" USING gin ("document") WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_names_en_idx" ON "search_documents" USING gin ("names") WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_en_idx" ON "search_documents" USING gin ("name_text" gin_trgm_ops) WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_document_fr_idx" ON "search_documents" USING gin ("document") WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_names_fr_idx" ON "search_documents" USING gin ("names") WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_fr_idx" ON "search_documents" USING gin ("name_text" gin_trgm_ops) WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_document_de_idx" ON "search_documents" USING gin ("document") WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_names_de_idx" ON "search_documents" USING gin ("names") WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_de_idx" ON "search_documents" USING gin ("name_text" gin_trgm_ops) WHERE language = 'de';
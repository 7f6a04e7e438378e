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
ALTER TABLE "landing_block_texts" ADD CONSTRAINT "landing_block_texts_block_id_landing_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."landing_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_blocks" ADD CONSTRAINT "landing_blocks_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_texts" ADD CONSTRAINT "landing_page_texts_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "landing_blocks_position_idx" ON "landing_blocks" USING btree ("page_id","revision","position");--> statement-breakpoint
CREATE INDEX "landing_blocks_page_idx" ON "landing_blocks" USING btree ("page_id");
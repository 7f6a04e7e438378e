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
CREATE INDEX "content_drafts_publish_at_idx" ON "content_drafts" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "content_edits_entity_idx" ON "content_edits" USING btree ("kind","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "content_slug_history_path_idx" ON "content_slug_history" USING btree ("kind","language","old_path");
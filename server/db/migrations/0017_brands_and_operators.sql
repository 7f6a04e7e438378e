CREATE TABLE "operators" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_document_files" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"file_name" text NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploaded_by_customer_id" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"actor_customer_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by_customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_customer_id" integer,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brand_members" (
	"brand_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_members_brand_id_customer_id_pk" PRIMARY KEY("brand_id","customer_id"),
	CONSTRAINT "brand_members_role_check" CHECK ("brand_members"."role" in ('owner', 'manager', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "brand_pictures" (
	"brand_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"key" varchar(32) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_pictures_brand_id_kind_pk" PRIMARY KEY("brand_id","kind")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(24) DEFAULT 'draft' NOT NULL,
	"vendor_id" integer,
	"legal_name" text NOT NULL,
	"display_name" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"tax_id" varchar(64) DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"address_line" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" varchar(16) DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"policies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"accent_color" varchar(7),
	"notification_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payout" jsonb,
	"created_by_customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_status_check" CHECK ("brands"."status" in ('draft', 'applied', 'changes_requested', 'approved', 'rejected', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "vendor_slug_aliases" (
	"slug" varchar(128) PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_document_files" ADD CONSTRAINT "brand_document_files_document_id_brand_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."brand_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_documents" ADD CONSTRAINT "brand_documents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_events" ADD CONSTRAINT "brand_events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invitations" ADD CONSTRAINT "brand_invitations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_members" ADD CONSTRAINT "brand_members_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pictures" ADD CONSTRAINT "brand_pictures_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_slug_aliases" ADD CONSTRAINT "vendor_slug_aliases_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operators_customer_idx" ON "operators" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "brand_documents_brand_idx" ON "brand_documents" USING btree ("brand_id","kind");--> statement-breakpoint
CREATE INDEX "brand_events_brand_idx" ON "brand_events" USING btree ("brand_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_invitations_token_key" ON "brand_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "brand_invitations_brand_idx" ON "brand_invitations" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_members_customer_idx" ON "brand_members" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_pictures_key" ON "brand_pictures" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_vendor_key" ON "brands" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "brands_status_idx" ON "brands" USING btree ("status","submitted_at");
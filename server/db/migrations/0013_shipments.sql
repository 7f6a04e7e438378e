CREATE TABLE "package_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "package_lines_quantity_check" CHECK ("package_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_code" varchar(64) NOT NULL,
	"carrier" varchar(64),
	"tracking_number" varchar(64),
	"status" integer NOT NULL,
	"estimated_delivery" varchar(10),
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" varchar(160) DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_lines" ADD CONSTRAINT "package_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lines" ADD CONSTRAINT "package_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_lines_order_line_key" ON "package_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "package_lines_package_idx" ON "package_lines" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_order_idx" ON "packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "packages_vendor_idx" ON "packages" USING btree ("vendor_code","status");--> statement-breakpoint
CREATE INDEX "packages_tracking_idx" ON "packages" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "shipment_events_package_idx" ON "shipment_events" USING btree ("package_id","occurred_at");
CREATE TABLE "order_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"kind" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_to_payment" integer DEFAULT 0 NOT NULL,
	"refund_to_store_credit" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"refund_settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_requests_order_idx" ON "order_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_requests_customer_idx" ON "order_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_requests_status_idx" ON "order_requests" USING btree ("status");
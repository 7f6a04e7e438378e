ALTER TABLE "orders" ADD COLUMN "placed_by_operator_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "on_behalf_of_vendor_code" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_operator_id_customers_id_fk" FOREIGN KEY ("placed_by_operator_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_vendor_order_idx" ON "order_lines" USING btree ("vendor_code","order_id","status");--> statement-breakpoint
CREATE INDEX "orders_on_behalf_idx" ON "orders" USING btree ("on_behalf_of_vendor_code","created_at") WHERE "orders"."on_behalf_of_vendor_code" is not null;
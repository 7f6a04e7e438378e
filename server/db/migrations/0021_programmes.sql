ALTER TABLE "referral_refusals" DROP CONSTRAINT "referral_refusals_reason_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reward_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_card_fingerprint_idx" ON "payments" USING btree ("card_fingerprint");--> statement-breakpoint
CREATE INDEX "referrals_reward_due_idx" ON "referrals" USING btree ("reward_due_at") WHERE "referrals"."state" = 'ordered';--> statement-breakpoint
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_reason_check" CHECK ("referral_refusals"."reason" in ('self', 'same_email', 'same_address', 'same_payment', 'monthly_cap'));
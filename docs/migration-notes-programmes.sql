-- Branch "programmes" (issue 19 gaps, decision 0050). Generated locally with
-- `npx drizzle-kit generate --name programmes` to run the tests; to be merged into one migration.

-- 1. Card fingerprints on payments (the same-payment referral guard).
ALTER TABLE "payments" ADD COLUMN "card_fingerprint" varchar(64);
CREATE INDEX "payments_card_fingerprint_idx" ON "payments" USING btree ("card_fingerprint");

-- 2. Referrals: the reward's due date, set by the delivery event; the new refusal reason.
ALTER TABLE "referrals" ADD COLUMN "reward_due_at" timestamp with time zone;
CREATE INDEX "referrals_reward_due_idx" ON "referrals" USING btree ("reward_due_at") WHERE "referrals"."state" = 'ordered';
ALTER TABLE "referral_refusals" DROP CONSTRAINT "referral_refusals_reason_check";
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_reason_check" CHECK ("referral_refusals"."reason" in ('self', 'same_email', 'same_address', 'same_payment', 'monthly_cap'));

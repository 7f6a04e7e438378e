import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';

/*
 * Referrals (issue 19 item 1, decision 0039). A shopper shares a link with their referral code
 * (customers.referral_code); a friend who signs up by it gets a referral row and a single-use
 * welcome code; when the friend's first order has passed its return window the referrer earns
 * store credit, once. Every refusal of the fraud guards is kept with its reason.
 */

/** signed_up → ordered → rewarded; void: the first order was cancelled or returned; refused: a guard found fraud after sign-up. */
export type ReferralState = 'signed_up' | 'ordered' | 'rewarded' | 'void' | 'refused';

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerCustomerId: integer('referrer_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    referredCustomerId: integer('referred_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).$type<ReferralState>().notNull().default('signed_up'),
    /** The friend's single-use welcome code (pricing's promo_codes.code). */
    friendPromoCode: varchar('friend_promo_code', { length: 64 }),
    /** The friend's first order (ordering's orders.id; no foreign key across contexts). */
    orderId: integer('order_id'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    /** Set when the first order is delivered: the end of its return window, when the reward is paid. */
    rewardDueAt: timestamp('reward_due_at', { withTimezone: true }),
    /** Minor units of `rewardCurrency`, set when the credit is granted. */
    rewardAmount: integer('reward_amount'),
    rewardCurrency: varchar('reward_currency', { length: 3 }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    closedReason: varchar('closed_reason', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_referred_key').on(t.referredCustomerId),
    index('referrals_referrer_idx').on(t.referrerCustomerId, t.createdAt),
    index('referrals_state_idx').on(t.state),
    index('referrals_reward_due_idx').on(t.rewardDueAt).where(sql`${t.state} = 'ordered'`),
    check('referrals_state_check', sql`${t.state} in ('signed_up', 'ordered', 'rewarded', 'void', 'refused')`),
    check('referrals_not_self_check', sql`${t.referrerCustomerId} <> ${t.referredCustomerId}`),
    check('referrals_reward_check', sql`${t.rewardAmount} is null or ${t.rewardAmount} > 0`),
  ],
);

/** E-mail invitations a referrer sent (the `invited` entries of the history). */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: serial('id').primaryKey(),
    referrerCustomerId: integer('referrer_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** As typed (trimmed); the guards compare its normalised form. */
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_invitations_referrer_idx').on(t.referrerCustomerId, t.createdAt)],
);

export type ReferralRefusalReason = 'self' | 'same_email' | 'same_address' | 'same_payment' | 'monthly_cap';

/** Every refusal of a fraud guard, once per referrer, friend and reason. */
export const referralRefusals = pgTable(
  'referral_refusals',
  {
    id: serial('id').primaryKey(),
    referrerCustomerId: integer('referrer_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The friend's account (an invitation refused before any sign-up has none). */
    referredCustomerId: integer('referred_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 16 }).$type<ReferralRefusalReason>().notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_refusals_once_key').on(t.referrerCustomerId, t.referredCustomerId, t.reason),
    index('referral_refusals_referred_idx').on(t.referredCustomerId),
    check('referral_refusals_reason_check', sql`${t.reason} in ('self', 'same_email', 'same_address', 'same_payment', 'monthly_cap')`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';

/*
 * Reward campaigns (issue 19 item 2, decision 0040): a code shoppers type on /customer/credit,
 * giving store credit (in one currency) or points. A code is claimed once per shopper, until it
 * expires and while the campaign's cap is not reached: `claimed` counts the claims and only
 * moves under `claimed < max_claims` (one conditional update), so parallel claims cannot pass it.
 */
export type RewardKind = 'credit' | 'points';

export const rewardCampaigns = pgTable(
  'reward_campaigns',
  {
    id: serial('id').primaryKey(),
    /** Stored upper case; shoppers may type it in any case. */
    code: varchar('code', { length: 40 }).notNull(),
    /** What the shopper reads in their rewards list (one text: campaign names are brand names). */
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<RewardKind>().notNull(),
    /** Minor units of `currency` for credit; whole points for points. */
    amount: integer('amount').notNull(),
    /** The credit's currency; null for points. */
    currency: varchar('currency', { length: 3 }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxClaims: integer('max_claims').notNull(),
    claimed: integer('claimed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_campaigns_code_key').on(t.code),
    check('reward_campaigns_amount_check', sql`${t.amount} > 0 and ${t.maxClaims} > 0 and ${t.claimed} >= 0 and ${t.claimed} <= ${t.maxClaims}`),
    check('reward_campaigns_kind_check', sql`(${t.kind} = 'credit' and ${t.currency} is not null) or (${t.kind} = 'points' and ${t.currency} is null)`),
  ],
);

/** One shopper's claim of one campaign's code: what they received, when. Never changed. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => rewardCampaigns.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The address given with the claim (the account's, checked). */
    email: varchar('email', { length: 254 }).notNull(),
    /** What the shopper wrote with the claim (where they found the code...), may be empty. */
    content: text('content').notNull().default(''),
    kind: varchar('kind', { length: 8 }).$type<RewardKind>().notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reward_claims_campaign_customer_key').on(t.campaignId, t.customerId), index('reward_claims_customer_idx').on(t.customerId, t.createdAt)],
);

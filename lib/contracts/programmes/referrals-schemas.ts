import { z } from 'zod';
import { queryEnum, queryInt } from '@/lib/contracts/query-schemas';

/* Schemas of the referral programme's API (issue 19 item 1, decision 0039). Money in minor units. */

export const REFERRAL_HISTORY_TYPES = ['invited', 'signed_up', 'ordered', 'rewarded'] as const;
export type ReferralHistoryType = (typeof REFERRAL_HISTORY_TYPES)[number];

export const REFERRAL_HISTORY_PAGE_SIZE = 10;

const amountsSchema = z.array(z.object({ currency: z.string(), amount: z.int() }));

export const referralUrlSchema = z.object({
  referral_code: z.string().describe('The shopper’s own code, the `rid` of the link'),
  url: z.string().describe('The invitation link to share: /invite?rid=CODE'),
  earnings: amountsSchema.describe('Store credit earned by rewarded referrals, per currency'),
  pending: z.int().describe('Friends who signed up or ordered and are not rewarded yet'),
  friend_offer: amountsSchema.describe('What a friend gets off a first order, per currency'),
  welcome_code: z
    .object({ code: z.string(), referrer_first_name: z.string() })
    .nullable()
    .describe('When the shopper was referred and has not used it yet: their single-use first-order code'),
});
export type ReferralUrl = z.output<typeof referralUrlSchema>;

export const referralHistoryQuerySchema = z.object({
  page: queryInt({ min: 1, max: 10_000 }).default(1).describe('Page number'),
  limit: queryInt({ min: 1, max: 50 }).default(REFERRAL_HISTORY_PAGE_SIZE).describe('Entries per page'),
  type: queryEnum(REFERRAL_HISTORY_TYPES).optional().describe('Only invitations, or only friends at this stage'),
});

export const referralHistoryEntrySchema = z.object({
  id: z.string().describe('invitation-12 or referral-34'),
  type: z.enum(REFERRAL_HISTORY_TYPES),
  /** First name for a friend who signed up; a masked address for an invitation. */
  friend: z.string(),
  created_at: z.iso.datetime(),
  reward: z.object({ currency: z.string(), amount: z.int() }).nullable(),
  closed: z.boolean().describe('The first order was cancelled or returned, or a guard refused it: no reward will come'),
});
export type ReferralHistoryEntry = z.output<typeof referralHistoryEntrySchema>;

export const referralHistorySchema = z.object({
  items: z.array(referralHistoryEntrySchema).describe('Newest first'),
  page: z.int(),
  limit: z.int(),
  total: z.int(),
});
export type ReferralHistory = z.output<typeof referralHistorySchema>;

export const shareReferralBodySchema = z.object({
  email: z.email({ error: 'Enter a valid e-mail address.' }).max(254).describe('The friend’s address'),
  message: z.string().trim().max(500).optional().describe('A personal note added to the invitation'),
});
export type ShareReferralBody = z.output<typeof shareReferralBodySchema>;

export const shareReferralResultSchema = z.object({ sent: z.boolean() });

export const devReferralRunBodySchema = z.object({
  now: z.iso.datetime({ error: 'An ISO date-time, e.g. 2026-01-31T12:00:00Z.' }).optional().describe('The clock of the run (default: now)'),
});

export const devReferralRunSchema = z.object({ enrolled: z.int(), ordered: z.int(), rewarded: z.int(), voided: z.int(), refused: z.int() });

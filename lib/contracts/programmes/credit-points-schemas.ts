import { z } from 'zod';
import { CURRENCY_PREFIXES } from '@/lib/format/format-price';
import { emailSchema } from '@/lib/contracts/accounts/customers-schemas';

const STORE_CURRENCIES = Object.keys(CURRENCY_PREFIXES) as [keyof typeof CURRENCY_PREFIXES, ...(keyof typeof CURRENCY_PREFIXES)[]];

export const REWARD_KINDS = ['credit', 'points'] as const;

export const rewardSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(REWARD_KINDS),
  amount: z.int().describe('Minor units of `currency` for credit; whole points for points'),
  currency: z.string().length(3).nullable(),
  state: z.enum(['credited']).describe('credited: the credit or points are on the account'),
  claimed_at: z.iso.datetime(),
  expires_at: z.iso.datetime().describe('When the campaign’s code stops being accepted'),
});
export type Reward = z.output<typeof rewardSchema>;

export const createRewardBodySchema = z.object({
  email: emailSchema.describe('The signed-in account’s e-mail address'),
  reward_code: z
    .string()
    .trim()
    .min(3, { error: 'A reward code has at least 3 characters.' })
    .max(40, { error: 'A reward code has at most 40 characters.' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'A reward code has only letters, digits and hyphens.' }),
  content: z.string().trim().max(500, { error: 'Keep the message under 500 characters.' }).default(''),
});

export const myRewardsSchema = z.object({ items: z.array(rewardSchema) });
export type MyRewards = z.output<typeof myRewardsSchema>;

export const POINTS_HISTORY_KINDS = ['order_delivered', 'credit_exchange', 'reward'] as const;

export const myPointsSchema = z.object({
  balance: z.int(),
  exchange: z
    .object({
      credit_per_point: z.int().describe('Minor units of store credit one point costs'),
      min_credit: z.int().describe('Least credit one exchange takes, minor units'),
      max_credit: z.int().describe('Most credit one exchange takes, minor units'),
      points_per_currency_unit: z.int().describe('Points earned per whole currency unit of a delivered order’s paid total'),
    })
    .describe('The rates and limits, set on the server'),
  items: z.array(
    z.object({
      id: z.int(),
      points: z.int(),
      kind: z.enum(POINTS_HISTORY_KINDS),
      order_code: z.string().nullable(),
      created_at: z.iso.datetime(),
    }),
  ),
  total: z.int(),
  page: z.int(),
  limit: z.int(),
});
export type MyPoints = z.output<typeof myPointsSchema>;

export const exchangeCreditBodySchema = z.object({
  currency: z.enum(STORE_CURRENCIES, { error: `Expected one of: ${STORE_CURRENCIES.join(', ')}.` }),
  amount: z.int({ error: 'The amount is a whole number of minor units (cents).' }).positive({ error: 'The amount must be more than zero.' }),
});

export const exchangeCreditAnswerSchema = z.object({
  currency: z.string().length(3),
  credit_spent: z.int(),
  points_added: z.int(),
  credit_balance: z.int().describe('Credit left in this currency, minor units'),
  points_balance: z.int(),
});
export type ExchangeCreditAnswer = z.output<typeof exchangeCreditAnswerSchema>;

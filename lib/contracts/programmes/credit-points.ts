import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { queryInt } from '@/lib/contracts/query-schemas';
import { createRewardBodySchema, exchangeCreditAnswerSchema, exchangeCreditBodySchema, myPointsSchema, myRewardsSchema, rewardSchema } from './credit-points-schemas';

export const createRewardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/customers/create-reward',
  summary: 'Claim a campaign’s reward code',
  description:
    'The signed-in shopper claims a reward code: once per code and shopper, before the code expires and while the campaign has rewards left. The reward (store credit or points) is added at once.',
  tags: ['Rewards'],
  auth: 'customer',
  body: createRewardBodySchema,
  response: rewardSchema,
  successStatus: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
  maxBodyBytes: 4_096,
});

export const myRewardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/reward',
  summary: 'The signed-in shopper’s rewards',
  description: 'Every reward code the shopper claimed, newest first, with its state and the code’s expiry.',
  tags: ['Rewards'],
  auth: 'customer',
  response: myRewardsSchema,
});

export const myPointsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/points',
  summary: 'The signed-in shopper’s points: balance, rates and history',
  description: 'Points earned on delivered orders, by exchanging store credit and by reward codes. The history is paged, newest first.',
  tags: ['Rewards'],
  auth: 'customer',
  query: z.object({ page: queryInt({ min: 1, max: 10_000 }).default(1), limit: queryInt({ min: 1, max: 50 }).default(10) }),
  response: myPointsSchema,
});

export const exchangeCreditToPointEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/me/exchange-credit-to-point',
  summary: 'Exchange store credit for points',
  description:
    'Takes `amount` minor units of store credit in `currency` and adds points at the server’s rate (GET /v1/me/points). The amount must be a whole number of points’ worth, within the limits; one exchange at a time per shopper.',
  tags: ['Rewards'],
  auth: 'customer',
  body: exchangeCreditBodySchema,
  response: exchangeCreditAnswerSchema,
  errors: ['UNPROCESSABLE'],
  maxBodyBytes: 1_024,
});

export const creditPointsEndpoints = [createRewardEndpoint, myRewardsEndpoint, myPointsEndpoint, exchangeCreditToPointEndpoint] as const;

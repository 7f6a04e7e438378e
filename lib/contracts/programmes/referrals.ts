import { defineEndpoint } from '@/lib/contracts/endpoint';
import { devReferralRunBodySchema, devReferralRunSchema, referralHistoryQuerySchema, referralHistorySchema, referralUrlSchema, shareReferralBodySchema, shareReferralResultSchema } from './referrals-schemas';

export const referralUrlEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/referral-url',
  summary: 'The shopper’s invitation link (with `rid`), earnings and the friend’s offer',
  description: 'A referred shopper also gets their single-use first-order code while it is unused.',
  tags: ['Referrals'],
  auth: 'customer',
  response: referralUrlSchema,
});

export const referralHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/customer-referral-history',
  summary: 'The shopper’s invitations and referred friends, newest first',
  description: 'Paginated (`page`, `limit`); `type` keeps invitations sent, or friends who signed up, ordered or earned the reward.',
  tags: ['Referrals'],
  auth: 'customer',
  query: referralHistoryQuerySchema,
  response: referralHistorySchema,
});

export const shareReferralEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/me/referral-invitations',
  summary: 'E-mails the shopper’s invitation link to a friend, in the shopper’s language',
  description: 'Ten invitations an hour per shopper. Inviting oneself is refused and recorded.',
  tags: ['Referrals'],
  auth: 'customer',
  body: shareReferralBodySchema,
  response: shareReferralResultSchema,
  successStatus: 201,
  errors: ['UNPROCESSABLE', 'RATE_LIMITED'],
});

export const devRunReferralsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/dev/referrals/run',
  summary: 'Run the referral programme’s scheduled step at a given time (development and e2e only)',
  description:
    'Enrols recent referred sign-ups, records first orders and pays rewards whose return window has closed at `now`. A dev tool: answers 404 in a production build unless DEV_TOOLS=1, and then to anyone but an operator (Authorization or X-Dev-Tools-Token).',
  tags: ['Development'],
  auth: 'public',
  body: devReferralRunBodySchema,
  response: devReferralRunSchema,
  errors: ['NOT_FOUND'],
});

export const referralEndpoints = [referralUrlEndpoint, referralHistoryEndpoint, shareReferralEndpoint, devRunReferralsEndpoint] as const;

import { defineEndpoint } from '@/lib/contracts/endpoint';
import { devSettleBodySchema, devSettleParamsSchema, devSettleResultSchema } from './payments-schemas';

export const devSettlePaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/dev/payments/{reference}/settle',
  summary: 'Settle, fail or expire a pending test payment (development and e2e only)',
  description:
    'Plays the built-in test gateway: updates its ledger and delivers the signed webhooks it would send to this same server. A dev tool: answers 404 in a production build unless DEV_TOOLS=1, and then to anyone but an operator (Authorization or X-Dev-Tools-Token).',
  tags: ['Development'],
  auth: 'public',
  params: devSettleParamsSchema,
  body: devSettleBodySchema,
  response: devSettleResultSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

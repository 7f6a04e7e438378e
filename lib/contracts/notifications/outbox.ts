import { defineEndpoint } from '@/lib/contracts/endpoint';
import { outboxQuerySchema, outboxSchema } from './outbox-schemas';

export const devOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/dev/outbox',
  summary: 'Read the development outbox (development and e2e only)',
  description:
    'Mail kept instead of sent while SMTP_URL is unset, newest first. A dev tool: answers 404 in a production build unless DEV_TOOLS=1, and then to anyone but an operator (Authorization or X-Dev-Tools-Token); end-to-end tests read sign-in codes here.',
  tags: ['Development'],
  auth: 'public',
  query: outboxQuerySchema,
  response: outboxSchema,
  errors: ['NOT_FOUND'],
});

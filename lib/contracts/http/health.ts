import { defineEndpoint } from '@/lib/contracts/endpoint';
import { healthSchema } from './health-schemas';

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/health',
  summary: 'Check that the service and its database answer',
  description: 'Runs `select 1` on the database. Never cached, so every call is a real check.',
  tags: ['Platform'],
  auth: 'public',
  response: healthSchema,
  errors: ['UNAVAILABLE'],
  cacheControl: 'no-store',
});

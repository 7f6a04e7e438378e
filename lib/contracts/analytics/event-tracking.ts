import { defineEndpoint } from '@/lib/contracts/endpoint';
import { ANALYTICS_MAX_BODY_BYTES, ANALYTICS_MAX_EVENTS_PER_BATCH, eventTrackingAnswerSchema, eventTrackingBodySchema } from './event-tracking-schemas';

export const eventTrackingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/analytics/event_tracking',
  summary: "Send analytics events to the store's collector",
  description:
    `One event of spec §3, or \`{ events: [...] }\` with at most ${ANALYTICS_MAX_EVENTS_PER_BATCH} (body at most ${ANALYTICS_MAX_BODY_BYTES / 1024} kB). ` +
    'Authorized by a public write key: `Authorization: Bearer <key>`. The events are queued and written in batches; the answer (202) ' +
    'says how many were accepted. Each is located by the request IP (country, state, city) and flagged when a robot sent it.',
  tags: ['Analytics'],
  auth: 'public',
  body: eventTrackingBodySchema,
  response: eventTrackingAnswerSchema,
  successStatus: 202,
  errors: ['UNAUTHORIZED', 'UNAVAILABLE'],
  maxBodyBytes: ANALYTICS_MAX_BODY_BYTES,
  cacheControl: 'no-store',
});

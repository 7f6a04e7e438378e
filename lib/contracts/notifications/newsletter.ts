import { defineEndpoint } from '@/lib/contracts/endpoint';
import { newsletterTokenBodySchema, subscribeBodySchema, subscriptionRequestedSchema, subscriptionStatusSchema } from './newsletter-schemas';

/* Contracts of the newsletter API: double opt-in sign-up (spec §2 /subscribe). */

export const subscribeToNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/newsletter/subscriptions',
  summary: 'Sign up for the newsletter: e-mails a confirmation link',
  description:
    'Same answer whether or not the address is already on the list (no enumeration); a confirmed address stays confirmed. The mail is written in the language of `locale`, else of the `location` header. ' +
    'Limits: one mail per address per 60 s, 3 per address per hour, 10 sign-ups per client address per 15 min (429 with Retry-After).',
  tags: ['Newsletter'],
  auth: 'public',
  body: subscribeBodySchema,
  response: subscriptionRequestedSchema,
  errors: ['RATE_LIMITED', 'UNAVAILABLE'],
});

export const confirmNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/newsletter/confirm',
  summary: 'Confirm a newsletter sign-up with the token of the confirmation link',
  description: '404: unknown token (a newer mail replaced it). 422: the link expired (7 days) or the address unsubscribed since. Confirming twice succeeds.',
  tags: ['Newsletter'],
  auth: 'public',
  body: newsletterTokenBodySchema,
  response: subscriptionStatusSchema,
  errors: ['NOT_FOUND', 'UNPROCESSABLE', 'RATE_LIMITED'],
});

export const unsubscribeFromNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/newsletter/unsubscribe',
  summary: 'Unsubscribe with the token of a newsletter e-mail',
  description: '404: unknown token. The token never expires; unsubscribing twice succeeds.',
  tags: ['Newsletter'],
  auth: 'public',
  body: newsletterTokenBodySchema,
  response: subscriptionStatusSchema,
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});

import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';

/* Requests and answers of the newsletter API (spec §2 /subscribe, §5 subscribe e-mail). */

/** E-mails are compared and stored lower-cased: Ann@X.com and ann@x.com are one subscriber. */
export const newsletterEmailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Enter your e-mail address.' })
  .max(254, { error: 'At most 254 characters.' })
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }))
  .describe('E-mail address (compared case-insensitively).');

/** Tokens are 32 random bytes, base64url (43 characters); anything else cannot match. */
export const newsletterTokenSchema = z
  .string({ error: 'The link is incomplete.' })
  .min(16, { error: 'Too short to be a token.' })
  .max(256, { error: 'Too long to be a token.' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a token.' })
  .describe('The token of the link in the confirmation e-mail.');

export const subscribeBodySchema = z.object({
  email: newsletterEmailSchema,
  locale: z.enum(LOCALES).optional().describe('Language of the e-mails; defaults to the `location` header.'),
});
export type SubscribeBody = z.output<typeof subscribeBodySchema>;

export const subscriptionRequestedSchema = z.object({
  sent: z.literal(true).describe('Always true: the answer never says whether the address was already subscribed.'),
  confirm_expires_in_seconds: z.int().describe('Lifetime of the confirmation link.'),
});
export type SubscriptionRequested = z.output<typeof subscriptionRequestedSchema>;

export const newsletterTokenBodySchema = z.object({ token: newsletterTokenSchema });
export type NewsletterTokenBody = z.output<typeof newsletterTokenBodySchema>;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const subscriptionStatusSchema = z.object({
  status: z.enum(NEWSLETTER_STATUSES).describe('The status of the subscription after the call.'),
});
export type SubscriptionStatusAnswer = z.output<typeof subscriptionStatusSchema>;

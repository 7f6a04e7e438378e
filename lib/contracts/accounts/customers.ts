import { defineEndpoint } from '../endpoint';
import {
  inAppNotificationsSchema,
  loginVerificationSentSchema,
  paymentSettingSchema,
  customerProfileSchema,
  profileQuerySchema,
  profileUpdateBodySchema,
  profileUpdatedSchema,
  verifyEmailChangeBodySchema,
  emailChangeConfirmedSchema,
  sendLoginVerificationBodySchema,
  signInAnswerSchema,
  signInBodySchema,
  signInQuerySchema,
  signOutAnswerSchema,
  signOutBodySchema,
} from './customers-schemas';

/* Contracts of the accounts API (issue 4, spec §7). Rules and limits: docs/decisions/0005. */

export const sendLoginVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/customers/send-login-verification',
  summary: 'E-mail a 6-digit sign-in code and a magic link',
  description:
    'Same answer whether or not the address has an account (the first sign-in is the sign-up). The mail is written in the language of `locale`, else of the `location` header. ' +
    'Limits: one mail per address per 60 s, 5 per address and 20 per client address per 15 min (429 with Retry-After).',
  tags: ['Accounts'],
  auth: 'public',
  body: sendLoginVerificationBodySchema,
  response: loginVerificationSentSchema,
  errors: ['RATE_LIMITED', 'UNAVAILABLE'],
});

export const signInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/customers/sign-in',
  summary: 'Sign in (or sign up) with a code, a magic link, a refresh token or a Google id token',
  description:
    '`otp`: email + code (5 tries, 10 min). `magic_link`: email + token (single use, 15 min). `refresh_token`: rotates the token; a reused one revokes its family. ' +
    '`social_token`: Google id token. 401: the credential is wrong; 422: it can no longer be used (expired, used, out of tries: ask for a new one); 429: too many attempts from the network. ' +
    'The first sign-in of an address creates the account (`first_time`); `rid` or `utm_campaign` then link the referrer.',
  tags: ['Accounts'],
  auth: 'public',
  query: signInQuerySchema,
  body: signInBodySchema,
  response: signInAnswerSchema,
  errors: ['UNAUTHORIZED', 'UNPROCESSABLE', 'RATE_LIMITED', 'UNAVAILABLE'],
});

export const signOutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/customers/sign-out',
  summary: 'Sign out: revoke the refresh token and its family',
  description:
    'Revokes the family of `refresh_token` (or of the refresh_token cookie when the body has none). No bearer token needed: an expired access token must not stop a sign-out. Always succeeds.',
  tags: ['Accounts'],
  auth: 'public',
  body: signOutBodySchema,
  response: signOutAnswerSchema,
});

export const inAppNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/customers/in-app-notifications',
  summary: "The signed-in customer's in-app notifications",
  tags: ['Accounts'],
  auth: 'customer',
  response: inAppNotificationsSchema,
});

export const profileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/profile',
  summary: "The signed-in customer's profile",
  description: 'Optional `rid` / `utm_campaign` of the landing URL link a referrer to an account created in the last day that has none.',
  tags: ['Accounts'],
  auth: 'customer',
  query: profileQuerySchema,
  response: customerProfileSchema,
});

export const updateProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/me/update',
  summary: "Change the signed-in customer's profile",
  description:
    'Only the fields sent change. The postal code must suit the country. A new e-mail is not saved at once: a code is mailed to it and `POST /v1/me/verify-email-change` makes the change.',
  tags: ['Accounts'],
  auth: 'customer',
  body: profileUpdateBodySchema,
  response: profileUpdatedSchema,
  errors: ['RATE_LIMITED'],
});

export const verifyEmailChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/me/verify-email-change',
  summary: 'Confirm a new e-mail address with the code mailed to it',
  description: 'Makes the e-mail change asked for by `PUT /v1/me/update`, ends every other session of the account and answers a new one.',
  tags: ['Accounts'],
  auth: 'customer',
  body: verifyEmailChangeBodySchema,
  response: emailChangeConfirmedSchema,
  errors: ['UNPROCESSABLE', 'CONFLICT'],
});

export const paymentSettingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/payment-setting',
  summary: "The signed-in customer's payment setting",
  description: 'Default gateway (13), the payment methods offered in the customer\'s country, and saved cards.',
  tags: ['Accounts'],
  auth: 'customer',
  response: paymentSettingSchema,
});

import { z } from 'zod';
import { isListedCountry } from '@/lib/i18n/country-regions';
import { LOCALES } from '@/lib/i18n/locales';
import { isPhoneNumber } from '@/lib/profile/profile-form-schema';

/*
 * Requests and answers of the accounts API (issue 4; spec §3 "Customer profile", "Sign-in
 * response", §7). Field names are the spec's (snake_case). The pages read these shapes; the
 * API validates with them and OpenAPI documents them.
 */

const CONTROL_CHARACTER = /\p{Cc}/u;

/** One line of text a person typed: trimmed, bounded, no control characters (NUL breaks PostgreSQL). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .refine((value) => !CONTROL_CHARACTER.test(value), { error: 'Must not contain control characters.' });

/** E-mails are compared and stored lower-cased: Ann@X.com and ann@x.com are one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'At most 254 characters.' })
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }))
  .describe('E-mail address (compared case-insensitively).');

/** 256-bit tokens are sent base64url-encoded (43 characters); anything else cannot match. */
const opaqueToken = z
  .string()
  .min(16, { error: 'Too short to be a token.' })
  .max(256, { error: 'Too long to be a token.' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a token.' });

/** A pasted code may carry spaces or a dash ("123 456", "123-456"). */
const codeSchema = z
  .string()
  .max(20, { error: 'A code has 6 digits.' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'A code has 6 digits.' }))
  .describe('The 6-digit code from the e-mail.');

/** Referral ids arrive from URLs: an unknown one is ignored, a malformed one refused. */
const referralId = z.string().trim().max(64).regex(/^[\w.-]*$/, { error: 'Letters, digits, ".", "_" and "-" only.' });

const referralFields = {
  rid: referralId.optional().describe("A customer's referral code: links the referrer on sign-up."),
  utm_campaign: referralId.optional().describe('Campaign of the visit; also read as a referral code when it is one.'),
};

// ---------------------------------------------------------------------------------------------
// POST /v1/customers/send-login-verification

export const sendLoginVerificationBodySchema = z.object({
  email: emailSchema,
  locale: z.enum(LOCALES).optional().describe('Language of the e-mail; defaults to the `location` header.'),
});
export type SendLoginVerificationBody = z.output<typeof sendLoginVerificationBodySchema>;

export const loginVerificationSentSchema = z.object({
  sent: z.literal(true),
  resend_after_seconds: z.int().describe('Seconds before another e-mail may be asked for.'),
  code_expires_in_seconds: z.int().describe('Lifetime of the 6-digit code.'),
  link_expires_in_seconds: z.int().describe('Lifetime of the magic link.'),
});
export type LoginVerificationSent = z.output<typeof loginVerificationSentSchema>;

// ---------------------------------------------------------------------------------------------
// POST /v1/customers/sign-in

export const SIGN_IN_GRANT_TYPES = ['otp', 'magic_link', 'refresh_token', 'social_token'] as const;
export type SignInGrantType = (typeof SIGN_IN_GRANT_TYPES)[number];

export const SOCIAL_PROVIDERS = ['google'] as const;

export const signInBodySchema = z.discriminatedUnion('grant_type', [
  z.strictObject({ grant_type: z.literal('otp'), email: emailSchema, code: codeSchema, ...referralFields }),
  z.strictObject({
    grant_type: z.literal('magic_link'),
    email: emailSchema,
    token: opaqueToken.describe('The token of the e-mailed link (/otp?email=…&token=…).'),
    ...referralFields,
  }),
  z.strictObject({
    grant_type: z.literal('refresh_token'),
    refresh_token: opaqueToken.optional().describe('The refresh token of the last sign-in; the HttpOnly refresh_token cookie when left out (browsers).'),
  }),
  z.strictObject({
    grant_type: z.literal('social_token'),
    provider: z.enum(SOCIAL_PROVIDERS).optional().describe('Identity provider; Google by default.'),
    id_token: z.string().min(1).max(8192).describe('OpenID Connect id token from the provider.'),
    ...referralFields,
  }),
]);
export type SignInBody = z.output<typeof signInBodySchema>;

/** The spec sends the referral ids of sign-in as query parameters; the body may carry them too. */
export const signInQuerySchema = z.object(referralFields);
export type SignInQuery = z.output<typeof signInQuerySchema>;

export const companySchema = z.object({ id: z.int(), name: z.string() });

export const customerProfileSchema = z.object({
  id: z.int(),
  email: z.string(),
  fullname: z.string(),
  first_name: z.string().describe('First word of fullname, else the part of the e-mail before "@".'),
  address: z.string(),
  apartment_suite: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2 code, or "" when not given.'),
  phone: z.string(),
  referral_code: z.string().describe('Code others sign up with (?rid=…).'),
  company: companySchema.nullable().describe('The employer of an employee-programme (EPP) customer.'),
  is_sign_up: z.boolean(),
  created_at: z.string().describe('ISO 8601.'),
});
export type CustomerProfile = z.output<typeof customerProfileSchema>;

export const signInAnswerSchema = z.object({
  access_token: z.string().describe('JWT for the Authorization header; lives 15 minutes.'),
  refresh_token: z
    .string()
    .optional()
    .describe(
      'Opaque; lives 30 days; single use (each use returns a new one). Always set as the HttpOnly, SameSite=Strict `refresh_token` cookie (Path=/api/v1/customers); in the body only for a refresh grant that sent its token in the body (decision 0045).',
    ),
  first_time: z.boolean().describe('True on the sign-in that created the account (sign-up).'),
  cart_id: z.string().nullable().describe('Cart the shopper continues with, when it changed.'),
  customer: customerProfileSchema,
});
export type SignInAnswer = z.output<typeof signInAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// POST /v1/customers/sign-out

export const signOutBodySchema = z.object({
  refresh_token: opaqueToken.optional().describe('The token to revoke; the refresh_token cookie when left out.'),
});
export type SignOutBody = z.output<typeof signOutBodySchema>;

export const signOutAnswerSchema = z.object({
  cart_id: z.string().nullable().describe('Cart the signed-out browser continues with, if any.'),
});
export type SignOutAnswer = z.output<typeof signOutAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// GET /v1/me/profile, PUT /v1/me/update

export const profileQuerySchema = signInQuerySchema;
export type ProfileQuery = SignInQuery;

/** Every field optional: only those sent change. The zip is checked against the resulting country. */
export const profileUpdateBodySchema = z.object({
  email: emailSchema.optional(),
  fullname: line(120).optional(),
  address: line(200).optional(),
  apartment_suite: line(120).optional(),
  city: line(120).optional(),
  state: line(120).optional(),
  zip_code: line(16).optional().describe('Checked against the country: US 12345 or 12345-6789, CA A1A 1A1, GB postcode, FR and DE 5 digits.'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || isListedCountry(value), { error: 'Not a country the store serves.' })
    .optional()
    .describe('ISO 3166-1 alpha-2 code of a country the store serves, or "".'),
  phone: line(32)
    .refine((value) => value === '' || isPhoneNumber(value), { error: 'Enter a phone number of 6 to 15 digits, optionally starting with +.' })
    .optional(),
});
export type ProfileUpdateBody = z.output<typeof profileUpdateBodySchema>;

export const emailChangePendingSchema = z.object({
  pending_email: z.string().describe('The address the confirmation code was mailed to; the account keeps its e-mail until the code is entered.'),
  code_expires_in_seconds: z.int(),
});

export const profileUpdatedSchema = z.object({
  ok: z.literal(true),
  customer: customerProfileSchema,
  email_change: emailChangePendingSchema
    .nullable()
    .describe('Set when the update asked for a new e-mail: the same answer whether or not the address is free (decision 0038).'),
});

// ---------------------------------------------------------------------------------------------
// POST /v1/me/verify-email-change

export const verifyEmailChangeBodySchema = z.strictObject({ code: codeSchema });
export type VerifyEmailChangeBody = z.output<typeof verifyEmailChangeBodySchema>;

export const emailChangeConfirmedSchema = z.object({
  access_token: z.string().describe('A new session: every earlier refresh token of the account is revoked.'),
  refresh_token: z.string().optional().describe('Never in the body: the new refresh token is set as the HttpOnly refresh_token cookie (decision 0045).'),
  customer: customerProfileSchema,
});
export type EmailChangeConfirmed = z.output<typeof emailChangeConfirmedSchema>;
export type ProfileUpdated = z.output<typeof profileUpdatedSchema>;

// ---------------------------------------------------------------------------------------------
// GET /v1/me/payment-setting

export const savedCardSchema = z.object({
  id: z.int().describe('The saved card to pay with: saved_card_id of POST /v1/checkout/place-order.'),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.int(),
  exp_year: z.int(),
});

export const paymentSettingSchema = z.object({
  country: z.string().describe('Country the methods are offered for: the profile country, else the locale country.'),
  default_gateway_id: z.int().describe('Payment method id chosen by default (spec §9: 13, the card gateway).'),
  available_methods: z.array(z.object({ id: z.int(), name: z.string() })).describe('Payment methods offered in that country (ids of spec §9).'),
  saved_cards: z.array(savedCardSchema).describe('Cards saved for one-click payment, newest first (as GET /v1/me/saved-cards).'),
});
export type PaymentSetting = z.output<typeof paymentSettingSchema>;
export type SavedCard = z.output<typeof savedCardSchema>;

// ---------------------------------------------------------------------------------------------
// GET /v1/customers/in-app-notifications

export const inAppNotificationSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type InAppNotification = z.output<typeof inAppNotificationSchema>;

export const inAppNotificationsSchema = z.object({
  items: z.array(inAppNotificationSchema).describe('Newest first, at most 50.'),
  unread_count: z.int(),
});
export type InAppNotifications = z.output<typeof inAppNotificationsSchema>;

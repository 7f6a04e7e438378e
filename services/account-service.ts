import { z } from 'zod';
import type { LoginVerificationSent } from '@/lib/contracts/accounts/customers-schemas';
import type { ProfileFields } from '@/lib/profile/profile-form-schema';
import type { SignInResponse } from '@/lib/session/session-profile';
import { isApiError } from '@/services/api-error';
import type { QueryParams } from '@/services/serialize-query';

/*
 * The account calls of spec §7 that pages make themselves: asking for a code, the three
 * sign-in grants a shopper starts (the refresh grant belongs to the session, see
 * services/session-service.ts) and the profile update. Answers are checked at run time,
 * so a malformed one fails as bad data instead of reaching the store. The API client (axios) is
 * imported on first use, keeping it out of the first load of the pages that offer these calls.
 */

const client = () => import('@/services/api-client');

/*
 * Run-time checks of the answers: what a broken answer would break, with the fields the browser
 * keeps. The types are the contract's (lib/session/session-profile.ts derives them), and
 * apiPost's return type makes each check's output fit them. The contract's own zod schemas are
 * not used here: zod has one copy of each schema kind per build, so the accounts contract's
 * validators (e-mail, discriminated unions, pipes) would weigh on every page's first load.
 */

const companySchema = z.object({ id: z.number(), name: z.string().optional() }).nullable().optional();

const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value ?? '');

const customerProfileSchema = z.object({
  email: z.string(),
  fullname: nullableText,
  address: nullableText,
  apartment_suite: nullableText,
  city: nullableText,
  state: nullableText,
  zip_code: nullableText,
  country: nullableText,
  phone: nullableText,
  company: companySchema,
});

const signInAnswerSchema = z.object({
  access_token: z.string().min(1),
  // The browser never gets it in the body: it is the HttpOnly refresh cookie (decision 0045).
  refresh_token: z.string().min(1).optional(),
  first_time: z.boolean(),
  cart_id: z
    .string()
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  customer: customerProfileSchema,
});

/** The sign-in answer as the session reads it: the contract's, with the profile fields kept. */
export type SignInAnswer = SignInResponse;

const verificationSentSchema = z
  .object({ sent: z.boolean(), resend_after_seconds: z.number().int().nonnegative() })
  .transform((answer) => ({ sent: answer.sent, resendAfterSeconds: answer.resend_after_seconds }));
/** POST /v1/customers/send-login-verification as the forms read it (camel-cased wait). */
export type VerificationSent = { sent: boolean; resendAfterSeconds: LoginVerificationSent['resend_after_seconds'] };

/** Referral ids a sign-up may carry (spec §7 "optional query params"; issue 4 item 1). */
export interface SignInReferral {
  rid?: string;
  utm_campaign?: string;
}

export type SignInCredentials =
  | { grant_type: 'otp'; email: string; code: string }
  | { grant_type: 'magic_link'; email: string; token: string }
  | { grant_type: 'social_token'; id_token: string };

/** E-mails a 6-digit code and a sign-in link; the answer is the same whether or not the e-mail has an account. */
export async function sendLoginVerification(email: string): Promise<VerificationSent> {
  const { apiPost } = await client();
  return apiPost<VerificationSent>('/v1/customers/send-login-verification', { email: email.trim() }, { schema: verificationSentSchema });
}

export async function signIn(credentials: SignInCredentials, referral: SignInReferral = {}): Promise<SignInAnswer> {
  const { apiPost } = await client();
  // Empty values are dropped by the query serializer (spec §5), so absent ids send nothing.
  const params: QueryParams = { rid: referral.rid, utm_campaign: referral.utm_campaign };
  return apiPost<SignInAnswer>('/v1/customers/sign-in', credentials, { schema: signInAnswerSchema, params });
}

export const signInWithCode = (email: string, code: string, referral?: SignInReferral) =>
  signIn({ grant_type: 'otp', email: email.trim(), code }, referral);

export const signInWithMagicLink = (email: string, token: string, referral?: SignInReferral) =>
  signIn({ grant_type: 'magic_link', email: email.trim(), token }, referral);

export const signInWithSocialToken = (idToken: string, referral?: SignInReferral) =>
  signIn({ grant_type: 'social_token', id_token: idToken }, referral);

/** Spec §5: what the profile update resolves to, success or not. */
export interface ProfileUpdateResult {
  status: number;
  result: boolean;
  message: string;
  /** A new e-mail waits for the code mailed to it (decision 0038); the account keeps its address until then. */
  pendingEmail?: string;
}

const updatedSchema = z.object({
  ok: z.boolean(),
  email_change: z.object({ pending_email: z.string() }).nullable().optional(),
});

/**
 * PUT /v1/me/update. Spec §5: the call swallows every error and resolves to
 * `{ status: 0, result: false, message: '' }`; callers show their own words for a failure.
 */
export async function updateProfile(fields: ProfileFields): Promise<ProfileUpdateResult> {
  try {
    const { apiPut } = await client();
    const answer = await apiPut('/v1/me/update', fields, { schema: updatedSchema });
    if (!answer.ok) return PROFILE_UPDATE_FAILED;
    const pendingEmail = answer.email_change?.pending_email;
    return pendingEmail ? { status: 1, result: true, message: '', pendingEmail } : { status: 1, result: true, message: '' };
  } catch {
    return PROFILE_UPDATE_FAILED;
  }
}

const PROFILE_UPDATE_FAILED: ProfileUpdateResult = Object.freeze({ status: 0, result: false, message: '' });

/**
 * Seconds the server asks to wait before the next code (HTTP 429 with Retry-After), or null
 * when the failure is something else.
 */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!isApiError(error) || error.httpStatus !== 429) return null;
  const header = headerOf(error.cause, 'retry-after');
  const seconds = header === undefined ? Number.NaN : Number.parseInt(header, 10);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS;
}

/** When the server says "too soon" without saying how long: the resend interval of issue 4. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Reads a response header from the transport error an ApiError keeps as its cause. */
function headerOf(cause: unknown, name: string): string | undefined {
  if (typeof cause !== 'object' || cause === null) return undefined;
  const headers = (cause as { response?: { headers?: unknown } }).response?.headers;
  if (typeof headers !== 'object' || headers === null) return undefined;
  const getter = (headers as { get?: unknown }).get;
  const value = typeof getter === 'function' ? getter.call(headers, name) : (headers as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : undefined;
}

const emailChangeConfirmedSchema = z.object({ access_token: z.string().min(1), customer: customerProfileSchema });
export type EmailChangeConfirmed = z.output<typeof emailChangeConfirmedSchema>;

/** POST /v1/me/verify-email-change: the code from the new address makes the change and starts a new session. Throws the API error. */
export async function confirmEmailChange(code: string): Promise<EmailChangeConfirmed> {
  const { apiPost } = await client();
  return apiPost<EmailChangeConfirmed>('/v1/me/verify-email-change', { code }, { schema: emailChangeConfirmedSchema });
}

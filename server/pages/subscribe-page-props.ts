import type { GetServerSideProps } from 'next';
import type { IncomingMessage } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { isAppError } from '@/server/http/app-error';
import { clientIp } from '@/server/http/rate-limit/client-ip';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { SUBSCRIBE_PATH } from '@/lib/navigation/site-navigation';
import { confirmNewsletterToken } from '@/server/notifications/newsletter/confirm-newsletter-subscription';
import { readFormBody } from '@/server/notifications/newsletter/read-form-body';
import { newsletterEmailSchema, newsletterTokenSchema } from '@/lib/contracts/notifications/newsletter-schemas';
import { subscribeToNewsletter } from '@/server/notifications/newsletter/subscribe-to-newsletter';
import { unsubscribeFromNewsletter } from '@/server/notifications/newsletter/unsubscribe-from-newsletter';

/*
 * Everything /subscribe can show, decided on the server, so the page works without JavaScript:
 * the footer's GET form lands here with ?email=, the page's own form POSTs back here, and the
 * links of the confirmation mail carry ?token= (confirm) or ?unsubscribe= (asks first, because
 * mail scanners open links and must not unsubscribe anyone).
 */

export type SubscribeFormError = 'emailRequired' | 'emailInvalid' | 'rateLimited' | 'failed';

export type SubscribePageState =
  | { kind: 'form'; email: string; error: SubscribeFormError | null }
  | { kind: 'sent' }
  | { kind: 'confirmed' }
  | { kind: 'confirm-failed'; reason: 'unknown' | 'expired' | 'unsubscribed' | 'failed' }
  | { kind: 'unsubscribe'; token: string }
  | { kind: 'unsubscribed' }
  | { kind: 'unsubscribe-failed' };

export interface SubscribePageProps {
  state: SubscribePageState;
}

type Resolution = { state: SubscribePageState; httpStatus: number } | { redirect: string };

/** Query flags the page redirects to after a posted form (post/redirect/get: a reload never posts twice). */
const SENT_FLAG = 'sent';
const UNSUBSCRIBED_FLAG = 'unsubscribed';

function single(value: string | string[] | undefined | null): string | undefined {
  return Array.isArray(value) ? value[0] : (value ?? undefined);
}

function emailError(raw: string): SubscribeFormError | null {
  if (raw.trim() === '') return 'emailRequired';
  return newsletterEmailSchema.safeParse(raw).success ? null : 'emailInvalid';
}

function failureOf(error: unknown): 'rateLimited' | 'failed' {
  if (isAppError(error) && error.code === 'RATE_LIMITED') return 'rateLimited';
  console.error('[newsletter] /subscribe failed', error);
  return 'failed';
}

async function resolvePost(req: IncomingMessage, locale: Locale): Promise<Resolution> {
  const form = await readFormBody(req);
  const here = localizedPath(SUBSCRIBE_PATH, locale);
  if (form.get('intent') === 'unsubscribe') {
    const token = newsletterTokenSchema.safeParse(form.get('token') ?? '');
    if (!token.success) return { state: { kind: 'unsubscribe-failed' }, httpStatus: 404 };
    try {
      await unsubscribeFromNewsletter({ token: token.data, ip: clientIp(req) });
      return { redirect: `${here}?${UNSUBSCRIBED_FLAG}=1` };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { state: { kind: 'unsubscribe-failed' }, httpStatus: 404 };
      failureOf(error);
      return { state: { kind: 'unsubscribe', token: token.data }, httpStatus: 503 };
    }
  }
  const raw = (form.get('email') ?? '').slice(0, 320);
  const invalid = emailError(raw);
  if (invalid) return { state: { kind: 'form', email: raw.trim(), error: invalid }, httpStatus: 422 };
  try {
    await subscribeToNewsletter({ email: newsletterEmailSchema.parse(raw), locale, ip: clientIp(req) });
    return { redirect: `${here}?${SENT_FLAG}=1` };
  } catch (error) {
    const failure = failureOf(error);
    return { state: { kind: 'form', email: raw.trim(), error: failure }, httpStatus: failure === 'rateLimited' ? 429 : 503 };
  }
}

async function resolveGet(req: IncomingMessage, query: ParsedUrlQuery): Promise<Resolution> {
  const confirmToken = single(query.token);
  if (confirmToken !== undefined) {
    const token = newsletterTokenSchema.safeParse(confirmToken);
    if (!token.success) return { state: { kind: 'confirm-failed', reason: 'unknown' }, httpStatus: 404 };
    try {
      const outcome = await confirmNewsletterToken({ token: token.data, ip: clientIp(req) });
      if (outcome === 'confirmed') return { state: { kind: 'confirmed' }, httpStatus: 200 };
      return { state: { kind: 'confirm-failed', reason: outcome }, httpStatus: outcome === 'unknown' ? 404 : 422 };
    } catch (error) {
      failureOf(error);
      return { state: { kind: 'confirm-failed', reason: 'failed' }, httpStatus: 503 };
    }
  }
  const unsubscribeToken = single(query.unsubscribe);
  if (unsubscribeToken !== undefined) {
    const token = newsletterTokenSchema.safeParse(unsubscribeToken);
    return token.success ? { state: { kind: 'unsubscribe', token: token.data }, httpStatus: 200 } : { state: { kind: 'unsubscribe-failed' }, httpStatus: 404 };
  }
  if (single(query[SENT_FLAG]) !== undefined) return { state: { kind: 'sent' }, httpStatus: 200 };
  if (single(query[UNSUBSCRIBED_FLAG]) !== undefined) return { state: { kind: 'unsubscribed' }, httpStatus: 200 };
  const email = single(query.email);
  if (email === undefined) return { state: { kind: 'form', email: '', error: null }, httpStatus: 200 };
  const trimmed = email.slice(0, 320).trim();
  return { state: { kind: 'form', email: trimmed, error: emailError(trimmed) }, httpStatus: 200 };
}

export const getSubscribePageProps: GetServerSideProps<SubscribePageProps> = async ({ req, res, query, locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const resolution = req.method === 'POST' ? await resolvePost(req, pageLocale) : await resolveGet(req, query);
  if ('redirect' in resolution) return { redirect: { destination: resolution.redirect, statusCode: 303 } };
  res.statusCode = resolution.httpStatus;
  // Tokens and addresses are in the URL: no shared cache may keep these answers.
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { state: resolution.state, ...(await serverSideTranslations(pageLocale, ['common', 'newsletter'])) } };
};

import { isLocale } from '@/lib/i18n/locales';
import { ApiError, apiPost } from '@/services/api-client';

/** Why a subscription was not sent, in the words the form tells apart. */
export type NewsletterFailure = 'emailInvalid' | 'rateLimited' | 'failed';

/**
 * POST /v1/newsletter/subscriptions. The answer is the same for every address (no
 * enumeration), so the only outcomes the form tells apart are "sent" and why it was not.
 */
export async function requestNewsletterSubscription(email: string, locale: string | undefined): Promise<{ ok: true } | { ok: false; error: NewsletterFailure }> {
  try {
    await apiPost<unknown>('/v1/newsletter/subscriptions', isLocale(locale) ? { email, locale } : { email });
    return { ok: true };
  } catch (error) {
    const status = error instanceof ApiError ? error.httpStatus : undefined;
    if (status === 429) return { ok: false, error: 'rateLimited' };
    if (status === 400) return { ok: false, error: 'emailInvalid' };
    return { ok: false, error: 'failed' };
  }
}

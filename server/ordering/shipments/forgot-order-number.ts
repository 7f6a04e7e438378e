import type { z } from 'zod';
import { formatMinorUnits } from '@/lib/format/format-price';
import { DEFAULT_LOCALE, isLocale, languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { siteUrl } from '@/lib/seo/site-url';
import { getDb } from '@/server/db/client';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { ORDER_MAIL_TEMPLATES } from '@/server/ordering/mails/order-mail-templates';
import { ipRateLimitKey } from '@/server/http/rate-limit/client-ip';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { listOrdersByEmail } from './repository';
import type { forgotOrderNumberBodySchema, forgotOrderNumberResultSchema } from '@/lib/contracts/ordering/shipments-schemas';
import { UNTRACKABLE_STATUSES } from './track-order';
import { FORGOT_LIMIT_PER_EMAIL, FORGOT_LIMIT_PER_IP } from './tracking-limits';

/** More would not fit a readable mail; the newest matter most. */
const MAX_ORDERS_IN_MAIL = 20;

/**
 * POST /v1/orders/forgot: e-mails the order numbers of an address. The answer is the same
 * whether or not the address has orders, and a mail failure is logged rather than answered,
 * so nothing here tells a caller which addresses bought from the store.
 */
export async function forgotOrderNumber(
  input: { body: z.infer<typeof forgotOrderNumberBodySchema>; ip: string; locale: Locale },
  limiter: RateLimiter = getRateLimiter(),
): Promise<z.infer<typeof forgotOrderNumberResultSchema>> {
  const minutes = (s: number) => Math.ceil(s / 60);
  await enforceRateLimit(limiter, FORGOT_LIMIT_PER_IP, ipRateLimitKey(input.ip), (s) => `Too many requests from your network. Please try again in ${minutes(s)} min.`);
  await enforceRateLimit(limiter, FORGOT_LIMIT_PER_EMAIL, input.body.email, (s) => `We just e-mailed this address. Please try again in ${minutes(s)} min.`);
  const rows = await listOrdersByEmail(getDb(), input.body.email, [...UNTRACKABLE_STATUSES], MAX_ORDERS_IN_MAIL);
  if (rows.length === 0) return { sent: true };
  // The newest order's language is the one the shopper last chose to buy in.
  const locale = isLocale(rows[0]!.locale) ? rows[0]!.locale : isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  try {
    await sendMail({
      to: input.body.email,
      template: ORDER_MAIL_TEMPLATES['order-numbers'],
      language: languageOfLocale(locale),
      data: {
        orders: rows.map((row) => ({ code: row.code, date: dates.format(row.createdAt), total: formatMinorUnits(row.total, row.currency, locale) })),
        trackUrl: `${siteUrl()}${localizedPath('/track-your-order', locale)}`,
      },
    });
  } catch (error) {
    console.warn(`[shipments] order-number reminder not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { sent: true };
}

import { ORDER_STATUS } from '@/lib/constants/order-status';
import { RETURN_WINDOW_DAYS } from '@/lib/constants/return-rules';

/*
 * The rules of the referral programme in one place (decision 0039): amounts in minor units per
 * currency, the monthly cap, which orders count, and the fraud guards' comparisons.
 */

/** Friends a referrer may bring in one calendar month (UTC); the next ones are refused and recorded. */
export const REFERRALS_PER_REFERRER_PER_MONTH = 10;

/** Store credit the referrer earns per rewarded friend, in the currency of the friend's order. */
export const REFERRER_REWARD: Readonly<Record<string, number>> = { USD: 2500, CAD: 3000, GBP: 2000, EUR: 2500 };

/** The friend's first-order discount (a single-use personal code), and the subtotal it needs. */
export const FRIEND_DISCOUNT: Readonly<Record<string, number>> = { USD: 2500, CAD: 3000, GBP: 2000, EUR: 2500 };
export const FRIEND_MIN_SUBTOTAL: Readonly<Record<string, number>> = { USD: 15000, CAD: 20000, GBP: 12000, EUR: 15000 };

/** How long the friend's welcome code stays valid after sign-up. */
export const WELCOME_CODE_DAYS = 60;

/** The friend's first order earns the reward once this many days have passed since its delivery. */
export const REWARD_AFTER_DELIVERY_DAYS = RETURN_WINDOW_DAYS;

/** E-mail invitations one referrer may send per hour. */
export const INVITATIONS_PER_HOUR = 10;

/** Sign-ups older than this are no longer picked up by the scheduler's catch-up. */
export const ENROL_CATCH_UP_DAYS = 7;

export const DAY_MS = 86_400_000;

const S = ORDER_STATUS;
/** The first order is done with and earns the reward once its return window has closed. */
export const DELIVERED_STATUSES: ReadonlySet<number> = new Set([S.DELIVERED, S.COMPLETE]);
/** A first order that ends like this earns nothing. */
export const VOID_STATUSES: ReadonlySet<number> = new Set([S.CANCEL, S.RETURN_AFTER_USE, S.REFUND_AFTER_30DAYS, S.ORDER_RETURNED, S.CANCEL_FROM_PREVIOUS_FRAUD_ORDER, S.SUSPECTED_FRAUD]);

/**
 * One mailbox, one person: lower case, no `+tag`, and for Gmail no dots and googlemail.com as
 * gmail.com ("Ann.Lee+shop@GMail.com" and "annlee@gmail.com" are the same person).
 */
export function normaliseEmail(email: string): string {
  const [rawLocal = '', rawDomain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const domain = rawDomain === 'googlemail.com' ? 'gmail.com' : rawDomain;
  let local = rawLocal.split('+')[0] ?? '';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** Street, postal code and country, compared without case, spaces or punctuation. */
export function addressKey(address: { street: string; postal_code: string; country: string }): string {
  const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return `${squash(address.country)}|${squash(address.postal_code)}|${squash(address.street)}`;
}

/** The first day of the UTC month of `now`. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The first word of a full name: what the invite page shows of the referrer. */
export function firstNameOf(fullname: string): string {
  return fullname.trim().split(/\s+/)[0] ?? '';
}

import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { siteUrl } from '@/lib/seo/site-url';

/** The link a referrer shares: the invite page of their locale with their code as `rid` (spec §3). */
export function referralLink(locale: Locale, referralCode: string): string {
  return `${siteUrl()}${localizedPath('/invite', locale)}?${new URLSearchParams({ rid: referralCode }).toString()}`;
}

/** Amounts per currency as the contracts list them. */
export function amountList(amounts: Readonly<Record<string, number>>): { currency: string; amount: number }[] {
  return Object.entries(amounts).map(([currency, amount]) => ({ currency, amount }));
}

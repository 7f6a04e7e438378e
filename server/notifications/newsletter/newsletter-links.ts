import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { SUBSCRIBE_PATH } from '@/lib/navigation/site-navigation';
import { siteUrl } from '@/lib/seo/site-url';

/** The link that confirms a sign-up: /subscribe?token=... in the subscriber's locale. */
export function confirmLink(locale: Locale, token: string): string {
  return `${siteUrl()}${localizedPath(SUBSCRIBE_PATH, locale)}?${new URLSearchParams({ token }).toString()}`;
}

/** The link that unsubscribes: /subscribe?unsubscribe=... asks before it acts (mail scanners open links). */
export function unsubscribeLink(locale: Locale, token: string): string {
  return `${siteUrl()}${localizedPath(SUBSCRIBE_PATH, locale)}?${new URLSearchParams({ unsubscribe: token }).toString()}`;
}

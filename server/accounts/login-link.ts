import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { siteUrl } from '@/lib/seo/site-url';

/** The magic link of a sign-in e-mail: the /otp page of the shopper's locale signs in with it. */
export function loginLink(locale: Locale, email: string, token: string): string {
  const query = new URLSearchParams({ email, token });
  return `${siteUrl()}${localizedPath('/otp', locale)}?${query.toString()}`;
}

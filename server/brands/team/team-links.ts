import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { siteUrl } from '@/lib/seo/site-url';

/** The page of an invitation mail's link, in the language the mail is written in. */
export function invitationLink(locale: Locale, token: string): string {
  return `${siteUrl()}${localizedPath('/brand/join', locale)}?${new URLSearchParams({ token }).toString()}`;
}

export function teamSettingsLink(locale: Locale): string {
  return `${siteUrl()}${localizedPath('/brand/settings', locale)}#team`;
}

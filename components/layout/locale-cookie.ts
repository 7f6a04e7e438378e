import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';

/** A chosen language is a long-lived preference. */
export const LOCALE_COOKIE_DAYS = 365;

export function readSavedLocale(): string | undefined {
  return Cookies.get(COOKIE_KEYS.NEXT_LOCALE);
}

/** The switcher saves the choice before navigating, so the redirect rule agrees with it. */
export function saveLocale(locale: string): void {
  Cookies.set(COOKIE_KEYS.NEXT_LOCALE, locale, {
    expires: LOCALE_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

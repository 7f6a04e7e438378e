import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * Spec §4: when the locale saved in the NEXT_LOCALE cookie differs from the page's locale, the
 * shopper is sent to the saved one. A cookie that names no supported locale (tampered, or left by
 * an older release) is ignored rather than followed.
 */
export function savedLocaleToRedirectTo(saved: string | undefined, current: string | undefined): Locale | undefined {
  if (!isLocale(saved) || !current) return undefined;
  return saved === current ? undefined : saved;
}

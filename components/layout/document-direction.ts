import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { isRightToLeftCountry } from '@/lib/i18n/locales';

/**
 * The country decides the writing direction (spec §9: AE is right to left); _document sets it
 * before the first paint, this keeps it right when the country or the locale changes later.
 */
export function applyDocumentLanguage(locale: string): void {
  const root = document.documentElement;
  const country = Cookies.get(COOKIE_KEYS.COUNTRY);
  root.lang = locale;
  root.dir = country && isRightToLeftCountry(country) ? 'rtl' : 'ltr';
}

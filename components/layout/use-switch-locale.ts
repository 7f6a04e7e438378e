import { useCallback } from 'react';
import { useRouter } from 'next/router';
import type { Locale } from '@/lib/i18n/locales';
import { saveLocale } from './locale-cookie';

/**
 * Switches the page to another locale. The choice is saved first: the saved-locale redirect
 * (spec §4) would otherwise send the shopper straight back to the old one.
 */
export function useSwitchLocale(): (locale: Locale) => void {
  const router = useRouter();
  return useCallback(
    (locale: Locale) => {
      saveLocale(locale);
      if (locale === router.locale) return;
      void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale });
    },
    [router],
  );
}

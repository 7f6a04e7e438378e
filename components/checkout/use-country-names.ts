import { useMemo } from 'react';
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Country names in the page's language from the browser's own data (no translation files). */
export function useCountryNames(): (code: string) => string {
  const { locale = DEFAULT_LOCALE } = useRouter();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}

import { useMemo } from 'react';
import { useRouter } from 'next/router';
import { formatMinorUnits } from '@/lib/format/format-price';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { useSWRConfig } from 'swr';
import { CREDIT_KEYS } from '@/services/credit-hooks';

/** Money in any currency, dates and whole numbers in the page's locale. */
export function useCreditFormatters() {
  const { locale = DEFAULT_LOCALE } = useRouter();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const number = new Intl.NumberFormat(locale);
    return {
      money: (minor: number, currency: string) => formatMinorUnits(minor, currency, locale),
      date: (iso: string) => date.format(new Date(iso)),
      number: (value: number) => number.format(value),
    };
  }, [locale]);
}

/** Re-reads every part of the page after credit or points moved. */
export function useRefreshCredit(): () => void {
  const { mutate } = useSWRConfig();
  return () => {
    const keys: readonly string[] = Object.values(CREDIT_KEYS);
    void mutate((key) => (typeof key === 'string' ? keys.includes(key) : Array.isArray(key) && keys.includes(String(key[0]))));
  };
}

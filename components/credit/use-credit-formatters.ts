import { useMemo } from 'react';
import { useRouter } from 'next/router';
import { formatMinorUnits } from '@/lib/format/format-price';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

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


import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { formatMinorUnits } from '@/lib/format/format-price';

/** Money, counts and UTC days in the page's locale: the brand's figures are computed on UTC days. */
export function useMoneyFormat() {
  const locale = useRouter().locale ?? 'en-US';
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    return {
      money: (minor: number, currency: string) => formatMinorUnits(minor, currency, locale),
      number: (value: number) => number.format(value),
      /** 'YYYY-MM-DD' or an ISO instant. */
      day: (value: string) => day.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value)),
      shortDay: (value: string) => shortDay.format(new Date(`${value}T00:00:00Z`)),
      /** 'YYYY-MM'. */
      month: (value: string) => month.format(new Date(`${value}-01T00:00:00Z`)),
      /** Basis points: 1250 → "12.5%". */
      rate: (bps: number) => percent.format(bps / 10_000),
    };
  }, [locale]);
}

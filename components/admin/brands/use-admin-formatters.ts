import { useRouter } from 'next/router';
import { useMemo } from 'react';

/** Dates of the operators' pages in the page's locale (UTC: the store's records are in UTC). */
export function useAdminFormatters() {
  const locale = useRouter().locale ?? 'en-US';
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(locale);
    return {
      day: (iso: string) => day.format(new Date(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
      number: (value: number) => number.format(value),
    };
  }, [locale]);
}

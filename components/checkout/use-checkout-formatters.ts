import { useMemo } from 'react';
import { useRouter } from 'next/router';
import { formatMinorUnits } from '@/lib/format/format-price';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Money and calendar dates (yyyy-mm-dd, read as the day itself, not a UTC instant) in the page's locale. */
export function useCheckoutFormatters(currency: string) {
  const { locale = DEFAULT_LOCALE } = useRouter();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const toUtcDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    return {
      money: (minor: number) => formatMinorUnits(minor, currency, locale),
      day: (iso: string) => day.format(toUtcDay(iso)),
      longDay: (iso: string) => longDay.format(toUtcDay(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [currency, locale]);
}

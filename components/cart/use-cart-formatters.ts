import { useMemo } from 'react';
import { useRouter } from 'next/router';
import { STORE_TIME_ZONE } from '@/lib/constants/limits';
import { formatMinorUnits } from '@/lib/format/format-price';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Money, VAT rates and gift-card dates as the page's locale writes them. */
export function useCartFormatters(currency: string) {
  const { locale = DEFAULT_LOCALE } = useRouter();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: STORE_TIME_ZONE });
    return {
      money: (minor: number) => formatMinorUnits(minor, currency, locale),
      /** 2000 basis points → "20". */
      rate: (basisPoints: number) => percent.format(basisPoints / 100),
      day: (iso: string) => day.format(new Date(iso)),
    };
  }, [currency, locale]);
}

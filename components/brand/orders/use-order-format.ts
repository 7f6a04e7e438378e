import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { formatMinorUnits } from '@/lib/format/format-price';

/** Money, dates and line statuses of the brand's order pages, in the page's locale (dates in UTC). */
export function useOrderFormat() {
  const { t } = useTranslation('brand-orders');
  const locale = useRouter().locale ?? 'en-US';
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    return {
      money: (minor: number, currency: string) => formatMinorUnits(minor, currency, locale),
      moment: (iso: string) => day.format(new Date(iso)),
      lineStatus: (status: number) => t(`lineStatus.${status}`, { defaultValue: t('lineStatus.unknown') }),
    };
  }, [locale, t]);
}

/** A line status's badge colours: waiting (amber), moving (blue), done (green), stopped (grey). */
export function lineStatusTone(status: number): string {
  if (status === 0 || status === 7 || status === 12 || status === 14) return 'bg-amber-50 text-amber-900 ring-amber-600/30';
  if (status === 1) return 'bg-sky-50 text-sky-900 ring-sky-600/30';
  if (status === 2 || status === 15) return 'bg-emerald-50 text-emerald-900 ring-emerald-600/30';
  if (status === 6) return 'bg-violet-50 text-violet-900 ring-violet-600/30';
  return 'bg-sand-100 text-sand-800 ring-sand-400/40';
}

import { useTranslation } from '@/components/i18n/use-translation';

/** A deal price with the normal price struck through and the percentage off. */
export function DealPrice({ price, was, percent, format }: { price: number; was: number; percent: number; format(minor: number): string }) {
  const { t } = useTranslation('cart');
  return (
    <span className="flex shrink-0 flex-col items-end leading-tight">
      <span className="font-semibold tabular-nums text-ink">{format(price)}</span>
      <span className="text-xs text-ink-muted">
        <s>
          <span className="sr-only">{t('line.was')} </span>
          {format(was)}
        </s>{' '}
        <span className="font-medium text-accent-700">{t('deals.percentOff', { percent })}</span>
      </span>
    </span>
  );
}

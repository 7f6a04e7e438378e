import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { formatMinorUnits } from '@/lib/format/format-price';
import type { DetailPrice } from '@/lib/contracts/catalog/product-detail-schemas';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-state';
import { useProductT } from './product-translation';

// Only members see a programme price, and pages are rendered signed out: it loads, with the
// programmes' data hook, once the session has a customer (decision 0056).
const ProgrammePriceNote = dynamic(() => import('@/components/programmes/programme-price-note').then((module) => module.ProgrammePriceNote), { ssr: false });

interface ProductPriceBlockProps {
  price: DetailPrice;
  /** Options chosen, per unit (minor units). */
  customizationAmount: number;
}

/** The price of one unit, the compare-at price struck through and what the shopper saves. */
export function ProductPriceBlock({ price, customizationAmount }: ProductPriceBlockProps) {
  const t = useProductT();
  const { locale } = useRouter();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const format = (amount: number) => formatMinorUnits(amount, price.currency, locale);
  const compare = price.compareAtAmount !== null && price.compareAtAmount > price.amount ? price.compareAtAmount : null;
  return (
    <div className="flex flex-col gap-1" data-testid="product-price">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className={`text-3xl font-semibold tracking-tight ${compare ? 'text-sale' : 'text-ink'}`}>
          <span className="sr-only">{t('price.current')} </span>
          {format(price.amount)}
        </span>
        {compare !== null && (
          <>
            <s className="text-lg text-ink-muted">
              <span className="sr-only">{t('price.was')} </span>
              {format(compare)}
            </s>
            <span className="rounded-full bg-danger-50 px-2.5 py-0.5 text-sm font-semibold text-sale">
              {t('price.save', { amount: format(compare - price.amount), percent: Math.round(((compare - price.amount) / compare) * 100) })}
            </span>
          </>
        )}
      </p>
      {isLoggedIn && <ProgrammePriceNote amount={price.amount + customizationAmount} currency={price.currency} t={t} />}
      <p className="min-h-5 text-sm text-ink-muted">
        {customizationAmount > 0 ? t('price.withOptions', { amount: format(customizationAmount) }) : t('price.taxNote')}
      </p>
    </div>
  );
}

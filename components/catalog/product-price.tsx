import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { formatMinorUnits } from '@/lib/format/format-price';

interface ProductPriceProps {
  amount: number;
  compareAtAmount: number | null;
  currency: string;
  size?: 'md' | 'lg';
}

export function ProductPrice({ amount, compareAtAmount, currency, size = 'md' }: ProductPriceProps) {
  const { t } = useTranslation('catalog');
  const { locale } = useRouter();
  // .price-now is text-base: a card (30 per listing) writes no size class.
  const priceClass = size === 'lg' ? 'price-now text-2xl' : 'price-now';
  return (
    <p className="price-row">
      <span className={priceClass}>
        <span className="sr-only">{`${t('price.current')} `}</span>
        {formatMinorUnits(amount, currency, locale)}
      </span>
      {compareAtAmount !== null && compareAtAmount > amount ? (
        <>
          <s className="price-was">
            <span className="sr-only">{`${t('price.was')} `}</span>
            {formatMinorUnits(compareAtAmount, currency, locale)}
          </s>
          <span className="price-save">
            {t('price.save', { percent: Math.round(((compareAtAmount - amount) / compareAtAmount) * 100) })}
          </span>
        </>
      ) : null}
    </p>
  );
}

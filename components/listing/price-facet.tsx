import type { FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import type { ListingFacetsData } from '@/lib/catalog/listing-types';
import { storeCurrencyPrefix } from '@/lib/format/format-price';
import { priceRangeLabel } from './price-range-label';

interface PriceFacetProps {
  idPrefix: string;
  price: ListingFacetsData['price'];
  minPrice: number | null;
  maxPrice: number | null;
  onChange(minPrice: number | null, maxPrice: number | null): void;
}

function parseBound(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? Math.round(number * 100) / 100 : null;
}

/** Price buckets to pick from, and a from/to form for any other range (major units). */
export function PriceFacet({ idPrefix, price, minPrice, maxPrice, onChange }: PriceFacetProps) {
  const { t } = useTranslation('listing');
  const { locale } = useRouter();
  const hasRange = minPrice !== null || maxPrice !== null;
  const name = `${idPrefix}-price`;
  const prefix = storeCurrencyPrefix(price.currency).trim();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onChange(parseBound(data.get('min')), parseBound(data.get('max')));
  }

  return (
    <>
      <ul className="facet-list">
        <li>
          <label>
            <input type="radio" name={name} checked={!hasRange} onChange={() => onChange(null, null)} />
            <span className="facet-text">{t('facets.anyPrice')}</span>
          </label>
        </li>
        {price.buckets.map((bucket) => (
          <li key={bucket.min}>
            <label>
              <input type="radio" name={name} checked={bucket.selected} onChange={() => onChange(bucket.min, bucket.max)} />
              <span className="facet-text">{priceRangeLabel({ min: bucket.min, max: bucket.max, currency: price.currency, locale, t })}</span>
              <span className="facet-count">{bucket.count}</span>
            </label>
          </li>
        ))}
      </ul>
      <form key={`${minPrice ?? ''}-${maxPrice ?? ''}`} onSubmit={submit} className="mt-3 flex items-end gap-2 px-2">
        <PriceBound
          name="min"
          label={t('facets.priceMin')}
          ariaLabel={t('facets.priceMinLabel', { currency: price.currency })}
          prefix={prefix}
          value={minPrice}
          placeholder={price.minAmount === null ? '' : String(Math.floor(price.minAmount / 100))}
        />
        <span aria-hidden="true" className="pb-2.5 text-ink-muted">–</span>
        <PriceBound
          name="max"
          label={t('facets.priceMax')}
          ariaLabel={t('facets.priceMaxLabel', { currency: price.currency })}
          prefix={prefix}
          value={maxPrice}
          placeholder={price.maxAmount === null ? '' : String(Math.ceil(price.maxAmount / 100))}
        />
        <button
          type="submit"
          aria-label={t('facets.priceApplyLabel')}
          className="price-apply"
        >
          {t('facets.priceApply')}
        </button>
      </form>
    </>
  );
}

interface PriceBoundProps {
  name: 'min' | 'max';
  label: string;
  ariaLabel: string;
  prefix: string;
  value: number | null | undefined;
  placeholder: string;
}

/** One end of the price range: the currency sign inside the box, the number typed after it. */
function PriceBound({ name, label, ariaLabel, prefix, value, placeholder }: PriceBoundProps) {
  // Named classes (styles/catalog.css): the sidebar's HTML is on every listing page.
  return (
    <label className="price-bound">
      <span aria-hidden="true">{label}</span>
      <span className="price-box">
        <span aria-hidden="true">{prefix}</span>
        <input name={name} type="number" inputMode="decimal" min={0} step="any" defaultValue={value ?? ''} placeholder={placeholder} aria-label={ariaLabel} />
      </span>
    </label>
  );
}

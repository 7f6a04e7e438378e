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
      <ul className="flex flex-col gap-0.5">
        <li>
          <label className="facet-row">
            <input type="radio" name={name} checked={!hasRange} onChange={() => onChange(null, null)} className="facet-radio" />
            <span className="facet-text">{t('facets.anyPrice')}</span>
          </label>
        </li>
        {price.buckets.map((bucket) => (
          <li key={bucket.min}>
            <label className="facet-row">
              <input
                type="radio"
                name={name}
                checked={bucket.selected}
                onChange={() => onChange(bucket.min, bucket.max)}
                className="facet-radio"
              />
              <span className="facet-text">{priceRangeLabel({ min: bucket.min, max: bucket.max, currency: price.currency, locale, t })}</span>
              <span className="facet-count">{bucket.count}</span>
            </label>
          </li>
        ))}
      </ul>
      <form key={`${minPrice ?? ''}-${maxPrice ?? ''}`} onSubmit={submit} className="mt-3 flex items-end gap-2 px-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-ink-muted">
          <span aria-hidden="true">{t('facets.priceMin')}</span>
          <span className="flex h-10 items-center rounded-lg border border-sand-300 bg-white px-2 focus-within:border-accent-600">
            <span aria-hidden="true" className="text-sm text-ink-muted">{prefix}</span>
            <input
              name="min"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              defaultValue={minPrice ?? ''}
              placeholder={price.minAmount === null ? '' : String(Math.floor(price.minAmount / 100))}
              aria-label={t('facets.priceMinLabel', { currency: price.currency })}
              className="w-full min-w-0 bg-transparent ps-1 text-sm text-ink outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            />
          </span>
        </label>
        <span aria-hidden="true" className="pb-2.5 text-ink-muted">–</span>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-ink-muted">
          <span aria-hidden="true">{t('facets.priceMax')}</span>
          <span className="flex h-10 items-center rounded-lg border border-sand-300 bg-white px-2 focus-within:border-accent-600">
            <span aria-hidden="true" className="text-sm text-ink-muted">{prefix}</span>
            <input
              name="max"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              defaultValue={maxPrice ?? ''}
              placeholder={price.maxAmount === null ? '' : String(Math.ceil(price.maxAmount / 100))}
              aria-label={t('facets.priceMaxLabel', { currency: price.currency })}
              className="w-full min-w-0 bg-transparent ps-1 text-sm text-ink outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            />
          </span>
        </label>
        <button
          type="submit"
          aria-label={t('facets.priceApplyLabel')}
          className="h-10 shrink-0 rounded-lg border border-sand-300 px-3 text-sm font-semibold text-ink hover:border-ink"
        >
          {t('facets.priceApply')}
        </button>
      </form>
    </>
  );
}

import type { TFunction } from '@/lib/i18n/translate';
import { formatMinorUnits } from '@/lib/format/format-price';

/** "Up to $100", "$250 to $500", "$2,000 and above" for a range in major units. */
export function priceRangeLabel(input: { min: number | null; max: number | null; currency: string; locale: string | undefined; t: TFunction }): string {
  const { currency, locale, t } = input;
  const format = (major: number) => formatMinorUnits(Math.round(major * 100), currency, locale);
  const min = input.min !== null && input.min > 0 ? input.min : null;
  if (min === null && input.max !== null) return t('facets.priceUnder', { max: format(input.max) });
  if (min !== null && input.max === null) return t('facets.priceAbove', { min: format(min) });
  if (min !== null && input.max !== null) return t('facets.priceBetween', { min: format(min), max: format(input.max) });
  return '';
}

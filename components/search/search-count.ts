import type { TFunction } from '@/lib/i18n/translate';
import { SEARCH_RESULT_WINDOW } from '@/lib/search/search-constants';

/** "53 products", or "1,000+ products" when more match than a search ranks. */
export function searchCountText(t: TFunction, total: number, capped: boolean, locale: string | undefined): string {
  if (capped) return t('countCapped', { count: new Intl.NumberFormat(locale).format(SEARCH_RESULT_WINDOW) });
  return t('count', { count: total });
}

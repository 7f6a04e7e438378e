import type { StockState } from '@/lib/product/stock-state';

type Translate = (key: string) => string;

/** The quick view's stock line, from the state the server decided (the product page's words). */
export function quickViewAvailabilityText(state: StockState, t: Translate): string {
  switch (state) {
    case 'sold-out':
      return t('quickView.soldOut');
    case 'paused':
      return t('quickView.paused');
    case 'pre-order':
      return t('quickView.preOrder');
    default:
      return t('quickView.inStock');
  }
}

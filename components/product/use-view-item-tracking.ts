import { useEffect } from 'react';
import { trackViewItem } from '@/lib/tracking/data-layer';

/**
 * Pushes view_item (spec §7) once per product shown. Keyed on the product code, so choosing a
 * variant (a shallow URL change) does not count as a new view, while moving to another product
 * page does.
 */
export function useViewItemTracking(item: { code: string; name: string; priceMinor: number; currency: string }): void {
  const { code, name, priceMinor, currency } = item;
  useEffect(() => {
    trackViewItem({ currency, item: { id: code, name, priceMinor, quantity: 1 } });
    // The price and name belong to the view that started it; later changes are not new views.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
}

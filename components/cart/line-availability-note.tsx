import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import type { CartLine } from '@/lib/contracts/pricing/cart-schemas';

/** What the shopper must know about a line's stock; nothing for a line in stock. */
export function LineAvailabilityNote({ availability }: { availability: CartLine['availability'] }) {
  const { t } = useTranslation('cart');
  const count = availability.available_quantity ?? 0;
  const text = (() => {
    switch (availability.status) {
      case 'low_stock':
        return t('availability.lowStock', { count });
      case 'pre_order':
        return t('availability.preOrder');
      case 'exceeds_stock':
        return count === 0 ? t('availability.outOfStock') : t('availability.exceedsStock', { count });
      case 'unavailable':
        return t('availability.unavailable');
      default:
        return null;
    }
  })();
  if (!text) return null;
  const blocking = availability.status === 'exceeds_stock' || availability.status === 'unavailable';
  return <p className={clsx('text-sm', blocking ? 'font-medium text-sale' : 'text-ink-muted')}>{text}</p>;
}

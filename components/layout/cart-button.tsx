import type { MouseEvent } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { StrokeIcon } from '@/components/common/stroke-icon';
import { CART_PATH } from '@/lib/navigation/site-navigation';
import { useAppDispatch } from '@/store/hooks';
import { openModal } from '@/store/slices/modals-slice';
import { useCartCount } from './use-cart-count';

/**
 * Opens the cart modal. It is a link to /cart underneath, so the cart is reachable before the
 * JavaScript has loaded and with a middle click; a plain click stays on the page.
 */
export function CartButton() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const count = useCartCount();

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    dispatch(openModal({ name: 'cart' }));
  }

  return (
    <Link
      href={CART_PATH}
      onClick={open}
      aria-label={t('header.cart', { count })}
      aria-haspopup="dialog"
      className="relative flex size-10 items-center justify-center rounded-full text-sand-800 transition-colors hover:bg-sand-100"
    >
      <StrokeIcon name="shopping-bag" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[0.6875rem] font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

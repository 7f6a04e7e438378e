import { useState, type MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ShoppingBagIcon } from '@/components/icons/shopping-bag-icon';
import { CART_PATH } from '@/lib/navigation/site-navigation';
import { useAppSelector, useStoreActions } from '@/store/hooks';
import { selectIsReady } from '@/store/slices/auth-state';

const CartCountSource = dynamic(() => import('./cart-count-source'), { ssr: false });

/**
 * Opens the cart modal. It is a link to /cart underneath, so the cart is reachable before the
 * JavaScript has loaded and with a middle click; a plain click stays on the page.
 */
export function CartButton() {
  const { t } = useTranslation('common');
  const storeActions = useStoreActions();
  const isReady = useAppSelector(selectIsReady);
  const [count, setCount] = useState(0);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void storeActions((actions, dispatch) => dispatch(actions.openModal({ name: 'cart' })));
  }

  return (
    <>
      {isReady && <CartCountSource onCount={setCount} />}
      <Link
        href={CART_PATH}
        onClick={open}
        aria-label={t('header.cart', { count })}
        aria-haspopup="dialog"
        className="header-icon-btn relative"
      >
        <ShoppingBagIcon className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[0.6875rem] font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
    </>
  );
}

import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';

// The popup cart, its Headless UI dialog and the cart service load only when the cart opens.
const CartModal = dynamic(() => import('./cart-modal').then((module) => module.CartModal), { ssr: false });

/** Mounted by the app shell: renders the popup cart while `openModal({ name: 'cart' })` holds. */
export function CartModalMount() {
  const open = useAppSelector((state) => state.modals.cart.visible);
  return open ? <CartModal /> : null;
}

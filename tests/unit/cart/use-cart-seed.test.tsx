// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { CartSeedContext } from '@/components/cart/cart-seed-context';
import { useCart } from '@/components/cart/use-cart';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import type { PageSeed } from '@/lib/session/page-seed';
import { makeStore } from '@/store/make-store';
import { setReady } from '@/store/slices/auth-slice';
import { setCartId } from '@/store/slices/checkout-slice';
import { asDeferredStore } from '../support/deferred-store';

// The API never answers here: what the hook shows comes from the page's seed or nowhere.
const fetchCart = vi.fn(() => new Promise<Cart>(() => undefined));
vi.mock('@/services/cart-service', () => ({ fetchCart }));

/* Decision 0019: /cart is rendered with the shopper's cart, and the page shows that cart (or the
 * empty state) from the first paint, without a skeleton, until the browser knows the session;
 * then only while the session names the same cart. */

const guestCart = { id: 'guest-cart-1', lines: [{ id: 7 }], item_count: 1 } as unknown as Cart;
const emptyCart = { id: null, lines: [], item_count: 0 } as unknown as Cart;

function renderUseCart(seed: PageSeed<Cart> | null, session?: { cartId: string | null }) {
  const store = makeStore();
  if (session) {
    if (session.cartId) store.dispatch(setCartId(session.cartId));
    store.dispatch(setReady(true));
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={asDeferredStore(store)}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <CartSeedContext.Provider value={seed}>{children}</CartSeedContext.Provider>
      </SWRConfig>
    </Provider>
  );
  return renderHook(() => useCart(), { wrapper }).result.current;
}

afterEach(() => {
  cleanup();
  fetchCart.mockClear();
});

describe('the cart a page was rendered with', () => {
  it('is shown, not a skeleton, before the session is known', () => {
    const state = renderUseCart({ owner: 'guest-cart-1', data: guestCart });
    expect(state).toMatchObject({ cart: guestCart, isLoading: false, hasNoCart: false });
  });

  it('shows the empty state at once when the server found no cart', () => {
    const state = renderUseCart({ owner: null, data: emptyCart });
    expect(state).toMatchObject({ cart: undefined, isLoading: false, hasNoCart: true });
  });

  it('stays on screen once the session names the same cart, while the browser asks again', async () => {
    const state = renderUseCart({ owner: 'guest-cart-1', data: guestCart }, { cartId: 'guest-cart-1' });
    expect(state).toMatchObject({ cart: guestCart, isLoading: false });
    await waitFor(() => expect(fetchCart).toHaveBeenCalled());
  });

  it('is dropped when the session names another cart', () => {
    const state = renderUseCart({ owner: 'guest-cart-1', data: guestCart }, { cartId: 'another-cart' });
    expect(state).toMatchObject({ cart: undefined, isLoading: true });
  });

  it('is absent on other pages, which wait for the session as before', () => {
    expect(renderUseCart(null)).toMatchObject({ cart: undefined, isLoading: true, hasNoCart: false });
  });
});

import { describe, expect, it } from 'vitest';
import {
  closeAllModals,
  closeModal,
  modalsReducer,
  openModal,
  selectAnyModalOpen,
  selectModal,
  type ModalsState,
} from '@/store/slices/modals-slice';

const initial = (): ModalsState => modalsReducer(undefined, { type: '@@init' });
const withModals = (modals: ModalsState) => ({ modals });

describe('modals', () => {
  it('starts with the login, cart and checkout modals closed and without data', () => {
    const state = withModals(initial());
    for (const name of ['login', 'cart', 'checkout'] as const) {
      expect(selectModal(name)(state)).toEqual({ visible: false, data: null });
    }
    expect(selectAnyModalOpen(state)).toBe(false);
  });

  it('opens a modal with its data, leaving the others closed', () => {
    const state = withModals(modalsReducer(initial(), openModal({ name: 'login', data: { redirectTo: '/secure-checkout' } })));

    expect(selectModal('login')(state)).toEqual({ visible: true, data: { redirectTo: '/secure-checkout' } });
    expect(selectModal('cart')(state).visible).toBe(false);
    expect(selectAnyModalOpen(state)).toBe(true);
  });

  it('opens a modal without data', () => {
    const state = modalsReducer(initial(), openModal({ name: 'cart' }));
    expect(state.cart).toEqual({ visible: true, data: null });
  });

  it('drops the data when a modal closes, so the next opening starts clean', () => {
    let state = modalsReducer(initial(), openModal({ name: 'cart', data: { addedProductId: 12 } }));
    state = modalsReducer(state, closeModal('cart'));

    expect(state.cart).toEqual({ visible: false, data: null });
    expect(selectAnyModalOpen(withModals(state))).toBe(false);
  });

  it('closes every modal at once', () => {
    let state = modalsReducer(initial(), openModal({ name: 'cart' }));
    state = modalsReducer(state, openModal({ name: 'checkout', data: { orderCode: 'DH-1' } }));

    state = modalsReducer(state, closeAllModals());

    expect(selectAnyModalOpen(withModals(state))).toBe(false);
    expect(state.checkout.data).toBeNull();
  });
});

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where to go once the shopper has signed in from the login modal. */
export interface LoginModalData {
  redirectTo?: string;
}

/** The line just added, so the cart modal can highlight it. */
export interface CartModalData {
  addedProductId?: number;
  addedQuantity?: number;
}

/** The order the checkout modal is about, when it opens for one. */
export interface CheckoutModalData {
  orderCode?: string;
}

export interface ModalDataMap {
  login: LoginModalData;
  cart: CartModalData;
  checkout: CheckoutModalData;
}

export type ModalName = keyof ModalDataMap;

export interface ModalState<Data> {
  visible: boolean;
  data: Data | null;
}

export type ModalsState = { [Name in ModalName]: ModalState<ModalDataMap[Name]> };

/** `openModal({ name: 'login', data: { redirectTo } })`: data is checked against the modal. */
export type OpenModalPayload = { [Name in ModalName]: { name: Name; data?: ModalDataMap[Name] } }[ModalName];

const closed = { visible: false, data: null };

const initialState: ModalsState = { login: closed, cart: closed, checkout: closed };

const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    openModal(state, action: PayloadAction<OpenModalPayload>) {
      const { name, data } = action.payload;
      state[name] = { visible: true, data: data ?? null };
    },
    closeModal(state, action: PayloadAction<ModalName>) {
      // Data goes with the modal: the next opening must not act on an old redirect or item.
      state[action.payload] = closed;
    },
    closeAllModals() {
      return initialState;
    },
  },
});

export const { openModal, closeModal, closeAllModals } = modalsSlice.actions;
export const modalsReducer = modalsSlice.reducer;

type WithModals = { modals: ModalsState };
export const selectModal =
  <Name extends ModalName>(name: Name) =>
  (state: WithModals): ModalsState[Name] =>
    state.modals[name];
export const selectAnyModalOpen = (state: WithModals): boolean =>
  Object.values(state.modals).some((modal) => modal.visible);

/* The modals slice's state, initial value and selectors: plain code without Redux Toolkit, so the
 * first-load shell reads them while the store itself loads later (decision 0056). */
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

export const closedModal = { visible: false, data: null };

export const initialModalsState: ModalsState = { login: closedModal, cart: closedModal, checkout: closedModal };

type WithModals = { modals: ModalsState };
export const selectModal =
  <Name extends ModalName>(name: Name) =>
  (state: WithModals): ModalsState[Name] =>
    state.modals[name];
export const selectAnyModalOpen = (state: WithModals): boolean =>
  Object.values(state.modals).some((modal) => modal.visible);

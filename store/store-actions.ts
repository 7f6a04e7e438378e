/* Every action creator and thunk of the store, for code that dispatches through
 * `useStoreActions()` (store/hooks.ts): they load with the store, not with the first page. */
export { dismissToast, hideLoading, pushToast, showLoading, toggleLoading } from './slices/ui-slice';
export { closeAllModals, closeModal, openModal } from './slices/modals-slice';
export { setCartId, setCheckoutLoading, setCheckoutOrder, setProcessingCheckout, setPromotionCode } from './slices/checkout-slice';
export { login, logout, restoreSession } from './thunks/session-thunks';

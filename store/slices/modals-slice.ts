import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { closedModal, initialModalsState, type ModalName, type OpenModalPayload } from './modals-state';

export * from './modals-state';

const modalsSlice = createSlice({
  name: 'modals',
  initialState: initialModalsState,
  reducers: {
    openModal(state, action: PayloadAction<OpenModalPayload>) {
      const { name, data } = action.payload;
      state[name] = { visible: true, data: data ?? null };
    },
    closeModal(state, action: PayloadAction<ModalName>) {
      // Data goes with the modal: the next opening must not act on an old redirect or item.
      state[action.payload] = closedModal;
    },
    closeAllModals() {
      return initialModalsState;
    },
  },
});

export const { openModal, closeModal, closeAllModals } = modalsSlice.actions;
export const modalsReducer = modalsSlice.reducer;

import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_TOAST_DURATION_MS, MAX_TOASTS, initialUiState, type LoadingOverlay, type Toast, type ToastKind } from './ui-state';

export * from './ui-state';

function overlay(visible: boolean, message: string | undefined): LoadingOverlay {
  // A hidden overlay keeps no message, so the next show never flashes a stale one.
  return visible && message !== undefined ? { visible, message } : { visible };
}

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    showLoading: {
      reducer(state, action: PayloadAction<string | undefined>) {
        state.loading = overlay(true, action.payload);
      },
      prepare: (message?: string) => ({ payload: message }),
    },
    hideLoading(state) {
      state.loading = overlay(false, undefined);
    },
    /** Flips the overlay unless `visible` says which way; the message applies when it shows. */
    toggleLoading: {
      reducer(state, action: PayloadAction<{ visible?: boolean; message?: string }>) {
        const visible = action.payload.visible ?? !state.loading.visible;
        state.loading = overlay(visible, action.payload.message);
      },
      prepare: (options: { visible?: boolean; message?: string } = {}) => ({ payload: options }),
    },
    pushToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
        if (state.toasts.length > MAX_TOASTS) state.toasts.splice(0, state.toasts.length - MAX_TOASTS);
      },
      prepare: (toast: { kind: ToastKind; message: string; durationMs?: number }) => ({
        payload: {
          id: nanoid(),
          kind: toast.kind,
          message: toast.message,
          durationMs: toast.durationMs ?? DEFAULT_TOAST_DURATION_MS,
        },
      }),
    },
    dismissToast(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { showLoading, hideLoading, toggleLoading, pushToast, dismissToast } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

export interface LoadingOverlay {
  visible: boolean;
  message?: string;
}

export interface UiState {
  loading: LoadingOverlay;
  toasts: Toast[];
}

export const DEFAULT_TOAST_DURATION_MS = 4000;
/** More than this at once is noise; the oldest give way to the newest. */
export const MAX_TOASTS = 5;

const initialState: UiState = { loading: { visible: false }, toasts: [] };

function overlay(visible: boolean, message: string | undefined): LoadingOverlay {
  // A hidden overlay keeps no message, so the next show never flashes a stale one.
  return visible && message !== undefined ? { visible, message } : { visible };
}

const uiSlice = createSlice({
  name: 'ui',
  initialState,
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

type WithUi = { ui: UiState };
export const selectLoading = (state: WithUi): LoadingOverlay => state.ui.loading;
export const selectToasts = (state: WithUi): Toast[] => state.ui.toasts;

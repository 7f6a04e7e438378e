/* The ui slice's state, initial value and selectors: plain code without Redux Toolkit, so the
 * first-load shell reads them while the store itself loads later (decision 0056). */
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

export const initialUiState: UiState = { loading: { visible: false }, toasts: [] };

type WithUi = { ui: UiState };
export const selectLoading = (state: WithUi): LoadingOverlay => state.ui.loading;
export const selectToasts = (state: WithUi): Toast[] => state.ui.toasts;

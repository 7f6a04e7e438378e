import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_DURATION_MS,
  dismissToast,
  hideLoading,
  MAX_TOASTS,
  pushToast,
  selectLoading,
  selectToasts,
  showLoading,
  toggleLoading,
  uiReducer,
  type UiState,
} from '@/store/slices/ui-slice';

const initial = (): UiState => uiReducer(undefined, { type: '@@init' });
const withUi = (ui: UiState) => ({ ui });

describe('loading overlay', () => {
  it('starts hidden', () => {
    expect(selectLoading(withUi(initial()))).toEqual({ visible: false });
  });

  it('shows with an optional message and hides without one', () => {
    const shown = uiReducer(initial(), showLoading('Placing your order'));
    expect(shown.loading).toEqual({ visible: true, message: 'Placing your order' });
    expect(uiReducer(initial(), showLoading()).loading).toEqual({ visible: true });
    expect(uiReducer(shown, hideLoading()).loading).toEqual({ visible: false });
  });

  it('toggles between shown and hidden, taking the message when it shows', () => {
    const shown = uiReducer(initial(), toggleLoading({ message: 'Loading cart' }));
    expect(shown.loading).toEqual({ visible: true, message: 'Loading cart' });
    expect(uiReducer(shown, toggleLoading()).loading).toEqual({ visible: false });
  });

  it('goes the way an explicit visible flag says, whatever it was', () => {
    const shown = uiReducer(initial(), showLoading());
    expect(uiReducer(shown, toggleLoading({ visible: true, message: 'Still working' })).loading).toEqual({
      visible: true,
      message: 'Still working',
    });
    expect(uiReducer(initial(), toggleLoading({ visible: false })).loading).toEqual({ visible: false });
  });
});

describe('toasts', () => {
  it('gives each toast its own id and the default duration', () => {
    let state = uiReducer(initial(), pushToast({ kind: 'success', message: 'Added to cart' }));
    state = uiReducer(state, pushToast({ kind: 'error', message: 'Out of stock', durationMs: 8000 }));

    const [first, second] = selectToasts(withUi(state));
    expect(first).toMatchObject({ kind: 'success', message: 'Added to cart', durationMs: DEFAULT_TOAST_DURATION_MS });
    expect(second).toMatchObject({ kind: 'error', message: 'Out of stock', durationMs: 8000 });
    expect(first?.id).toBeTruthy();
    expect(first?.id).not.toBe(second?.id);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    let state = initial();
    for (let n = 1; n <= MAX_TOASTS + 2; n += 1) state = uiReducer(state, pushToast({ kind: 'info', message: `toast ${n}` }));

    expect(state.toasts.map((toast) => toast.message)).toEqual(['toast 3', 'toast 4', 'toast 5', 'toast 6', 'toast 7']);
  });

  it('dismisses only the toast with the given id', () => {
    let state = uiReducer(initial(), pushToast({ kind: 'info', message: 'keep' }));
    state = uiReducer(state, pushToast({ kind: 'info', message: 'dismiss' }));
    const id = state.toasts[1]?.id ?? '';

    state = uiReducer(state, dismissToast(id));

    expect(state.toasts.map((toast) => toast.message)).toEqual(['keep']);
  });
});

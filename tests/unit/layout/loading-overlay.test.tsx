// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { hideLoading, showLoading } from '@/store/slices/ui-slice';
import { renderWithShell } from './render-with-shell';

describe('loading overlay', () => {
  afterEach(cleanup);

  it('is not in the page until something shows it', () => {
    renderWithShell(<LoadingOverlay />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows its message as a busy status', () => {
    const { store } = renderWithShell(<LoadingOverlay />);
    act(() => {
      store.dispatch(showLoading('Placing your order…'));
    });

    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Placing your order…');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('says it is loading when no message is given', () => {
    const { store } = renderWithShell(<LoadingOverlay />);
    act(() => {
      store.dispatch(showLoading());
    });
    expect(screen.getByRole('status').textContent).toBe('Loading, please wait…');
  });

  it('goes away when hidden', () => {
    const { store } = renderWithShell(<LoadingOverlay />);
    act(() => {
      store.dispatch(showLoading('One moment'));
    });
    act(() => {
      store.dispatch(hideLoading());
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

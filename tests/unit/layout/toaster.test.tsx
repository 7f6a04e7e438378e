// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Toaster } from '@/components/layout/toaster';
import { AppShell } from '@/components/layout/app-shell';
import { resolveShellOptions } from '@/components/layout/page-shell-options';
import { pushToast } from '@/store/slices/ui-slice';
import { renderWithShell } from './render-with-shell';
import { resetRouter } from './router-mock';

vi.mock('next/router', async () => (await import('./router-mock')).nextRouterModule);

describe('toaster', () => {
  // A toast's code loads with the first toast (next/dynamic), as on a page: once it has, every
  // later toast shows at once, which the timer test below needs.
  beforeAll(async () => {
    resetRouter();
    const { store } = renderWithShell(<Toaster />);
    act(() => {
      store.dispatch(pushToast({ kind: 'info', message: 'First toast of the page' }));
    });
    await screen.findByText('First toast of the page');
    cleanup();
  });
  beforeEach(() => resetRouter());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a pushed toast in a polite live region', () => {
    const { store } = renderWithShell(<Toaster />);
    act(() => {
      store.dispatch(pushToast({ kind: 'success', message: 'Added to your cart' }));
    });

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Added to your cart');
  });

  it('removes a toast when its dismiss button is pressed', () => {
    const { store } = renderWithShell(<Toaster />);
    act(() => {
      store.dispatch(pushToast({ kind: 'error', message: 'Payment declined' }));
    });

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByText('Payment declined')).toBeNull();
  });

  it('dismisses a toast on its own once its duration has passed', () => {
    vi.useFakeTimers();
    const { store } = renderWithShell(<Toaster />);
    act(() => {
      store.dispatch(pushToast({ kind: 'info', message: 'Saved for later', durationMs: 3000 }));
    });

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Saved for later')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved for later')).toBeNull();
  });

  it('is absent from a page that switches it off', () => {
    const options = resolveShellOptions({ layout: 'none', hideToaster: true }, undefined);
    const { store } = renderWithShell(<AppShell options={options}>page</AppShell>);
    act(() => {
      store.dispatch(pushToast({ kind: 'info', message: 'Nobody should see this' }));
    });

    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByText('Nobody should see this')).toBeNull();
  });

  it('is present on a page that opts out of the layout but keeps the toaster', () => {
    const options = resolveShellOptions({ layout: 'none' }, undefined);
    renderWithShell(<AppShell options={options}>page</AppShell>);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });
});

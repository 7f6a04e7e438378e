// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { useBodyScrollLock } from '@/components/layout/use-body-scroll-lock';
import { closeModal, openModal } from '@/store/slices/modals-slice';
import { renderWithShell } from './render-with-shell';

function ScrollLockHost() {
  useBodyScrollLock();
  return null;
}

describe('body scroll lock while a modal is open', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    // jsdom has no layout: give the page a 15 px scrollbar and a scroll position.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1009 });
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 640 });
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    document.body.style.overflow = '';
    document.body.style.paddingRight = '';
  });
  afterEach(cleanup);

  it('leaves the page scrollable when no modal is open', () => {
    renderWithShell(<ScrollLockHost />);
    expect(document.body.style.overflow).toBe('');
  });

  it('stops the page scrolling and pads for the hidden scrollbar while the cart is open', () => {
    const { store } = renderWithShell(<ScrollLockHost />);
    act(() => {
      store.dispatch(openModal({ name: 'cart' }));
    });

    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('15px');
  });

  it('stays locked while a second modal replaces the first, and restores everything after the last', () => {
    document.body.style.paddingRight = '';
    const { store } = renderWithShell(<ScrollLockHost />);
    act(() => {
      store.dispatch(openModal({ name: 'login' }));
      store.dispatch(openModal({ name: 'checkout' }));
    });
    act(() => {
      store.dispatch(closeModal('login'));
    });
    expect(document.body.style.overflow).toBe('hidden');

    // Something scrolled the window while locked (a mobile browser's address bar, a focus jump).
    window.scrollY = 0;
    act(() => {
      store.dispatch(closeModal('checkout'));
    });

    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });
});

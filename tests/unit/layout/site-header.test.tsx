// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SiteHeader } from '@/components/layout/site-header';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { selectModal } from '@/store/slices/modals-slice';
import { renderWithShell } from './render-with-shell';
import { resetRouter, router } from './router-mock';

vi.mock('next/router', async () => (await import('./router-mock')).nextRouterModule);

describe('site header', () => {
  beforeEach(() => resetRouter());
  afterEach(cleanup);

  it('searches with a plain GET form to /search?q=, so it works before JavaScript', () => {
    renderWithShell(<SiteHeader />);
    const [form] = screen.getAllByRole('search');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
    const input = within(form as HTMLElement).getByRole('searchbox', { name: 'Search the store' });
    expect(input.getAttribute('name')).toBe('q');
  });

  it('searches in the page’s locale', () => {
    resetRouter({ locale: 'fr-FR' });
    renderWithShell(<SiteHeader />, { locale: 'fr-FR' });
    const [form] = screen.getAllByRole('search');
    expect(form?.getAttribute('action')).toBe('/fr-FR/search');
    expect(within(form as HTMLElement).getByRole('searchbox', { name: 'Rechercher dans la boutique' })).toBeTruthy();
  });

  it('navigates to the results without reloading once the app runs', () => {
    renderWithShell(<SiteHeader />);
    const [form] = screen.getAllByRole('search');
    const input = within(form as HTMLElement).getByRole('searchbox');
    fireEvent.change(input, { target: { value: ' standing desk ' } });
    fireEvent.submit(form as HTMLElement);
    expect(router.push).toHaveBeenCalledWith({ pathname: '/search', query: { q: 'standing desk' } });
  });

  it('lists every category with its translated name', () => {
    renderWithShell(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    const names = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Standing desks', 'Office chairs', 'Work pods', 'Desk accessories', 'Electronics', 'Storage', 'Gaming', 'Desk frames', 'Sale']);
  });

  it('opens the cart modal from the cart link, which still points at /cart', () => {
    const { store } = renderWithShell(<SiteHeader />);
    const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(cart.getAttribute('href')).toBe('/cart');

    fireEvent.click(cart);

    expect(selectModal('cart')(store.getState()).visible).toBe(true);
  });

  it('offers sign-in to a visitor', () => {
    renderWithShell(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('links the store name to the home page', () => {
    renderWithShell(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Deskhaus home page' }).getAttribute('href')).toBe('/');
  });
});

describe('mobile menu', () => {
  beforeEach(() => resetRouter());
  afterEach(cleanup);

  it('opens a dialog from the keyboard and closes it with Escape, giving focus back', async () => {
    renderWithShell(<MobileMenu />);
    const button = screen.getByRole('button', { name: 'Open the menu' });
    button.focus();

    // Browsers turn Enter or Space on a focused button into a click; jsdom does not, so the click is sent.
    fireEvent.click(button);
    // The drawer's code loads on first open; on a busy machine that takes longer than 1 s.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(within(dialog).getByRole('link', { name: 'Office chairs' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

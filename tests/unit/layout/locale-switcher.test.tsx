// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LocaleSwitcher } from '@/components/layout/locale-switcher';
import { renderWithShell } from './render-with-shell';
import { resetRouter, router } from './router-mock';

vi.mock('next/router', async () => (await import('./router-mock')).nextRouterModule);

function clearCookies() {
  for (const name of ['NEXT_LOCALE', 'COUNTRY']) document.cookie = `${name}=; max-age=0; path=/`;
}

describe('locale switcher', () => {
  beforeEach(() => {
    clearCookies();
    resetRouter({ pathname: '/[categorySlug]', asPath: '/office-chairs', query: { categorySlug: 'office-chairs' } });
    document.documentElement.dir = 'ltr';
  });
  afterEach(() => {
    cleanup();
    clearCookies();
  });

  async function openDialog() {
    renderWithShell(<LocaleSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: /Language and country/ }));
    // The dialog is a lazy chunk: the first test of the file pays for transforming Headless UI.
    return screen.findByRole('dialog', { name: 'Language and country' }, { timeout: 10_000 });
  }

  it('lists the five locales, each in its own language, with the current one marked', async () => {
    const dialog = await openDialog();
    const choices = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('lang'));
    expect(choices.map((button) => button.getAttribute('lang'))).toEqual(['en-US', 'en-CA', 'en-GB', 'fr-FR', 'de-DE']);
    expect(choices[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('saves the chosen locale in NEXT_LOCALE, then shows the same page in it', async () => {
    const dialog = await openDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: /Français/ }));

    expect(document.cookie).toContain('NEXT_LOCALE=fr-FR');
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/[categorySlug]', query: { categorySlug: 'office-chairs' } },
      '/office-chairs',
      { locale: 'fr-FR' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns the page right to left for a shopper from the United Arab Emirates', async () => {
    const dialog = await openDialog();

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Country you shop from' }), { target: { value: 'AE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(document.cookie).toContain('COUNTRY=AE');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

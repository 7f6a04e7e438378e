// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { InfoPage } from '@/components/info/info-page';
import { INFO_PAGE_KEYS, INFO_PAGES } from '@/components/info/info-pages';
import { resetRouter, router } from '@/tests/unit/layout/router-mock';
import { renderWithI18n, type TestLocale } from './render-with-i18n';

vi.mock('next/router', async () => (await import('@/tests/unit/layout/router-mock')).nextRouterModule);

function renderPage(page: (typeof INFO_PAGE_KEYS)[number], locale: TestLocale = 'en-US') {
  router.locale = locale;
  return renderWithI18n(<InfoPage page={page} />, locale);
}

describe('information pages', () => {
  beforeEach(() => resetRouter());
  afterEach(cleanup);

  it('gives the privacy policy a table of contents whose links reach every section heading', () => {
    renderPage('privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      const target = document.getElementById(id);
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it('keeps short pages without a table of contents', () => {
    renderPage('about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Deskhaus' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });

  it('tells what the store really stores: account, cart, orders, payment tokens but never card numbers, consented analytics, its cookies', () => {
    renderPage('privacy');
    const text = document.body.textContent ?? '';
    for (const words of ['e-mail address', 'profile', 'cart', 'order', 'payment token', 'never receive or store your full card number', 'analytics', 'NEXT_LOCALE', 'token, refresh_token and dh_session', 'cannot be read by any script', 'CART_ID', 'dh_consent']) {
      expect(text).toContain(words);
    }
  });

  it('states 30-day returns from delivery, pricing errors, warranty and governing law in the terms', () => {
    renderPage('terms');
    for (const heading of ['Orders', 'Prices and pricing errors', 'Returns within 30 days', 'Warranty', 'Governing law and disputes']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(document.body.textContent).toContain('within 30 days of delivery');
  });

  it.each(['fr-FR', 'de-DE'] as const)('renders every page in %s with the store name filled in and no English headings', (locale) => {
    for (const page of INFO_PAGE_KEYS) {
      renderPage(page, locale);
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(/\{\{|\}\}/);
      expect(text).not.toMatch(/On this page|Related pages|Last updated|Privacy policy|Terms of use/);
      cleanup();
    }
  });

  it('dates the privacy policy and the terms in the words of the locale', () => {
    renderPage('privacy', 'fr-FR');
    expect(document.body.textContent).toMatch(/Dernière mise à jour : \d{1,2} \p{L}+ \d{4}/u);
  });

  it('links each page to the three others, never to itself', () => {
    renderPage('press');
    const related = screen.getByRole('navigation', { name: 'Related pages' });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual([INFO_PAGES.about.path, INFO_PAGES.privacy.path, INFO_PAGES.terms.path].sort());
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { savedLocaleToRedirectTo } from '@/lib/navigation/saved-locale-redirect';
import { useSavedLocaleRedirect } from '@/components/layout/use-saved-locale-redirect';
import { resetRouter, router } from '../layout/router-mock';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

function setLocaleCookie(value: string | undefined) {
  document.cookie = value === undefined ? 'NEXT_LOCALE=; max-age=0; path=/' : `NEXT_LOCALE=${value}; path=/`;
}

describe('saved locale redirect rule (spec §4)', () => {
  it('redirects to a supported saved locale that differs from the page’s', () => {
    expect(savedLocaleToRedirectTo('fr-FR', 'en-US')).toBe('fr-FR');
  });

  it('stays when the saved locale is the page’s', () => {
    expect(savedLocaleToRedirectTo('de-DE', 'de-DE')).toBeUndefined();
  });

  it.each(['es-ES', 'fr', '', 'en-us'])('ignores the unsupported saved value %j', (saved) => {
    expect(savedLocaleToRedirectTo(saved, 'en-US')).toBeUndefined();
  });

  it('stays when nothing is saved', () => {
    expect(savedLocaleToRedirectTo(undefined, 'en-US')).toBeUndefined();
  });
});

describe('useSavedLocaleRedirect', () => {
  beforeEach(() => resetRouter({ locale: 'en-US', asPath: '/standing-desks?page=2' }));
  afterEach(() => {
    cleanup();
    setLocaleCookie(undefined);
  });

  it('replaces the page with the same path in the saved locale', () => {
    setLocaleCookie('fr-FR');
    renderHook(() => useSavedLocaleRedirect());
    expect(router.replace).toHaveBeenCalledWith('/standing-desks?page=2', undefined, { locale: 'fr-FR' });
  });

  it('does nothing when the saved locale is the current one', () => {
    setLocaleCookie('en-US');
    renderHook(() => useSavedLocaleRedirect());
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('does nothing when the saved locale is not one the store serves', () => {
    setLocaleCookie('it-IT');
    renderHook(() => useSavedLocaleRedirect());
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('does nothing without a saved locale', () => {
    renderHook(() => useSavedLocaleRedirect());
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('waits until the router knows the real path', () => {
    setLocaleCookie('de-DE');
    resetRouter({ isReady: false, asPath: '/[categorySlug]' });
    const { rerender } = renderHook(() => useSavedLocaleRedirect());
    expect(router.replace).not.toHaveBeenCalled();

    Object.assign(router, { isReady: true, asPath: '/office-chairs' });
    rerender();
    expect(router.replace).toHaveBeenCalledWith('/office-chairs', undefined, { locale: 'de-DE' });
  });
});

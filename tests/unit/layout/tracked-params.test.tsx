// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useTrackedParams } from '@/components/layout/use-tracked-params';
import { saveConsent } from '@/components/layout/consent-cookie';
import { readStoredUtmParams } from '@/lib/tracking/tracked-params';
import { resetRouter } from './router-mock';

vi.mock('next/router', async () => (await import('./router-mock')).nextRouterModule);

function clearCookies() {
  for (const name of ['dh_consent', 'CART_RID', 'CART_RANMID']) document.cookie = `${name}=; max-age=0; path=/`;
}

describe('tracked query params', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    resetRouter({ asPath: '/?utm_source=newsletter&rid=R42', query: { utm_source: 'newsletter', rid: 'R42' } });
  });
  afterEach(() => {
    cleanup();
    clearCookies();
  });

  it('are saved from the landing URL when the shopper has accepted tracking', () => {
    document.cookie = 'dh_consent=all; path=/';
    renderHook(() => useTrackedParams());
    expect(readStoredUtmParams(sessionStorage)).toEqual({ utm_source: 'newsletter' });
    expect(document.cookie).toContain('CART_RID=R42');
  });

  it('wait for consent, then are saved when the shopper accepts', () => {
    renderHook(() => useTrackedParams());
    expect(readStoredUtmParams(sessionStorage)).toEqual({});

    act(() => saveConsent('all'));

    expect(readStoredUtmParams(sessionStorage)).toEqual({ utm_source: 'newsletter' });
  });

  it('are not saved when the shopper keeps to essential cookies', () => {
    renderHook(() => useTrackedParams());
    act(() => saveConsent('essential'));
    expect(readStoredUtmParams(sessionStorage)).toEqual({});
    expect(document.cookie).not.toContain('CART_RID');
  });
});

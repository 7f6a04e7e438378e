import { describe, expect, it } from 'vitest';
import { COOKIE_KEYS, SESSION_KEYS } from '@/lib/constants/storage-keys';
import { readStored, writeStored, type StorageLike } from '@/lib/storage/expiring-storage';
import {
  extractTrackedParams,
  readStoredUtmParams,
  saveTrackedParams,
  TRACKING_COOKIE_MAX_AGE_SECONDS,
  type CookieOptions,
  type CookieWriter,
} from '@/lib/tracking/tracked-params';

function memoryStorage(): StorageLike & { keys(): string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

function recordingCookies(): CookieWriter & { written: Map<string, { value: string; options: CookieOptions }> } {
  const written = new Map<string, { value: string; options: CookieOptions }>();
  return { written, set: (name, value, options) => void written.set(name, { value, options }) };
}

describe('extractTrackedParams (spec §3)', () => {
  it('reads rid, ranMID and the five utm tags from a Next query', () => {
    expect(
      extractTrackedParams({
        rid: 'r-1',
        ranMID: '42',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
        utm_content: 'hero',
        utm_term: 'standing desk',
        q: 'desk',
      }),
    ).toEqual({
      rid: 'r-1',
      ranMID: '42',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_content: 'hero',
      utm_term: 'standing desk',
    });
  });

  it('reads the same params from URLSearchParams', () => {
    expect(extractTrackedParams(new URLSearchParams('?utm_source=ig&rid=7&other=1'))).toEqual({ utm_source: 'ig', rid: '7' });
  });

  it('ignores params that are not tracked, including differently cased names', () => {
    expect(extractTrackedParams({ ranmid: '1', UTM_SOURCE: 'x', utm_id: 'y' })).toEqual({});
  });

  it('takes the first non-blank value of a repeated param', () => {
    expect(extractTrackedParams({ utm_source: ['', 'google', 'bing'] })).toEqual({ utm_source: 'google' });
  });

  it('trims values and drops blank, missing or over-long ones', () => {
    expect(extractTrackedParams({ rid: '  r-9  ', ranMID: '   ', utm_source: undefined, utm_term: 'x'.repeat(201) })).toEqual({ rid: 'r-9' });
  });
});

describe('saveTrackedParams (spec §3 browser storage)', () => {
  it('writes utm tags to session storage, readable with readStored', () => {
    const session = memoryStorage();
    saveTrackedParams({ utm_source: 'newsletter', utm_campaign: 'spring' }, { session, cookies: recordingCookies(), consent: 'all' });
    expect(readStored(session, SESSION_KEYS.UTM_SOURCE)).toBe('newsletter');
    expect(readStored(session, SESSION_KEYS.UTM_CAMPAIGN)).toBe('spring');
    expect(readStoredUtmParams(session)).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
  });

  it('writes rid and ranMID to the cart cookies with the tracking lifetime', () => {
    const cookies = recordingCookies();
    saveTrackedParams({ rid: 'r-1', ranMID: '42' }, { session: memoryStorage(), cookies, consent: 'all' });
    expect(cookies.written.get(COOKIE_KEYS.CART_RID)).toEqual({ value: 'r-1', options: { maxAgeSeconds: TRACKING_COOKIE_MAX_AGE_SECONDS } });
    expect(cookies.written.get(COOKIE_KEYS.CART_RANMID)?.value).toBe('42');
  });

  it('writes a promo code to the cart promotion cookie', () => {
    const cookies = recordingCookies();
    saveTrackedParams({ promotionCode: ' SPRING10 ' }, { session: memoryStorage(), cookies, consent: 'all' });
    expect(cookies.written.get(COOKIE_KEYS.CART_PROMOTION_CODE)?.value).toBe('SPRING10');
  });

  it('stores no campaign tracking without consent to non-essential data', () => {
    for (const consent of ['essential', undefined] as const) {
      const session = memoryStorage();
      const cookies = recordingCookies();
      saveTrackedParams({ rid: 'r-1', ranMID: '42', utm_source: 'ig' }, { session, cookies, consent });
      expect(session.keys()).toEqual([]);
      expect(cookies.written.size).toBe(0);
    }
  });

  it('still stores the promo code without consent, since the shopper asked for the discount', () => {
    const cookies = recordingCookies();
    saveTrackedParams({ promotionCode: 'SPRING10', rid: 'r-1' }, { session: undefined, cookies, consent: 'essential' });
    expect([...cookies.written.keys()]).toEqual([COOKIE_KEYS.CART_PROMOTION_CODE]);
  });

  it('replaces every utm tag of an earlier campaign when a new campaign arrives', () => {
    const session = memoryStorage();
    const stores = { session, cookies: recordingCookies(), consent: 'all' as const };
    saveTrackedParams({ utm_source: 'newsletter', utm_campaign: 'spring', utm_term: 'desk' }, stores);
    saveTrackedParams({ utm_source: 'instagram' }, stores);
    expect(readStoredUtmParams(session)).toEqual({ utm_source: 'instagram' });
  });

  it('keeps the campaign of the visit when a page has no utm tags', () => {
    const session = memoryStorage();
    const stores = { session, cookies: recordingCookies(), consent: 'all' as const };
    saveTrackedParams({ utm_source: 'newsletter' }, stores);
    saveTrackedParams({ rid: 'r-1' }, stores);
    expect(readStoredUtmParams(session)).toEqual({ utm_source: 'newsletter' });
  });

  it('writes nothing for empty params', () => {
    const session = memoryStorage();
    const cookies = recordingCookies();
    saveTrackedParams({ promotionCode: '  ' }, { session, cookies, consent: 'all' });
    expect(session.keys()).toEqual([]);
    expect(cookies.written.size).toBe(0);
  });

  it('works without session storage (server render, storage disabled)', () => {
    const cookies = recordingCookies();
    expect(() => saveTrackedParams({ utm_source: 'ig', rid: 'r' }, { session: undefined, cookies, consent: 'all' })).not.toThrow();
    expect(cookies.written.get(COOKIE_KEYS.CART_RID)?.value).toBe('r');
  });
});

describe('readStoredUtmParams', () => {
  it('skips stored values that are not strings', () => {
    const session = memoryStorage();
    writeStored(session, SESSION_KEYS.UTM_SOURCE, 12);
    writeStored(session, SESSION_KEYS.UTM_MEDIUM, 'email');
    expect(readStoredUtmParams(session)).toEqual({ utm_medium: 'email' });
  });

  it('returns no tags without a storage', () => {
    expect(readStoredUtmParams(undefined)).toEqual({});
  });
});

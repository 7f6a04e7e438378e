import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '@/lib/constants/storage-keys';
import { SESSION_INACTIVITY_MS } from '@/lib/constants/limits';
import { createSessionStore, PAGE_HISTORY_LIMIT } from '@/lib/analytics/session';
import { readStored, type StorageLike } from '@/lib/storage/expiring-storage';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const throwingStorage: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

function ids() {
  let next = 0;
  return () => `id-${++next}`;
}

const T0 = 1_800_000_000_000;

describe('analytics session (spec §4: regenerated after 900,000 ms of inactivity)', () => {
  it('keeps the session id when the shopper comes back after exactly 900,000 ms', () => {
    const store = createSessionStore(memoryStorage(), ids());
    const first = store.touch(T0, 'homepage');
    const again = store.touch(T0 + SESSION_INACTIVITY_MS, '_cart');
    expect(SESSION_INACTIVITY_MS).toBe(900_000);
    expect(again.sessionId).toBe(first.sessionId);
    expect(again.isNew).toBe(false);
  });

  it('starts a new session one millisecond later, keeping the anonymous id', () => {
    const store = createSessionStore(memoryStorage(), ids());
    const first = store.touch(T0, 'homepage');
    const next = store.touch(T0 + SESSION_INACTIVITY_MS + 1, '_cart');
    expect(next.sessionId).not.toBe(first.sessionId);
    expect(next.isNew).toBe(true);
    expect(next.userPseudoId).toBe(first.userPseudoId);
    expect(next.sessionFirstPage).toBe('_cart');
  });

  it('measures inactivity from the last activity, not from the session start', () => {
    const store = createSessionStore(memoryStorage(), ids());
    const first = store.touch(T0, 'homepage');
    store.touch(T0 + 600_000, 'homepage');
    expect(store.touch(T0 + 1_400_000, 'homepage').sessionId).toBe(first.sessionId);
  });

  it('keeps the session, last-active time, anonymous id and first page in local storage under the spec §3 keys', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage, ids()).touch(T0, 'product_detail_page');
    expect(readStored(storage, LOCAL_KEYS.SESSION_ID)).toBe(session.sessionId);
    expect(readStored(storage, LOCAL_KEYS.LAST_ACTIVE)).toBe(T0);
    expect(readStored(storage, LOCAL_KEYS.ANONYMOUS_USER_ID)).toBe(session.userPseudoId);
    expect(readStored(storage, LOCAL_KEYS.SESSION_FIRST_PAGE)).toBe('product_detail_page');
    // A second tab (another store on the same storage) continues the same session.
    expect(createSessionStore(storage, ids()).touch(T0 + 1000, '_cart').sessionId).toBe(session.sessionId);
  });

  it('records the page history of the session (bounded) and the page of the add-to-cart', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, ids());
    store.touch(T0, 'homepage');
    for (let page = 0; page < PAGE_HISTORY_LIMIT + 5; page += 1) store.recordPage(`_page${page}`);
    store.recordAddToCart('product_detail_page');
    const session = store.touch(T0 + 1, '_cart');
    expect(session.pageHistory).toHaveLength(PAGE_HISTORY_LIMIT);
    expect(session.pageHistory.at(-1)).toBe(`_page${PAGE_HISTORY_LIMIT + 4}`);
    expect(session.addToCartPage).toBe('product_detail_page');
    expect(readStored(storage, LOCAL_KEYS.ADD_TO_CART_PAGE)).toBe('product_detail_page');
  });

  it('ignores storage failures and keeps one session for the page life in memory', () => {
    const store = createSessionStore(throwingStorage, ids());
    const first = store.touch(T0, 'homepage');
    expect(() => store.recordPage('homepage')).not.toThrow();
    const again = store.touch(T0 + 1000, '_cart');
    expect(again.sessionId).toBe(first.sessionId);
    expect(again.userPseudoId).toBe(first.userPseudoId);
    expect(store.touch(T0 + 1000 + SESSION_INACTIVITY_MS + 1, '_cart').sessionId).not.toBe(first.sessionId);
  });

  it('replaces an unreadable stored value instead of failing', () => {
    const storage = memoryStorage();
    storage.data.set(LOCAL_KEYS.SESSION_ID, '{not json');
    storage.data.set(LOCAL_KEYS.LAST_ACTIVE, JSON.stringify({ value: 'yesterday' }));
    const session = createSessionStore(storage, ids()).touch(T0, 'homepage');
    expect(session.isNew).toBe(true);
    expect(readStored(storage, LOCAL_KEYS.SESSION_ID)).toBe(session.sessionId);
  });
});

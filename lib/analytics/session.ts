import { LOCAL_KEYS } from '../constants/storage-keys';
import { SESSION_INACTIVITY_MS } from '../constants/limits';
import { readStored, writeStored, type StorageLike } from '../storage/expiring-storage';

/*
 * The analytics session of spec §3 and §4, kept in local storage: a session id that lives while
 * the shopper is active and is regenerated after SESSION_INACTIVITY_MS (900,000 ms) without
 * activity, the last-active time, an anonymous id that outlives sessions, the page history of the
 * session, its first page, and the page of the last add-to-cart. Storage failures (private modes,
 * quota, a blocked storage) are ignored (spec §8): the page's own memory keeps the ids then, so a
 * shopper without storage still gets one stable session per page life.
 */

/** Pages remembered in the history; enough to tell a path to purchase, small enough for storage. */
export const PAGE_HISTORY_LIMIT = 20;

export interface AnalyticsSession {
  sessionId: string;
  userPseudoId: string;
  /** True when this touch started the session (first visit, or after the inactivity gap). */
  isNew: boolean;
  sessionFirstPage: string | null;
  pageHistory: string[];
  addToCartPage: string | null;
}

/** What the page remembers when storage cannot (and what it read last). */
interface Memory {
  sessionId?: string;
  lastActive?: number;
  userPseudoId?: string;
  firstPage?: string;
  history?: string[];
  addToCartPage?: string;
}

export type IdFactory = () => string;

export function randomId(): string {
  try {
    if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  } catch {
    // Fall through: an id good enough for analytics.
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function readString(storage: StorageLike | undefined, key: string): string | undefined {
  const value = readStored<unknown>(storage, key);
  return typeof value === 'string' && value !== '' && value.length <= 64 ? value : undefined;
}

function readNumber(storage: StorageLike | undefined, key: string): number | undefined {
  const value = readStored<unknown>(storage, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function readHistory(storage: StorageLike | undefined): string[] | undefined {
  const value = readStored<unknown>(storage, LOCAL_KEYS.PAGE_HISTORY);
  return Array.isArray(value) ? value.filter((page): page is string => typeof page === 'string').slice(-PAGE_HISTORY_LIMIT) : undefined;
}

/** True when a session last active at `lastActive` has expired at `now`: strictly more than 900,000 ms idle. */
export function isSessionExpired(lastActive: number | undefined, now: number): boolean {
  return lastActive === undefined || now - lastActive > SESSION_INACTIVITY_MS;
}

export interface SessionStore {
  /** Records activity now; starts a new session when the last one expired. */
  touch(now: number, pageName?: string): AnalyticsSession;
  /** Appends a page to the session's history (on page_view). */
  recordPage(pageName: string): void;
  /** Remembers the page an add-to-cart happened on. */
  recordAddToCart(pageName: string): void;
}

export function createSessionStore(storage: StorageLike | undefined, newId: IdFactory = randomId): SessionStore {
  const memory: Memory = {};
  const write = <T>(key: string, value: T) => writeStored(storage, key, value);

  const current = (): Memory => ({
    sessionId: readString(storage, LOCAL_KEYS.SESSION_ID) ?? memory.sessionId,
    lastActive: readNumber(storage, LOCAL_KEYS.LAST_ACTIVE) ?? memory.lastActive,
    userPseudoId: readString(storage, LOCAL_KEYS.ANONYMOUS_USER_ID) ?? memory.userPseudoId,
    firstPage: readString(storage, LOCAL_KEYS.SESSION_FIRST_PAGE) ?? memory.firstPage,
    history: readHistory(storage) ?? memory.history,
    addToCartPage: readString(storage, LOCAL_KEYS.ADD_TO_CART_PAGE) ?? memory.addToCartPage,
  });

  return {
    touch(now, pageName) {
      const state = current();
      const isNew = state.sessionId === undefined || isSessionExpired(state.lastActive, now);
      if (isNew) {
        state.sessionId = newId();
        state.firstPage = pageName;
        state.history = [];
        write(LOCAL_KEYS.SESSION_ID, state.sessionId);
        write(LOCAL_KEYS.PAGE_HISTORY, state.history);
        write(LOCAL_KEYS.SESSION_FIRST_PAGE, pageName ?? '');
      }
      if (state.userPseudoId === undefined) {
        state.userPseudoId = newId();
        write(LOCAL_KEYS.ANONYMOUS_USER_ID, state.userPseudoId);
      }
      state.lastActive = now;
      write(LOCAL_KEYS.LAST_ACTIVE, now);
      Object.assign(memory, state);
      return {
        sessionId: state.sessionId as string,
        userPseudoId: state.userPseudoId,
        isNew,
        sessionFirstPage: state.firstPage ?? null,
        pageHistory: state.history ?? [],
        addToCartPage: state.addToCartPage ?? null,
      };
    },
    recordPage(pageName) {
      const history = [...(current().history ?? []), pageName].slice(-PAGE_HISTORY_LIMIT);
      memory.history = history;
      write(LOCAL_KEYS.PAGE_HISTORY, history);
    },
    recordAddToCart(pageName) {
      memory.addToCartPage = pageName;
      write(LOCAL_KEYS.ADD_TO_CART_PAGE, pageName);
    },
  };
}

import { allowsNonEssential, readConsentFromDocument } from './consent';

/** The part of the Web Storage API the helpers need; tests pass an in-memory one. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Stored<T> {
  value: T;
  /** Epoch milliseconds after which the value is gone; absent for no expiry. */
  expiresAt?: number;
}

/** Stores a value, optionally for ttlMs milliseconds. Storage failures are ignored (spec §8). */
export function writeStored<T>(storage: StorageLike | undefined, key: string, value: T, ttlMs?: number, now = Date.now()): void {
  if (!storage) return;
  const record: Stored<T> = ttlMs === undefined ? { value } : { value, expiresAt: now + ttlMs };
  try {
    storage.setItem(key, JSON.stringify(record));
  } catch {
    // Quota exceeded or storage disabled: the store keeps working without it.
  }
}

/** Reads a value written by writeStored; an expired or unreadable value is removed and undefined. */
export function readStored<T>(storage: StorageLike | undefined, key: string, now = Date.now()): T | undefined {
  if (!storage) return undefined;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const record = JSON.parse(raw) as Partial<Stored<T>> | null;
    if (!record || typeof record !== 'object' || !('value' in record)) throw new Error('not a stored record');
    if (typeof record.expiresAt === 'number' && record.expiresAt <= now) {
      removeStored(storage, key);
      return undefined;
    }
    return record.value as T;
  } catch {
    removeStored(storage, key);
    return undefined;
  }
}

export function removeStored(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Ignored like every storage failure.
  }
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/**
 * Local storage for a kind of data. Non-essential data (analytics, campaign tracking) gets
 * a storage only once the shopper has accepted it in the consent layer.
 */
export function browserLocalStorage(purpose: 'essential' | 'non-essential' = 'essential'): StorageLike | undefined {
  if (purpose === 'non-essential' && !allowsNonEssential(readConsentFromDocument())) return undefined;
  return safeStorage('localStorage');
}

export function browserSessionStorage(purpose: 'essential' | 'non-essential' = 'essential'): StorageLike | undefined {
  if (purpose === 'non-essential' && !allowsNonEssential(readConsentFromDocument())) return undefined;
  return safeStorage('sessionStorage');
}

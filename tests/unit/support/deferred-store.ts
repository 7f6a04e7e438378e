import type { DeferredStore } from '@/store/deferred-store';
import type { AppStore } from '@/store/make-store';
import * as runtime from '@/store/store-runtime';

/** A test's own store as the app provides it: already loaded (store/deferred-store.ts). */
export function asDeferredStore(store: AppStore): DeferredStore {
  return { ...store, load: () => Promise.resolve({ store, runtime }), loadedNow: () => ({ store, runtime }) };
}

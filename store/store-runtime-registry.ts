import type * as StoreRuntimeModule from './store-runtime';

export type StoreRuntime = typeof StoreRuntimeModule;

let registered: StoreRuntime | null = null;

/**
 * Pages whose first render needs the real store (the cart, the checkout, account pages) import
 * store/eager-store.ts, which registers the runtime here before the app renders; every other page
 * finds nothing and loads it later (decision 0056).
 */
export function registerStoreRuntime(runtime: StoreRuntime | null): void {
  registered = runtime;
}

export function registeredStoreRuntime(): StoreRuntime | null {
  return registered;
}

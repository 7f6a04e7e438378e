import { browserLocalStorage, readStored, removeStored, writeStored, type StorageLike } from '@/lib/storage/expiring-storage';

/*
 * A guest reads an order with the access key the checkout answered (a customer uses the token).
 * The key is kept in local storage, per order, so /thank-you and /pending-order still show the
 * order after a reload or the return from a payment step; it expires, since a shared computer
 * should not show a stranger's order for ever.
 */

export const ORDER_ACCESS_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'dh_order_access_';

export function saveOrderAccessKey(orderCode: string, accessKey: string, storage: StorageLike | undefined = browserLocalStorage('essential')): void {
  writeStored(storage, KEY_PREFIX + orderCode, accessKey, ORDER_ACCESS_TTL_MS);
}

export function readOrderAccessKey(orderCode: string, storage: StorageLike | undefined = browserLocalStorage('essential')): string | null {
  return readStored<string>(storage, KEY_PREFIX + orderCode) ?? null;
}

export function forgetOrderAccessKey(orderCode: string, storage: StorageLike | undefined = browserLocalStorage('essential')): void {
  removeStored(storage, KEY_PREFIX + orderCode);
}

import { useSyncExternalStore } from 'react';
import type { UnavailableItem } from '@/lib/contracts/error-codes';

/*
 * The items place-order last refused (422 with `unavailable_items`), shared between the payment
 * step that submits and the notice above the form that offers to remove them, without either
 * owning the other.
 */

let items: readonly UnavailableItem[] = [];
const listeners = new Set<() => void>();

function emit(next: readonly UnavailableItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function reportUnavailableItems(next: readonly UnavailableItem[]): void {
  emit(next);
}

export function forgetUnavailableItem(lineId: number): void {
  emit(items.filter((item) => item.line_id !== lineId));
}

export function clearUnavailableItems(): void {
  if (items.length > 0) emit([]);
}

const NONE: readonly UnavailableItem[] = [];

export function useReportedUnavailableItems(): readonly UnavailableItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => NONE,
  );
}

const REASONS: ReadonlySet<string> = new Set(['sold_out', 'flash_sale_paused', 'not_enough_stock', 'no_longer_sold']);

/** The `unavailable_items` of an error envelope's body, when it has any. */
export function unavailableItemsOfBody(body: unknown): UnavailableItem[] {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  const list = typeof data === 'object' && data !== null ? (data as { unavailable_items?: unknown }).unavailable_items : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is UnavailableItem =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as UnavailableItem).line_id === 'number' &&
      typeof (entry as UnavailableItem).title === 'string' &&
      REASONS.has((entry as UnavailableItem).reason),
  );
}

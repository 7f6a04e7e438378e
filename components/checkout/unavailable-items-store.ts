import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { UnavailableItem } from '@/lib/contracts/error-codes';

/*
 * The items place-order last refused (422 with `unavailable_items`), shared between the payment
 * step that submits and the notice above the form that offers to remove them, without either
 * owning the other.
 */

/** What place-order last refused, and how to change it; one per checkout page. */
interface UnavailableItemsContextValue {
  items: readonly UnavailableItem[];
  report(next: readonly UnavailableItem[]): void;
  forget(lineId: number): void;
}

const NONE: readonly UnavailableItem[] = [];

export const UnavailableItemsContext = createContext<UnavailableItemsContextValue>({ items: NONE, report: () => undefined, forget: () => undefined });

/** The value the checkout page provides: state of the page, not of the module (design §2). */
export function useUnavailableItemsState(): UnavailableItemsContextValue {
  const [items, setItems] = useState<readonly UnavailableItem[]>(NONE);
  const report = useCallback((next: readonly UnavailableItem[]) => setItems(next), []);
  const forget = useCallback((lineId: number) => setItems((current) => current.filter((item) => item.line_id !== lineId)), []);
  return useMemo(() => ({ items, report, forget }), [items, report, forget]);
}

export function useReportedUnavailableItems(): readonly UnavailableItem[] {
  return useContext(UnavailableItemsContext).items;
}

export function useUnavailableItemsActions(): Pick<UnavailableItemsContextValue, 'report' | 'forget'> {
  const { report, forget } = useContext(UnavailableItemsContext);
  return { report, forget };
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

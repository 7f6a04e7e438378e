import { useEffect, useRef, useState } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useCartActions } from '@/components/cart/use-cart-actions';
import type { UnavailableItem } from '@/lib/contracts/error-codes';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { useReportedUnavailableItems, useUnavailableItemsActions } from './unavailable-items-store';

interface UnavailableItemsNoticeProps {
  state: CheckoutState;
  /** Called once a line was removed: the checkout is fetched again. */
  onChanged(): void;
}

type Line = CheckoutState['cart']['lines'][number];

/** What to say about a line: the reason place-order gave, or what the cart's pricing knows. */
function reasonOf(line: Line, reported: readonly UnavailableItem[]): { reason: UnavailableItem['reason']; available: number } {
  const item = reported.find((candidate) => candidate.line_id === line.id);
  if (item) return { reason: item.reason, available: item.available_quantity };
  const available = line.availability.available_quantity ?? 0;
  if (line.availability.status === 'exceeds_stock') return { reason: available > 0 ? 'not_enough_stock' : 'sold_out', available };
  return { reason: line.availability.available_quantity === 0 ? 'sold_out' : 'no_longer_sold', available: 0 };
}

/**
 * Above the checkout form while items of the cart cannot be bought: each one by its title, why,
 * and a button that takes it out of the cart, so the shopper can place the rest of the order
 * without going back to the cart. Focus comes here when place-order refused for these items.
 */
export function UnavailableItemsNotice({ state, onChanged }: UnavailableItemsNoticeProps) {
  const { t } = useTranslation('checkout');
  const reported = useReportedUnavailableItems();
  const { forget } = useUnavailableItemsActions();
  const { removeLine } = useCartActions();
  const [removing, setRemoving] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const blocked = state.cart.lines.filter(
    (line) => line.availability.status === 'unavailable' || line.availability.status === 'exceeds_stock' || reported.some((item) => item.line_id === line.id),
  );

  useEffect(() => {
    if (reported.length === 0) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, [reported]);

  if (state.cart.is_checkout_ready && blocked.length === 0) return null;

  async function remove(lineId: number) {
    setRemoving(lineId);
    try {
      await removeLine(lineId);
      forget(lineId);
      onChanged();
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section aria-labelledby="unavailable-items-heading" className="rounded-lg border border-danger-600 bg-danger-50 p-4 text-sm" data-testid="unavailable-items">
      <h2 id="unavailable-items-heading" ref={heading} tabIndex={-1} className="font-semibold text-danger-600 focus:outline-none">
        {t('unavailable.heading')}
      </h2>
      {blocked.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-3">
          {blocked.map((line) => {
            const { reason, available } = reasonOf(line, reported);
            return (
              <li key={line.id} className="flex flex-wrap items-center justify-between gap-3">
                <p className="min-w-0 flex-1 text-ink">
                  <span className="font-medium">{line.product_name}</span>
                  {': '}
                  {t(`unavailable.reason.${reason}`, { count: available })}
                </p>
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-4 text-sm"
                  disabled={removing !== null}
                  aria-busy={removing === line.id}
                  aria-label={t('unavailable.removeLabel', { name: line.product_name })}
                  onClick={() => void remove(line.id)}
                >
                  {t('unavailable.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-ink">
          {t('page.notReady')}{' '}
          <Link href="/cart" className="underline underline-offset-2">
            {t('page.backToCart')}
          </Link>
        </p>
      )}
    </section>
  );
}

import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { PromoCodeForm } from './promo-code-form';
import { useCartFormatters } from './use-cart-formatters';

/** Where checkout lives (issue 5 item 2 builds the page). */
export const CHECKOUT_PATH = '/secure-checkout';

interface CartSummaryProps {
  cart: Cart;
  busy: boolean;
  /** The popup cart adds a link to /cart and closes itself when a link is followed. */
  variant: 'popup' | 'page';
  onNavigate?(): void;
}

function Row({ label, value, emphasis = false, tone }: { label: string; value: string; emphasis?: boolean; tone?: 'saving' }) {
  return (
    <div
      className={clsx(
        'flex items-baseline justify-between gap-4',
        emphasis ? 'mt-1 border-t border-line pt-3 text-base font-semibold text-ink' : 'text-sm text-ink-muted',
      )}
    >
      <dt>{label}</dt>
      <dd className={clsx('tabular-nums', tone === 'saving' ? 'font-medium text-accent-700' : emphasis && 'text-ink')}>{value}</dd>
    </div>
  );
}

/**
 * Spec §3 "Cart price": subtotal, discounts, tax and total as the server computed them. Each
 * combo deal, the programme price and the promo code have a row of their own; together they are
 * total_discount_price.
 */
export function CartSummary({ cart, busy, variant, onNavigate }: CartSummaryProps) {
  const { t } = useTranslation('cart');
  const format = useCartFormatters(cart.currency);
  const taxIncluded = cart.tax.mode === 'included' && cart.tax.rate_bps !== null;
  const vatNote = taxIncluded ? t('summary.vatIncluded', { rate: format.rate(cart.tax.rate_bps ?? 0), amount: format.money(cart.total_tax) }) : null;
  // The popup keeps its footer short so the lines above stay in view on a phone.
  const popup = variant === 'popup';

  return (
    <div className={clsx('flex flex-col', popup ? 'gap-3' : 'gap-4')}>
      <PromoCodeForm cart={cart} busy={busy} />
      <div className={clsx('flex flex-col', popup ? 'gap-1' : 'gap-2')}>
        <dl className={clsx('flex flex-col', popup ? 'gap-1' : 'gap-2')}>
          <Row label={t('summary.subtotal')} value={format.money(cart.total_product_price)} />
          {cart.combo_deals.map((combo) => (
            <Row key={combo.id} label={t('summary.combo', { name: combo.name, percent: combo.percent_off })} value={`−${format.money(combo.discount)}`} tone="saving" />
          ))}
          {cart.programme_discount ? (
            <Row
              label={t(`summary.programme_${cart.programme_discount.programme}`, { percent: cart.programme_discount.discount_bps / 100 })}
              value={`−${format.money(cart.programme_discount.discount)}`}
              tone="saving"
            />
          ) : null}
          {cart.promotion && cart.promotion.discount > 0 ? (
            <Row label={t('summary.discount', { code: cart.promotion_code ?? '' })} value={`−${format.money(cart.promotion.discount)}`} tone="saving" />
          ) : null}
          {cart.applied_credit_amount > 0 ? <Row label={t('summary.credit')} value={`−${format.money(cart.applied_credit_amount)}`} tone="saving" /> : null}
          {popup ? null : <Row label={t('summary.shipping')} value={t('summary.atCheckout')} />}
          {popup || taxIncluded ? null : <Row label={t('summary.tax')} value={t('summary.atCheckout')} />}
          <Row label={t('summary.total')} value={format.money(cart.total_amount)} emphasis />
        </dl>
        {popup ? (
          <p className="text-end text-xs text-ink-muted">{vatNote ? `${vatNote} · ${t('summary.shippingAtCheckout')}` : t('summary.taxShippingAtCheckout')}</p>
        ) : vatNote ? (
          <p className="text-end text-xs text-ink-muted">{vatNote}</p>
        ) : null}
      </div>
      {cart.total_savings > 0 ? (
        <p className={clsx('text-center text-sm font-medium text-accent-800', popup ? '' : 'rounded-lg bg-accent-50 px-3 py-2')}>
          {t('summary.savings', { amount: format.money(cart.total_savings) })}
        </p>
      ) : null}
      {!cart.is_checkout_ready && cart.lines.length > 0 ? (
        <p className="text-sm font-medium text-sale" role="status">
          {t('summary.notReady')}
        </p>
      ) : null}
      <div className={clsx('flex gap-2', popup ? 'flex-row-reverse' : 'flex-col')}>
        {cart.is_checkout_ready ? (
          <Link href={CHECKOUT_PATH} onClick={onNavigate} className="btn-primary flex-1">
            {t('summary.checkout')}
          </Link>
        ) : (
          <button type="button" disabled className="btn-primary flex-1 cursor-not-allowed opacity-50 hover:bg-accent-600">
            {t('summary.checkout')}
          </button>
        )}
        {popup ? (
          <Link href="/cart" onClick={onNavigate} className="btn-secondary flex-1">
            {t('summary.viewCart')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

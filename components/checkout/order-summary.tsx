import { useTranslation } from '@/components/i18n/use-translation';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { PromoCodeForm } from '@/components/cart/promo-code-form';
import { SummaryLines } from './summary-lines';
import { TotalsList } from './totals-list';
import { useCheckoutFormatters } from './use-checkout-formatters';
import { useWideLayout } from './use-wide-layout';

/** The checkout's lines and totals, with the promo code; on a phone it folds above the form. */
export function OrderSummary({ state, busy }: { state: CheckoutState; busy: boolean }) {
  const { t } = useTranslation('checkout');
  const format = useCheckoutFormatters(state.totals.currency);
  const wide = useWideLayout();
  const { totals, cart } = state;
  const lines = cart.lines.map((line) => ({
    key: line.id,
    name: line.product_name,
    imageKey: line.image_key,
    details: [...line.variant_options.map((option) => option.label), ...line.customizations.map((custom) => `${custom.name}: ${custom.value}`)],
    quantity: line.quantity,
    lineTotal: line.line_total,
  }));
  const body = (
    <div className="flex flex-col gap-4">
      <SummaryLines lines={lines} money={format.money} label={t('summary.heading')} />
      <PromoCodeForm cart={cart} busy={busy} />
      <TotalsList
        money={format.money}
        totals={{
          productTotal: totals.total_product_price,
          discount: totals.total_discount_price,
          promotionCode: cart.promotion_code,
          credit: totals.applied_credit_amount,
          shipping: state.shipping_option === null ? null : totals.shipping_price,
          taxLines: totals.tax_lines,
          taxMode: totals.tax_mode,
          tax: totals.total_tax,
          total: totals.total_amount,
        }}
      />
    </div>
  );
  if (!wide) {
    return (
      <details className="group rounded-2xl bg-surface">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <span className="group-open:hidden">{t('summary.show')}</span>
            <span className="hidden group-open:inline">{t('summary.hide')}</span>
            <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
          </span>
          <span className="text-base font-semibold tabular-nums">{format.money(totals.total_amount)}</span>
        </summary>
        <div className="px-4 pb-4">{body}</div>
      </details>
    );
  }
  return (
    <section aria-labelledby="summary-heading" className="sticky top-24 rounded-2xl bg-surface p-6">
      <h2 id="summary-heading" className="mb-2 text-lg font-semibold text-ink">
        {t('summary.heading')}
      </h2>
      {body}
    </section>
  );
}

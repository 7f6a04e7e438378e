import { useTranslation } from '@/components/i18n/use-translation';
import type { Address, OrderView } from '@/lib/contracts/ordering/checkout-schemas';
import { SummaryLines } from '@/components/checkout/summary-lines';
import { TotalsList } from '@/components/checkout/totals-list';
import { useCheckoutFormatters } from '@/components/checkout/use-checkout-formatters';
import { PostalAddress } from '@/components/common/postal-address';
import { orderStatusKey } from './order-status-label';

function AddressBlock({ address }: { address: Address }) {
  return <PostalAddress address={address} className="text-sm text-ink-muted not-italic" />;
}

/** An order as the shopper reads it: number, status, lines, totals, addresses, delivery and payment. */
export function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useTranslation(['checkout', 'orders']);
  const format = useCheckoutFormatters(order.currency);
  const lines = order.order_details.map((line) => ({
    key: line.id,
    name: line.product_name,
    imageKey: line.image_key,
    details: [...line.variant_options.map((option) => option.label), ...line.customizations.map((custom) => `${custom.name}: ${custom.value}`)],
    quantity: line.quantity,
    lineTotal: line.line_total,
  }));
  const delivery = order.shipping_option ? t(`checkout:shipping.options.${order.shipping_option}.name`, { defaultValue: order.shipping_option }) : '';
  const deliveryWindow =
    order.shipping_date !== null
      ? format.longDay(order.shipping_date)
      : order.estimated_delivery_from && order.estimated_delivery_to
        ? t('checkout:delivery.arrives', { from: format.day(order.estimated_delivery_from), to: format.day(order.estimated_delivery_to) })
        : '';

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex flex-col gap-6">
        <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-line p-5 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-ink-muted">{t('checkout:thankYou.orderNumber')}</dt>
            <dd className="mt-0.5 font-semibold text-ink" data-testid="order-code">
              {order.code}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('checkout:thankYou.placedOn')}</dt>
            <dd className="mt-0.5 text-ink">{format.moment(order.created_at)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('orders:list.status')}</dt>
            <dd className="mt-0.5 text-ink">{t(`orders:${orderStatusKey(order.status)}`)}</dd>
          </div>
        </dl>
        <div className="grid gap-6 rounded-2xl border border-line p-5 sm:grid-cols-2">
          <section aria-labelledby="ship-to-heading">
            <h2 id="ship-to-heading" className="mb-2 text-sm font-semibold text-ink">
              {t('checkout:thankYou.shipTo')}
            </h2>
            <AddressBlock address={order.shipping_address} />
          </section>
          <section aria-labelledby="bill-to-heading">
            <h2 id="bill-to-heading" className="mb-2 text-sm font-semibold text-ink">
              {t('checkout:thankYou.billTo')}
            </h2>
            <AddressBlock address={order.billing_address} />
          </section>
          <section aria-labelledby="delivery-info-heading">
            <h2 id="delivery-info-heading" className="mb-2 text-sm font-semibold text-ink">
              {t('checkout:thankYou.delivery')}
            </h2>
            <p className="text-sm text-ink-muted">
              {delivery}
              {deliveryWindow ? (
                <>
                  <br />
                  {deliveryWindow}
                </>
              ) : null}
            </p>
          </section>
          <section aria-labelledby="payment-info-heading">
            <h2 id="payment-info-heading" className="mb-2 text-sm font-semibold text-ink">
              {t('checkout:thankYou.payment')}
            </h2>
            <p className="text-sm text-ink-muted">{order.payment?.display_label ?? '—'}</p>
          </section>
        </div>
      </div>
      <section aria-labelledby="order-items-heading" className="rounded-2xl bg-surface p-5">
        <h2 id="order-items-heading" className="text-lg font-semibold text-ink">
          {t('checkout:thankYou.items')}
        </h2>
        <SummaryLines lines={lines} money={format.money} label={t('checkout:thankYou.items')} />
        <div className="mt-4">
          <TotalsList
            money={format.money}
            totals={{
              productTotal: order.total_product_price,
              discount: order.discount_price,
              credit: order.applied_credit_amount,
              shipping: order.shipping_price,
              taxLines: [],
              taxMode: order.tax_mode,
              tax: order.tax,
              total: order.amount,
            }}
          />
        </div>
      </section>
    </div>
  );
}

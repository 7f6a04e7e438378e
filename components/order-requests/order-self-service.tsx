import Link from '@/components/common/store-link';
import { useRef, useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { useCheckoutFormatters } from '@/components/checkout/use-checkout-formatters';
import type { OrderTracking } from '@/lib/contracts/ordering/shipments-schemas';
import { CancelDialog } from './cancel-dialog';
import { ChangeAddressDialog } from './change-address-dialog';
import { InvoiceDownload, isPaidOrder } from './invoice-download';
import type { OrderActionAnswer } from '@/services/order-actions-service';
import { OrderRequestList } from './order-request-list';
import { ReturnItemDialog } from './return-item-dialog';
import { ShippingDateDialog } from './shipping-date-dialog';
import { unshippedLinesByVendor } from './vendor-lines';

type OpenDialog =
  | { kind: 'cancel_order' }
  | { kind: 'cancel_package'; vendorCode: string }
  | { kind: 'change_shipping_date' }
  | { kind: 'change_address' }
  | { kind: 'return_item'; lineId: number };

export interface OrderSelfServiceProps {
  tracking: OrderTracking;
  /** The guest look-up's token, or null for the signed-in owner. */
  access: string | null;
  /** Shows the view an action answered with. */
  onUpdated: (tracking: OrderTracking) => void;
}

/**
 * What the shopper can do about an order now (issue 6 item 4), as the server's `actions` allow:
 * cancel it or one package, change the ship date or the address, return a delivered item; the
 * invoice of a paid order; and the requests made so far with their state.
 */
export function OrderSelfService({ tracking, access, onUpdated }: OrderSelfServiceProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const { order, actions, requests } = tracking;
  const format = useCheckoutFormatters(order.currency);
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const vendorLines = unshippedLinesByVendor(tracking, actions.cancel_package);
  const lineNames = new Map(order.order_details.map((line) => [line.id, line.product_name]));

  const done = (answer: OrderActionAnswer) => {
    setOpen(null);
    onUpdated(answer.tracking);
    setAnnouncement(t(`done.${answer.request.kind}`, { context: answer.request.status === 'in_review' ? 'review' : undefined }));
    // The button that opened the dialog may be gone now: the message takes the focus instead.
    requestAnimationFrame(() => statusRef.current?.focus());
  };
  const close = () => setOpen(null);

  const returnable = actions.returnable_lines
    .map((entry) => ({ id: entry.order_line_id, name: lineNames.get(entry.order_line_id) ?? '', returnUntil: entry.return_until }))
    .filter((line) => line.name !== '');
  const returnLine = open?.kind === 'return_item' ? returnable.find((line) => line.id === open.lineId) : undefined;
  const hasOrderActions = actions.cancel_order || actions.change_address || actions.change_shipping_date.allowed;
  const paid = isPaidOrder(order);
  const hasAnyAction = hasOrderActions || actions.cancel_package.length > 0 || returnable.length > 0 || paid;
  // Side by side from lg up: what can be done, and what was asked already.
  const hasRequestsAndActions = hasAnyAction && requests.length > 0;
  if (tracking.changes_need_sign_in) return <SignInToChange code={order.code} />;
  if (!hasAnyAction && requests.length === 0 && announcement === '') return null;

  return (
    <section aria-labelledby="self-service-heading" className="flex flex-col gap-5 rounded-2xl border border-line p-5" data-testid="order-self-service">
      <h2 id="self-service-heading" className="text-lg font-semibold text-ink">
        {t('panel.heading')}
      </h2>
      <p ref={statusRef} tabIndex={-1} role="status" aria-live="polite" className={announcement ? 'rounded-md bg-accent-50 p-3 text-sm font-medium text-accent-800 outline-none' : 'sr-only'} data-testid="action-done">
        {announcement}
      </p>

      <div className={hasRequestsAndActions ? 'grid items-start gap-6 lg:grid-cols-2' : 'flex flex-col gap-5'}>
        <div className="flex flex-col gap-5 empty:hidden">
          {hasOrderActions ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {actions.change_address ? (
                <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'change_address' })}>
                  {t('panel.changeAddress')}
                </button>
              ) : null}
              {actions.change_shipping_date.allowed && actions.change_shipping_date.dates.length > 0 ? (
                <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'change_shipping_date' })}>
                  {t('panel.changeShippingDate')}
                </button>
              ) : null}
              {actions.cancel_order ? (
                <button type="button" className="btn-secondary text-danger-600" onClick={() => setOpen({ kind: 'cancel_order' })}>
                  {t('panel.cancelOrder')}
                </button>
              ) : null}
            </div>
          ) : null}

          {actions.cancel_package.length > 0 ? (
            <div className="flex flex-col gap-3">
              <h3 className="text-sm font-semibold text-ink">{t('panel.unshippedHeading')}</h3>
              <ul className="flex flex-col gap-3">
                {actions.cancel_package.map((vendorCode) => {
                  const names = vendorLines.get(vendorCode) ?? [];
                  return (
                    <li key={vendorCode} className="flex flex-col gap-2 rounded-xl bg-surface p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="cancel-package-group">
                      <p className="text-sm text-ink">{names.length > 0 ? names.join(', ') : t('panel.itemsOf', { vendor: vendorCode })}</p>
                      <button type="button" className="btn-secondary shrink-0" onClick={() => setOpen({ kind: 'cancel_package', vendorCode })} aria-label={names.length > 0 ? t('panel.cancelPackageOf', { names: names.join(', ') }) : undefined}>
                        {t('panel.cancelPackage')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}

          {returnable.length > 0 ? (
            <div className="flex flex-col gap-3">
              <h3 className="text-sm font-semibold text-ink">{t('panel.returnsHeading')}</h3>
              <ul className="flex flex-col gap-3">
                {returnable.map((line) => (
                  <li key={line.id} className="flex flex-col gap-2 rounded-xl bg-surface p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="returnable-line">
                    <div className="text-sm">
                      <p className="font-medium text-ink">{line.name}</p>
                      <p className="text-ink-muted">{t('panel.returnUntil', { date: format.longDay(line.returnUntil) })}</p>
                    </div>
                    <button type="button" className="btn-secondary shrink-0" onClick={() => setOpen({ kind: 'return_item', lineId: line.id })} aria-label={t('panel.returnItemOf', { name: line.name })}>
                      {t('panel.returnItem')}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {paid ? <InvoiceDownload orderCode={order.code} access={access} /> : null}
        </div>
        {requests.length > 0 ? (
          <div className="flex flex-col gap-3" data-testid="order-requests">
            <h3 className="text-sm font-semibold text-ink">{t('panel.requestsHeading')}</h3>
            <OrderRequestList requests={requests} lineNames={lineNames} linkToOrder={false} />
          </div>
        ) : null}
      </div>

      {open?.kind === 'cancel_order' ? (
        <CancelDialog orderCode={order.code} access={access} vendorCode={null} itemNames={[]} onDone={done} onClose={close} />
      ) : open?.kind === 'cancel_package' ? (
        <CancelDialog orderCode={order.code} access={access} vendorCode={open.vendorCode} itemNames={vendorLines.get(open.vendorCode) ?? []} onDone={done} onClose={close} />
      ) : open?.kind === 'change_shipping_date' ? (
        <ShippingDateDialog
          orderCode={order.code}
          access={access}
          currency={order.currency}
          dates={actions.change_shipping_date.dates}
          current={order.shipping_date}
          onDone={done}
          onClose={close}
        />
      ) : open?.kind === 'change_address' ? (
        <ChangeAddressDialog orderCode={order.code} access={access} current={order.shipping_address} onDone={done} onClose={close} />
      ) : returnLine ? (
        <ReturnItemDialog orderCode={order.code} access={access} currency={order.currency} line={returnLine} onDone={done} onClose={close} />
      ) : null}
    </section>
  );
}

/** A guest look-up of a registered account's order: following it is fine, changing it takes the account (decision 0038). */
function SignInToChange({ code }: { code: string }) {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const next = `/customer/your-order-detail-tracking/${encodeURIComponent(code)}`;
  return (
    <section aria-labelledby="self-service-heading" className="flex flex-col gap-3 rounded-2xl border border-line p-5" data-testid="order-self-service">
      <h2 id="self-service-heading" className="text-lg font-semibold text-ink">
        {t('panel.heading')}
      </h2>
      <p className="text-sm text-ink-muted">{t('panel.signInToChange')}</p>
      <Link href={`/sign-in?next=${encodeURIComponent(next)}`} className="btn-secondary self-start">
        {t('panel.signIn')}
      </Link>
    </section>
  );
}

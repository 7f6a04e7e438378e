import { useState } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ClockIcon } from '@/components/icons/clock-icon';
import { OrderDetails } from '@/components/orders/order-details';
import { useOrderFromQuery } from '@/components/orders/use-order';
import { readNextAction, type NextAction } from './payment-next-action';
import { useCheckoutFormatters } from './use-checkout-formatters';

/** A crypto quote is watched for its confirmations; a transfer changes too slowly to poll often. */
const REFRESH_MS = 15_000;

function CopyValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation('checkout');
  const [copied, setCopied] = useState(false);
  if (!value) return null;
  return (
    <div className="flex flex-col gap-1 border-b border-line py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="flex items-center gap-3">
        <span className="font-mono text-sm break-all text-ink" data-testid={testId}>
          {value}
        </span>
        <button
          type="button"
          className="link-quiet shrink-0 text-xs"
          aria-label={`${t('pending.copy')} – ${label}`}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true), () => undefined);
          }}
        >
          {copied ? t('pending.copied') : t('pending.copy')}
        </button>
      </dd>
    </div>
  );
}

function Instructions({ action, currency }: { action: NextAction; currency: string }) {
  const { t } = useTranslation('checkout');
  const format = useCheckoutFormatters(currency);
  switch (action.type) {
    case 'bank_transfer':
      return (
        <section aria-labelledby="instructions-heading" className="rounded-2xl border border-accent-600 bg-accent-50/40 p-5 md:p-6">
          <h2 id="instructions-heading" className="text-lg font-semibold text-ink">
            {t('pending.wireHeading')}
          </h2>
          <dl className="mt-3">
            <CopyValue label={t('pending.amount')} value={format.money(action.amount)} />
            <CopyValue label={t('pending.bankName')} value={action.bank_name} />
            <CopyValue label={t('pending.accountName')} value={action.account_holder} />
            <CopyValue label={t('pending.accountNumber')} value={action.account_number} />
            <CopyValue label={t('pending.routingNumber')} value={action.routing_number} />
            <CopyValue label={t('pending.iban')} value={action.iban} />
            <CopyValue label={t('pending.swift')} value={action.swift} />
            <CopyValue label={t('pending.reference')} value={action.reference} testId="wire-reference" />
          </dl>
          <p className="mt-3 text-sm text-ink-muted">{t('pending.referenceNote')}</p>
        </section>
      );
    case 'ach_debit':
      return (
        <section aria-labelledby="instructions-heading" className="rounded-2xl border border-line p-5 md:p-6">
          <h2 id="instructions-heading" className="text-lg font-semibold text-ink">
            {t('pending.achHeading')}
          </h2>
          <p className="mt-2 text-sm text-ink-muted">{t('pending.achLead')}</p>
          <dl className="mt-3">
            <CopyValue label={t('pending.bankName')} value={action.bank_name} />
            <CopyValue label={t('pending.accountNumber')} value={action.account_last4 ? `•••• ${action.account_last4}` : ''} />
          </dl>
        </section>
      );
    case 'crypto':
      return (
        <section aria-labelledby="instructions-heading" className="rounded-2xl border border-accent-600 bg-accent-50/40 p-5 md:p-6">
          <h2 id="instructions-heading" className="text-lg font-semibold text-ink">
            {t('pending.cryptoHeading')}
          </h2>
          <dl className="mt-3">
            <CopyValue label={t('pending.asset')} value={t(`payment.asset.${action.asset}`, { defaultValue: action.asset })} />
            <CopyValue label={t('pending.network')} value={action.network} />
            <CopyValue label={t('pending.amount')} value={`${action.amount} ${action.asset}`} testId="crypto-amount" />
            <CopyValue label={t('pending.address')} value={action.address} testId="crypto-address" />
            <CopyValue label={t('pending.expires')} value={action.expires_at ? format.moment(action.expires_at) : ''} />
            <CopyValue label={t('pending.confirmations')} value={`${action.confirmations} / ${action.confirmations_required}`} />
          </dl>
        </section>
      );
    default:
      return null;
  }
}

/**
 * /pending-order?order=CODE: the order is made and its stock held; the payment comes later
 * (wire, ACH, crypto). The instructions come from the payment's next_action; the page re-reads
 * the order so the shopper sees it settle.
 */
export function PendingOrderView() {
  const { t } = useTranslation('checkout');
  const { order, error, isLoading, missing } = useOrderFromQuery({ refreshMs: REFRESH_MS });
  const action = order ? readNextAction(order.payment?.next_action) : null;
  const settled = order?.payment ? ['captured', 'authorized'].includes(order.payment.status) : false;
  const format = useCheckoutFormatters(order?.currency ?? 'USD');

  return (
    <div className="container-page min-h-[calc(100svh-7rem)] py-8 md:py-12">
      {isLoading ? (
        <div className="h-72 animate-pulse rounded-2xl bg-sand-100" aria-hidden="true" />
      ) : missing || error || !order ? (
        <div className="flex flex-col items-start gap-4">
          <h1 className="section-title">{t('meta.pendingTitle')}</h1>
          <p role="alert">{t('pending.missing')}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <div className="flex items-start gap-3">
            <ClockIcon className="mt-1 size-7 shrink-0 text-accent-600" />
            <div>
              <h1 className="section-title">{t('pending.heading')}</h1>
              <p className="mt-2 text-ink-muted">{t('pending.lead', { code: order.code, amount: format.money(order.amount) })}</p>
            </div>
          </div>
          {settled ? (
            <p role="status" className="rounded-lg bg-accent-50 p-4 font-medium text-accent-800">
              {t('pending.settled')}{' '}
              <Link className="underline" href={`/thank-you?order=${encodeURIComponent(order.code)}`}>
                {t('pending.viewOrder')}
              </Link>
            </p>
          ) : action ? (
            <Instructions action={action} currency={order.currency} />
          ) : null}
          <OrderDetails order={order} />
        </div>
      )}
    </div>
  );
}

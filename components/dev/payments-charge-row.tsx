import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useState } from 'react';
import { formatMinorUnits } from '@/lib/format/format-price';
import { ApiError } from '@/services/api-error';
import type { PendingTestCharge } from '@/lib/contracts/ordering/payments-schemas';
import { settleTestPayment, type SettleOutcome } from '@/services/payments-service';

/* Times in UTC: rendered on the server and hydrated in a browser that may sit elsewhere. */
function formatTime(iso: string, locale: string | undefined): string {
  return new Intl.DateTimeFormat(locale ?? 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));
}

const OUTCOMES: { outcome: SettleOutcome; className: string }[] = [
  { outcome: 'succeed', className: 'btn-primary' },
  { outcome: 'fail', className: 'btn-secondary' },
  { outcome: 'expire', className: 'btn-secondary' },
];

type RowState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string };

/** What the console reports once a payment left the list. */
export interface SettledNotice {
  reference: string;
  status: string;
  delivered: number;
  total: number;
}

export function PaymentsChargeRow({ charge, onSettled }: { charge: PendingTestCharge; onSettled: (notice: SettledNotice) => void }) {
  const { t } = useTranslation('devpayments');
  const { locale } = useRouter();
  const [state, setState] = useState<RowState>({ kind: 'idle' });
  const headingId = `charge-${charge.reference}`;

  async function settle(outcome: SettleOutcome) {
    setState({ kind: 'busy' });
    try {
      const result = await settleTestPayment(charge.reference, outcome);
      const delivered = result.deliveries.filter((delivery) => delivery.http_status >= 200 && delivery.http_status < 300).length;
      setState({ kind: 'idle' });
      onSettled({ reference: result.reference, status: result.status, delivered, total: result.deliveries.length });
    } catch (error) {
      const httpStatus = error instanceof ApiError ? error.httpStatus : undefined;
      setState({ kind: 'error', message: httpStatus === 409 ? t('errorNotPending') : httpStatus === 404 ? t('errorNotFound') : t('error') });
    }
  }

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4 shadow-sm md:p-6">
      <header className="flex flex-col gap-1 md:flex-row md:items-baseline md:justify-between md:gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t(`kind.${charge.kind}`)} · {formatMinorUnits(charge.amount, charge.currency, locale)}
        </h2>
        <p className="shrink-0 text-sm text-ink-muted">
          <time dateTime={charge.createdAt}>{formatTime(charge.createdAt, locale)} UTC</time>
        </p>
      </header>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('charge.order')}</dt>
        <dd className="break-all text-ink">{charge.orderCode}</dd>
        <dt className="text-ink-muted">{t('charge.reference')}</dt>
        <dd className="break-all font-mono text-ink">{charge.reference}</dd>
        <dt className="text-ink-muted">{t('charge.method')}</dt>
        <dd className="text-ink">{charge.methodId}</dd>
        {charge.asset && charge.assetAmount ? (
          <>
            <dt className="text-ink-muted">{t('charge.quote')}</dt>
            <dd className="text-ink">
              {charge.assetAmount} {charge.asset}
            </dd>
          </>
        ) : null}
        {charge.expiresAt ? (
          <>
            <dt className="text-ink-muted">{t('charge.expires')}</dt>
            <dd className="text-ink">
              <time dateTime={charge.expiresAt}>{formatTime(charge.expiresAt, locale)} UTC</time>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {OUTCOMES.map(({ outcome, className }) => (
          <button key={outcome} type="button" className={className} disabled={state.kind === 'busy'} onClick={() => void settle(outcome)}>
            {t(`action.${outcome}`)}
          </button>
        ))}
      </div>
      <p className="mt-3 text-sm text-ink-muted" aria-live="polite">
        {state.kind === 'busy' ? t('busy') : null}
        {state.kind === 'error' ? <span className="text-red-700">{state.message}</span> : null}
      </p>
    </article>
  );
}

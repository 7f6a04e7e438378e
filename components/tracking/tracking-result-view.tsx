import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { isNotFound } from '@/services/tracking-service';
import { OrderTrackingView, type SelfServiceAccess } from './order-tracking-view';
import type { OrderTracking } from '@/lib/contracts/ordering/shipments-schemas';

export interface TrackingResultViewProps {
  orderCode: string | null;
  tracking: OrderTracking | undefined;
  error: unknown;
  isLoading: boolean;
  /** False when nothing lets this browser read the order (no session, no look-up in this tab). */
  canAsk: boolean;
  retry: () => void;
  /** Where "look up another order" leads: the guest form, or the customer's order list. */
  backHref: string;
  backLabel: string;
  /** What an address without a valid order number shows: the guest form's prompt, or "not found". */
  withoutCode: 'askAgain' | 'notFound';
  selfService: SelfServiceAccess;
}

/** The states of an order page: loading, not found (also: not yours), failed, or the order. */
export function TrackingResultView({ orderCode, tracking, error, isLoading, canAsk, retry, backHref, backLabel, withoutCode, selfService }: TrackingResultViewProps) {
  const { t } = useTranslation('tracking');
  const notFound = (orderCode === null && withoutCode === 'notFound' && !isLoading) || (error !== undefined && isNotFound(error));
  const askAgain = !notFound && !isLoading && (orderCode === null || !canAsk);
  return (
    <div className="container-page min-h-[calc(100svh-7rem)] py-8 md:py-12">
      <p>
        <Link href={backHref} className="text-sm font-medium text-ink-muted underline underline-offset-4">
          {backLabel}
        </Link>
      </p>
      <h1 className="section-title mt-2">{orderCode ? t('result.heading', { code: orderCode }) : t('result.headingNoCode')}</h1>
      <div className="mt-6">
        {askAgain ? (
          <div className="flex flex-col items-start gap-4" data-testid="tracking-ask-again">
            <p className="text-ink">{t('result.askAgain')}</p>
            <Link href="/track-your-order" className="btn-primary">
              {t('result.lookUp')}
            </Link>
          </div>
        ) : tracking ? (
          <OrderTrackingView tracking={tracking} selfService={selfService} />
        ) : notFound ? (
          <div role="alert" className="flex flex-col items-start gap-4" data-testid="tracking-not-found">
            <p className="text-ink">{t('result.notFound')}</p>
            <Link href={backHref} className="btn-secondary">
              {backLabel}
            </Link>
          </div>
        ) : error ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>{t('result.loadError')}</p>
            <button type="button" className="btn-secondary" onClick={retry}>
              {t('result.retry')}
            </button>
          </div>
        ) : (
          <div className="flex flex-col gap-4" aria-busy="true">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className="h-28 animate-pulse rounded-xl bg-sand-100" aria-hidden="true" />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

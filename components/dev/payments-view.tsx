import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useState } from 'react';
import { PageHead } from '@/components/seo/page-head';
import type { PendingTestCharge } from '@/lib/contracts/ordering/payments-schemas';
import { PaymentsChargeRow, type SettledNotice } from './payments-charge-row';

export interface PaymentsViewProps {
  charges: PendingTestCharge[];
}

export function PaymentsView({ charges }: PaymentsViewProps) {
  const { t } = useTranslation('devpayments');
  const router = useRouter();
  const [notice, setNotice] = useState<SettledNotice | null>(null);
  // Re-reads the list from the server once the webhooks are in, keeping the scroll position;
  // the settled payment leaves the list, so the outcome is told above it.
  const settled = (next: SettledNotice) => {
    setNotice(next);
    void router.replace(router.asPath, undefined, { scroll: false });
  };
  return (
    <>
      <PageHead pageKind="other" title={t('meta.title')} description={t('meta.description')} noIndex />
      <div className="container-page py-8 md:py-12">
        <h1 className="section-title">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('intro')}</p>
        <div aria-live="polite">
          {notice ? (
            <p className="mt-6 rounded-lg border border-line bg-surface p-4 text-ink">
              {t('done', { reference: notice.reference, status: t(`status.${notice.status}`, { defaultValue: notice.status }), delivered: notice.delivered, total: notice.total })}
            </p>
          ) : null}
          <p className="mt-6 text-sm text-ink-muted">{t('count', { count: charges.length })}</p>
        </div>
        {charges.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-line bg-surface p-6 text-ink-muted">{t('empty')}</p>
        ) : (
          <ol className="mt-4 flex flex-col gap-4">
            {charges.map((charge) => (
              <li key={charge.reference}>
                <PaymentsChargeRow charge={charge} onSettled={settled} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

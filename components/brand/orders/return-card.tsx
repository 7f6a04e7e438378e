import { useId, useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandOrderDetail, BrandReturn, BrandReturnDecision } from '@/services/brand-orders-service';
import { ActionNotice, useOrderAction } from './use-order-action';
import { useOrderFormat } from './use-order-format';

function StateLine({ request, currency }: { request: BrandReturn; currency: string }) {
  const { t } = useTranslation('brand-orders');
  const format = useOrderFormat();
  if (request.status === 'in_review') return <p className="text-sm font-medium text-sand-900">{request.brand_decision === 'accepted' ? t('detail.returns.accepted') : t('detail.returns.waiting')}</p>;
  if (request.status === 'rejected') return <p className="text-sm font-medium text-sand-900">{t('detail.returns.refused', { reason: request.brand_reason ?? '' })}</p>;
  if (request.status === 'accepted') return <p className="text-sm font-medium text-sand-900">{t('detail.returns.refunded', { amount: format.money(request.refund_amount, currency) })}</p>;
  return <p className="text-sm font-medium text-sand-900">{t('detail.returns.closed')}</p>;
}

/** A return of one of the brand's lines: accept or refuse (with a reason), then mark the item received. */
export function ReturnCard({ brandId, request, order, reload }: { brandId: number; request: BrandReturn; order: BrandOrderDetail; reload: () => Promise<unknown> }) {
  const { t } = useTranslation('brand-orders');
  const id = useId();
  const action = useOrderAction(reload);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const line = order.lines.find((candidate) => candidate.id === request.line_id);

  const decide = async (decision: BrandReturnDecision) => {
    const api = await import('@/services/brand-orders-service');
    await action.run(() => api.decideReturn(brandId, request.id, decision), () => '');
  };
  const refuse = async () => {
    const text = reason.trim();
    setReasonError(text.length < 3);
    if (text.length < 3) return;
    await decide({ action: 'refuse', reason: text });
  };

  return (
    <li className="rounded-xl border border-sand-200 bg-white p-4">
      <h3 className="font-semibold text-sand-900">{t('detail.returns.request', { line: line ? `${line.product_name} (${line.sku})` : `#${request.line_id}` })}</h3>
      <p className="mt-1 text-sm text-sand-700">{t('detail.returns.reason', { reason: request.reason })}</p>
      {request.condition && <p className="text-sm text-sand-700">{t('detail.returns.condition', { condition: t(`detail.returns.${request.condition === 'used' ? 'used' : 'unopened'}`) })}</p>}
      <div className="mt-2">
        <StateLine request={request} currency={order.currency} />
      </div>
      {request.status === 'in_review' && request.brand_decision !== 'accepted' && (
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" className="btn-primary min-h-11 text-sm" disabled={action.busy} onClick={() => void decide({ action: 'accept' })}>
            {t('detail.returns.accept')}
          </button>
          <button type="button" className="btn-secondary min-h-11 text-sm" aria-expanded={refusing} aria-controls={`${id}-refuse`} onClick={() => setRefusing((open) => !open)}>
            {t('detail.returns.refuse')}
          </button>
        </div>
      )}
      {refusing && request.status === 'in_review' && (
        <div id={`${id}-refuse`} className="mt-3">
          <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium text-sand-900">
            {t('detail.returns.refuseReason')}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            rows={3}
            aria-invalid={reasonError || undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
            className="block w-full rounded-md border border-sand-300 bg-white p-3 text-base text-sand-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-600"
          />
          {reasonError && (
            <p id={`${id}-reason-error`} role="alert" className="mt-1 text-sm text-danger-600">
              {t('detail.returns.reasonRequired')}
            </p>
          )}
          <button type="button" className="btn-secondary mt-2 min-h-11 text-sm" disabled={action.busy} onClick={() => void refuse()}>
            {t('detail.returns.refuseSubmit')}
          </button>
        </div>
      )}
      {request.status === 'in_review' && request.brand_decision === 'accepted' && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-sand-900">{t('detail.returns.receivedTitle')}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            <button type="button" className="btn-primary min-h-11 text-sm" disabled={action.busy} onClick={() => void decide({ action: 'received', condition: 'unused' })}>
              {t('detail.returns.receivedUnused')}
            </button>
            <button type="button" className="btn-secondary min-h-11 text-sm" disabled={action.busy} onClick={() => void decide({ action: 'received', condition: 'used' })}>
              {t('detail.returns.receivedUsed')}
            </button>
          </div>
        </fieldset>
      )}
      {action.notice?.kind === 'failed' && <ActionNotice notice={action.notice} />}
    </li>
  );
}

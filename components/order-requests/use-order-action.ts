import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { sendOrderActionEvent } from '@/lib/analytics/order-action-event';
import { runOrderAction, type OrderAction, type OrderActionAnswer } from '@/services/order-actions-service';

/** Runs one self-service action for a dialog: busy while it runs, the refusal when it fails. */
export function useOrderAction(orderCode: string, access: string | null, onDone: (answer: OrderActionAnswer) => void) {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [issues, setIssues] = useState<{ path: string; message: string }[]>([]);

  async function run(action: OrderAction): Promise<void> {
    setBusy(true);
    setError(null);
    const outcome = await runOrderAction(orderCode, access, action);
    setBusy(false);
    if (outcome.ok) {
      setIssues([]);
      const { request } = outcome.answer;
      sendOrderActionEvent(action.kind, { orderCode: request.order_code, requestId: request.id, status: request.status });
      onDone(outcome.answer);
      return;
    }
    setIssues(outcome.issues);
    setError(outcome.message ?? t('errors.failed'));
  }

  return { busy, error, issues, run: (action: OrderAction) => void run(action) };
}

import { useCallback, useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';

/**
 * Runs one change of an order (pack, ship, deliver, a return decision), then reloads the order;
 * keeps the confirmation or the refusal to announce (the server's message says why, e.g. a
 * package that shipped meanwhile).
 */
export function useOrderAction(reload: () => Promise<unknown>) {
  const { t } = useTranslation('brand-orders');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const run = useCallback(
    async <T,>(action: () => Promise<T>, doneText: (result: T) => string) => {
      setBusy(true);
      setNotice(null);
      try {
        const result = await action();
        await reload();
        setNotice({ kind: 'done', text: doneText(result) });
        return true;
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : '';
        setNotice({ kind: 'failed', text: t('detail.actionFailed', { message }) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [reload, t],
  );
  return { run, busy, notice };
}

export function ActionNotice({ notice }: { notice: { kind: 'done' | 'failed'; text: string } | null }) {
  if (!notice) return <p role="status" className="sr-only" />;
  return notice.kind === 'done' ? (
    <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
      {notice.text}
    </p>
  ) : (
    <p role="alert" className="mt-3 rounded-lg border border-danger-600/30 bg-red-50 p-3 text-sm text-sand-900">
      {notice.text}
    </p>
  );
}

import { useEffect } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { CircleCheckIcon } from '@/components/icons/circle-check-icon';
import { CircleAlertIcon } from '@/components/icons/circle-alert-icon';
import { InfoIcon } from '@/components/icons/info-icon';
import { XIcon } from '@/components/icons/x-icon';
import { useStoreActions } from '@/store/hooks';
import type { Toast, ToastKind } from '@/store/slices/ui-state';

const ICON_OF_KIND = { success: CircleCheckIcon, error: CircleAlertIcon, info: InfoIcon } as const;

const TONE_OF_KIND: Record<ToastKind, string> = {
  success: 'text-accent-600',
  error: 'text-danger-600',
  info: 'text-sand-700',
};

/** One toast: its kind's icon, the message, a dismiss button, and its own timer. */
export function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  const storeActions = useStoreActions();
  const dismiss = () => void storeActions((actions, dispatch) => dispatch(actions.dismissToast(toast.id)));
  const Icon = ICON_OF_KIND[toast.kind];

  useEffect(() => {
    const timer = window.setTimeout(() => void storeActions((actions, dispatch) => dispatch(actions.dismissToast(toast.id))), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [storeActions, toast.id, toast.durationMs]);

  return (
    <li className="pointer-events-auto flex w-full max-w-md animate-fade-in items-start gap-3 rounded-lg border border-sand-200 bg-white p-4 shadow-raised">
      <Icon className={clsx('mt-0.5 size-5 shrink-0', TONE_OF_KIND[toast.kind])} />
      <p className="flex-1 text-sm text-sand-900">
        <span className="sr-only">{t(`toast.kind.${toast.kind}`)}: </span>
        {toast.message}
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('toast.dismiss')}
        className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-sand-900"
      >
        <XIcon className="size-4" />
      </button>
    </li>
  );
}

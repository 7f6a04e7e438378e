import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandApplication } from '@/lib/contracts/brands/applications-schemas';
import { isApiError } from '@/services/api-error';

interface SubmitApplicationProps {
  application: BrandApplication;
  isOwner: boolean;
  onSubmitted: () => Promise<unknown>;
}

/** The last step: disabled, with the reason, while required documents are missing or for non-owners. */
export function SubmitApplication({ application, isOwner, onSubmitted }: SubmitApplicationProps) {
  const { t } = useTranslation('brand-registration');
  const [state, setState] = useState<'idle' | 'sending' | 'failed' | 'conflict'>('idle');
  const missing = application.missing_kinds.map((kind) => t(`kinds.${kind}`)).join(', ');
  const reason = !isOwner ? t('submit.noPermission') : missing ? t('submit.missing', { kinds: missing }) : '';

  async function submit() {
    setState('sending');
    try {
      const { submitBrandApplication } = await import('@/services/brand-applications-service');
      await submitBrandApplication(application.id);
      await onSubmitted();
      setState('idle');
    } catch (error) {
      setState(isApiError(error) && error.httpStatus === 409 ? 'conflict' : 'failed');
    }
  }

  return (
    <section aria-labelledby="submit-title" className="rounded-2xl border border-sand-200 bg-sand-50 p-5">
      <h2 id="submit-title" className="text-xl font-semibold text-sand-900">
        {t('submit.title')}
      </h2>
      <p className="mt-1 text-sm text-sand-700">{t('submit.lead')}</p>
      {reason && (
        <p id="submit-reason" className="mt-3 text-sm font-medium text-sand-900">
          {reason}
        </p>
      )}
      <button type="button" className="btn-primary mt-4 min-h-11" disabled={Boolean(reason) || state === 'sending'} aria-describedby={reason ? 'submit-reason' : undefined} onClick={() => void submit()}>
        {state === 'sending' ? t('submit.submitting') : t('submit.button')}
      </button>
      {(state === 'failed' || state === 'conflict') && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-600">
          {t(state === 'conflict' ? 'submit.conflict' : 'submit.failed')}
        </p>
      )}
    </section>
  );
}

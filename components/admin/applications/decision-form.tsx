import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { DetailsTextArea } from '@/components/brand/registration/details-text-area';
import { BRAND_DECISIONS, MAX_REVIEW_NOTE, type AdminApplication, type BrandDecision } from '@/lib/contracts/brands/admin-applications-schemas';
import { isApiError } from '@/services/api-error';

interface DecisionFormProps {
  application: AdminApplication;
  onDecided: (application: AdminApplication | null) => Promise<unknown>;
}

/** Approve, ask for changes or reject, with the note the brand receives; a rejection is confirmed first. */
export function DecisionForm({ application, onDecided }: DecisionFormProps) {
  const { t } = useTranslation('brand-registration');
  const [decision, setDecision] = useState<BrandDecision>('approve');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'failed' | 'conflict'>('idle');
  const [done, setDone] = useState('');

  async function send() {
    setState('sending');
    try {
      const { decideBrandApplication } = await import('@/services/admin-brand-applications-service');
      const decided = await decideBrandApplication(application.id, { decision, note: note.trim() });
      setDone(t(`admin.decision.done.${decision}`, { name: application.display_name }));
      setState('idle');
      await onDecided(decided);
    } catch (error) {
      const conflict = isApiError(error) && error.httpStatus === 409;
      setState(conflict ? 'conflict' : 'failed');
      if (conflict) await onDecided(null);
    } finally {
      setConfirming(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = note.trim();
    if (decision !== 'approve' && trimmed === '') return setNoteError(t('admin.decision.noteRequired'));
    if (trimmed.length > MAX_REVIEW_NOTE) return setNoteError(t('admin.decision.noteTooLong'));
    setNoteError('');
    if (decision === 'reject') return setConfirming(true);
    void send();
  }

  if (application.status !== 'applied') {
    return (
      <section aria-labelledby="decision-title" className="rounded-2xl border border-sand-200 p-5">
        <h2 id="decision-title" className="text-xl font-semibold text-sand-900">
          {t('admin.decision.title')}
        </h2>
        <p role="status" className="mt-2 font-medium text-accent-700">
          {done}
        </p>
        <p className="mt-1 text-sand-700">{state === 'conflict' ? t('admin.decision.conflict') : t('admin.decision.notWaiting')}</p>
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="decision-title" className="space-y-4 rounded-2xl border border-sand-200 p-5">
      <h2 id="decision-title" className="text-xl font-semibold text-sand-900">
        {t('admin.decision.title')}
      </h2>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-sand-900">{t('admin.decision.choose')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
          {BRAND_DECISIONS.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-sand-300 px-3">
              <input type="radio" name="decision" value={value} checked={decision === value} onChange={() => setDecision(value)} className="h-5 w-5" />
              <span>{t(`admin.decision.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <DetailsTextArea name="note" label={t('admin.decision.note')} hint={t('admin.decision.noteHint')} value={note} onChange={setNote} error={noteError || undefined} maxLength={MAX_REVIEW_NOTE} />
      {confirming ? (
        <div role="alertdialog" aria-labelledby="confirm-reject" className="rounded-lg border border-danger-600 bg-danger-50 p-4">
          <p id="confirm-reject" className="font-medium text-sand-900">
            {t('admin.decision.confirmReject', { name: application.display_name })}
          </p>
          <div className="mt-3 flex gap-3">
            <button type="button" className="btn-primary min-h-11" onClick={() => void send()} disabled={state === 'sending'} autoFocus>
              {t('admin.decision.confirm')}
            </button>
            <button type="button" className="btn-secondary min-h-11" onClick={() => setConfirming(false)}>
              {t('admin.decision.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="btn-primary min-h-11" disabled={state === 'sending'}>
          {state === 'sending' ? t('admin.decision.sending') : t('admin.decision.send')}
        </button>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {t('admin.decision.failed')}
        </p>
      )}
    </form>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { fieldBorder } from '@/components/account/text-field';
import type { AdminBrandDetail } from '@/services/admin-brands-service';

const NOTE_MIN = 10;
const NOTE_MAX = 2000;

interface Props {
  brand: AdminBrandDetail;
  /** Resolves with the brand as it is now; rejects with the server's message. */
  onSuspend(note: string): Promise<void>;
  onReinstate(): Promise<void>;
}

type Step = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'sending' };

/**
 * Suspend (approved brands: a reason is required, then a confirmation that says what happens)
 * or reinstate (suspended brands, after a confirmation). Other statuses are decided on the
 * applications pages.
 */
export function BrandSuspensionPanel({ brand, onSuspend, onReinstate }: Props) {
  const { t } = useTranslation('admin-brands');
  const id = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const suspending = brand.status === 'approved';

  useEffect(() => {
    if (step.kind === 'confirm') confirmRef.current?.focus();
  }, [step.kind]);

  if (brand.status !== 'approved' && brand.status !== 'suspended') return null;

  const askConfirmation = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (suspending && note.trim().length < NOTE_MIN) {
      setNoteError(t('suspend.noteTooShort', { min: NOTE_MIN }));
      return;
    }
    setNoteError(undefined);
    setStep({ kind: 'confirm' });
  };

  const act = async () => {
    setStep({ kind: 'sending' });
    try {
      if (suspending) await onSuspend(note.trim());
      else await onReinstate();
      setNote('');
      setStep({ kind: 'idle' });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('suspend.failed'));
      setStep({ kind: 'idle' });
    }
  };

  const noteIds = [`${id}-hint`, noteError ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-sand-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-sand-900">
        {suspending ? t('suspend.title') : t('reinstate.title')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-sand-700">{suspending ? t('suspend.lead') : t('reinstate.lead')}</p>
      {failure && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm font-medium text-danger-600">
          {failure}
        </p>
      )}
      <form onSubmit={askConfirmation} className="mt-4" noValidate>
        {suspending && (
          <div>
            <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-medium text-sand-900">
              {t('suspend.noteLabel')}
            </label>
            <textarea
              id={`${id}-note`}
              value={note}
              maxLength={NOTE_MAX}
              rows={4}
              required
              disabled={step.kind !== 'idle'}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteIds}
              onChange={(event) => setNote(event.target.value)}
              className={`block w-full rounded-md border bg-white px-3.5 py-3 text-base text-sand-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-600 ${fieldBorder(Boolean(noteError))}`}
            />
            <p id={`${id}-hint`} className="mt-1.5 text-sm text-sand-600">
              {t('suspend.noteHint')}
            </p>
            {noteError && (
              <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-600">
                {noteError}
              </p>
            )}
          </div>
        )}
        {step.kind === 'idle' && (
          <button type="submit" className={`${suspending ? 'btn-secondary border-danger-600 text-danger-600' : 'btn-primary'} mt-4 min-h-12 text-sm`}>
            {suspending ? t('suspend.button') : t('reinstate.button')}
          </button>
        )}
      </form>
      {step.kind !== 'idle' && (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 ref={confirmRef} tabIndex={-1} className="font-semibold text-sand-900 focus:outline-none">
            {suspending ? t('suspend.confirmTitle', { name: brand.display_name }) : t('reinstate.confirmTitle', { name: brand.display_name })}
          </h3>
          <p className="mt-1 text-sm text-sand-800">{suspending ? t('suspend.confirmBody') : t('reinstate.confirmBody')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className="btn-primary min-h-11 text-sm" disabled={step.kind === 'sending'} onClick={() => void act()}>
              {step.kind === 'sending' ? t('suspend.sending') : suspending ? t('suspend.confirm') : t('reinstate.confirm')}
            </button>
            <button type="button" className="btn-secondary min-h-11 text-sm" disabled={step.kind === 'sending'} onClick={() => setStep({ kind: 'idle' })}>
              {t('suspend.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

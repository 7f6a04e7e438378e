import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { describedBy, FieldFrame } from '@/components/checkout/checkout-field';
import { ModalFrame } from '@/components/common/modal-frame';

export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  lead?: string;
  /** The confirming button's words ("Cancel order"); the other button keeps things as they are. */
  submitLabel: string;
  busy: boolean;
  /** The server's refusal or the page's own words, shown above the buttons. */
  error: string | null;
  onSubmit: () => void;
  children?: ReactNode;
}

/**
 * One self-service step as a dialog (the store's ModalFrame: focus trapped, Escape closes,
 * labelled by its title): a form whose submit runs the action; a bottom sheet at 375 px.
 */
export function ActionDialog({ open, onClose, title, lead, submitLabel, busy, error, onSubmit, children }: ActionDialogProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <ModalFrame open={open} onClose={busy ? () => undefined : onClose} closeLabel={t('dialog.close')} title={title} lead={lead}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {/* The fields scroll inside the panel so that the title and the buttons stay in view on a
            short screen (the address form is taller than a phone at 375 px). */}
        <div className="-m-1 flex max-h-[calc(100svh-16rem)] flex-col gap-4 overflow-y-auto p-1">{children}</div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger-600" data-testid="action-error">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            {t('dialog.back')}
          </button>
          <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={busy} aria-busy={busy || undefined}>
            {submitLabel}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}

/** A labelled multi-line field for a reason; optional unless `required`. */
export function ReasonField({ id, label, hint, value, onChange, error, required }: { id: string; label: string; hint?: string; value: string; onChange: (value: string) => void; error?: string; required?: boolean }) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={3}
        maxLength={500}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        className={`block w-full rounded-md border bg-white px-3.5 py-2.5 text-base text-sand-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 ${error ? 'border-danger-600' : 'border-sand-300 focus:border-accent-600'}`}
      />
    </FieldFrame>
  );
}

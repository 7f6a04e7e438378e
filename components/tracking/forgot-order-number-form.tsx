import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { isPlausibleEmail } from '@/components/account/email-address';
import { TextField } from '@/components/account/text-field';
import { requestOrderNumbers, type TrackFailure } from '@/services/tracking-service';

/** "Forgot your order number?": e-mails the address its order numbers; says the same either way. */
export function ForgotOrderNumberForm() {
  const { t } = useTranslation('tracking');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'sent' } | { kind: 'failed'; error: TrackFailure }>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!isPlausibleEmail(address)) {
      setFieldError(t(address ? 'form.emailInvalid' : 'form.emailRequired'));
      return;
    }
    setFieldError(undefined);
    setState({ kind: 'busy' });
    const outcome = await requestOrderNumbers(address);
    setState(outcome.ok ? { kind: 'sent' } : { kind: 'failed', error: outcome.error });
  }

  if (state.kind === 'sent') {
    return (
      <p role="status" className="rounded-md border border-line bg-surface p-3 text-sm text-ink" data-testid="forgot-sent">
        {t('forgot.sent', { email: email.trim() })}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('forgot.lead')}</p>
      <TextField
        label={t('form.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
      />
      <button type="submit" disabled={state.kind === 'busy'} className="btn-secondary w-full disabled:cursor-wait disabled:opacity-70">
        {t('forgot.submit')}
      </button>
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {t(state.error === 'rateLimited' ? 'form.errors.rateLimited' : 'form.errors.failed')}
        </p>
      ) : null}
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { isPlausibleEmail } from './email-address';
import { preloadAccountService } from './load-account-service';
import { TextField } from './text-field';
import { formatWait } from './use-countdown';
import { useSendCode } from './use-send-code';

export interface EmailStepFormProps {
  /** Called once a code is on its way to `email` (or was sent less than a minute ago). */
  onCodeSent: (email: string) => void;
  submitLabel: string;
  initialEmail?: string;
  /** Lets a button elsewhere on the page (the help panel) submit this form. */
  formId?: string;
  autoFocus?: boolean;
}

/**
 * Step one of the passwordless sign-in (issue 4): the shopper's e-mail, to which the server
 * sends a 6-digit code and a sign-in link. Within the resend wait no new code is asked for:
 * the one already sent is still good, so the shopper simply moves on to entering it.
 */
export function EmailStepForm({ onCodeSent, submitLabel, initialEmail = '', formId, autoFocus }: EmailStepFormProps) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState(initialEmail);
  // ?email= is known only once the router is ready, after hydration. It fills the field then, but
  // never over what the shopper (or the browser's autofill) has already typed.
  const [adoptedInitial, setAdoptedInitial] = useState(initialEmail);
  if (initialEmail !== adoptedInitial) {
    setAdoptedInitial(initialEmail);
    if (email === '') setEmail(initialEmail);
  }
  const [fieldError, setFieldError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, secondsLeft, send } = useSendCode(email.trim());
  const sending = state.status === 'sending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!isPlausibleEmail(address)) {
      setFieldError(t(address ? 'errors.emailInvalid' : 'errors.emailRequired'));
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    if (secondsLeft > 0) {
      onCodeSent(address);
      return;
    }
    const outcome = await send(address);
    if (outcome.ok) onCodeSent(address);
  }

  const failure = state.status === 'failed' ? state : null;

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        ref={inputRef}
        label={t('email.label')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus={autoFocus}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={preloadAccountService}
        error={fieldError}
        hint={t('email.hint')}
      />
      <button type="submit" disabled={sending} className="btn-primary w-full disabled:cursor-wait disabled:opacity-70">
        {sending ? t('email.sending') : submitLabel}
      </button>
      {failure && (
        <div role="alert" className="rounded-md border border-danger-600/30 bg-danger-50 p-3 text-sm text-danger-600">
          <p>{t(failure.errorKey, { wait: formatWait(failure.waitSeconds ?? secondsLeft) })}</p>
          {failure.waitSeconds !== undefined && (
            <button
              type="button"
              onClick={() => onCodeSent(email.trim())}
              className="mt-2 font-semibold text-sand-900 underline underline-offset-4"
            >
              {t('email.enterExistingCode')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}

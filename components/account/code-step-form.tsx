import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { CustomerProfile } from '@/store/session-types';
import { accountErrorKey } from './account-error';
import { CantSignInHelp } from './cant-sign-in-help';
import { loadAccountService, preloadAccountService } from './load-account-service';
import { OTP_LENGTH, OtpCodeInput } from './otp-code-input';
import { ResendCodeButton } from './resend-code-button';
import { currentSignInReferral } from './sign-in-referral';
import { SessionNotStartedError, useCompleteSignIn } from './use-complete-sign-in';
import { useSendCode } from './use-send-code';

export interface CodeStepFormProps {
  email: string;
  onSignedIn: (profile: CustomerProfile) => void;
  onChangeEmail: () => void;
  autoFocus?: boolean;
}

/**
 * Step two: the 6-digit code from the e-mail. The sixth digit signs in at once; a wrong or
 * expired code says so and keeps the shopper on the step, with a new code one click away once
 * the resend wait is over.
 */
export function CodeStepForm({ email, onSignedIn, onChangeEmail, autoFocus }: CodeStepFormProps) {
  const { t } = useTranslation('account');
  const completeSignIn = useCompleteSignIn();
  const [code, setCode] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const resend = useSendCode(email);

  async function signIn(digits: string) {
    if (submitting) return;
    if (digits.length !== OTP_LENGTH) {
      setErrorKey('errors.codeIncomplete');
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    setErrorKey(null);
    try {
      const service = await loadAccountService();
      const answer = await service.signInWithCode(email, digits, currentSignInReferral());
      const profile = await completeSignIn(answer);
      onSignedIn(profile);
    } catch (error) {
      setErrorKey(error instanceof SessionNotStartedError ? 'errors.sessionFailed' : accountErrorKey(error, 'code'));
      setSubmitting(false);
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn(code);
  }

  async function sendNewCode() {
    const outcome = await resend.send();
    if (outcome.ok) {
      setCode('');
      setErrorKey(null);
      inputRef.current?.focus();
    }
  }


  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-sand-700">
        {t('code.sentTo')} <strong className="font-semibold break-all text-sand-900">{email}</strong>{' '}
        <button type="button" onClick={onChangeEmail} className="font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800">
          {t('code.changeEmail')}
        </button>
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <OtpCodeInput
          ref={inputRef}
          label={t('code.label')}
          hint={t('code.hint')}
          value={code}
          onChange={(digits) => {
            setCode(digits);
            if (errorKey === 'errors.codeIncomplete') setErrorKey(null);
          }}
          onComplete={(digits) => void signIn(digits)}
          error={errorKey ? t(errorKey) : undefined}
          autoFocus={autoFocus}
        />
        <button
          type="submit"
          disabled={submitting}
          onFocus={preloadAccountService}
          className="btn-primary w-full disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? t('code.signingIn') : t('code.submit')}
        </button>
      </form>
      <ResendCodeButton state={resend.state} secondsLeft={resend.secondsLeft} onResend={() => void sendNewCode()} withStatus />
      <CantSignInHelp
        action={
          <ResendCodeButton
            state={resend.state}
            secondsLeft={resend.secondsLeft}
            onResend={() => void sendNewCode()}
            label={t('help.resend')}
          />
        }
      />
    </div>
  );
}

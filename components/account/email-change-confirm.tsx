import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { isApiError } from '@/services/api-error';
import { useAppDispatch } from '@/store/hooks';
import { pushToast } from '@/store/slices/ui-slice';
import { login } from '@/store/thunks/session-thunks';
import { loadAccountService } from './load-account-service';
import { OTP_LENGTH, OtpCodeInput } from './otp-code-input';

interface EmailChangeConfirmProps {
  pendingEmail: string;
  currentEmail: string;
  /** Called once the change is made (with the new address) or given up. */
  onDone: (newEmail: string | null) => void;
}

/**
 * The second step of an e-mail change (decision 0038): the code mailed to the new address. The
 * confirmed change ends every other session, so the answer's new session replaces this one.
 */
export function EmailChangeConfirm({ pendingEmail, currentEmail, onDone }: EmailChangeConfirmProps) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function confirm(digits: string) {
    if (busy) return;
    if (digits.length !== OTP_LENGTH) {
      setError(t('profile.emailChange.codeIncomplete'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { confirmEmailChange } = await loadAccountService();
      const answer = await confirmEmailChange(digits);
      await dispatch(login({ ...answer, first_time: false, cart_id: null })).unwrap();
      dispatch(pushToast({ kind: 'success', message: t('profile.emailChange.done', { email: answer.customer.email }) }));
      onDone(answer.customer.email);
    } catch (failure) {
      setError(t(errorKeyOf(failure)));
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void confirm(code);
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="email-change-title" className="rounded-lg border border-sand-200 bg-sand-50 p-5">
      <h2 id="email-change-title" className="text-lg font-semibold text-sand-900">
        {t('profile.emailChange.title')}
      </h2>
      <p className="mt-2 text-sm text-sand-700" role="status">
        {t('profile.emailChange.lead', { pending: pendingEmail, current: currentEmail })}
      </p>
      <div className="mt-4 max-w-xs">
        <OtpCodeInput label={t('profile.emailChange.codeLabel')} value={code} onChange={setCode} onComplete={(digits) => void confirm(digits)} error={error} disabled={busy} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className="btn-primary disabled:cursor-wait disabled:opacity-70">
          {busy ? t('profile.emailChange.confirming') : t('profile.emailChange.confirm')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => onDone(null)}>
          {t('profile.emailChange.cancel')}
        </button>
      </div>
    </form>
  );
}

function errorKeyOf(failure: unknown): string {
  if (!isApiError(failure)) return 'errors.unknown';
  if (failure.httpStatus === 409) return 'profile.emailChange.unavailable';
  if (failure.httpStatus === 422 || failure.httpStatus === 400) return 'profile.emailChange.codeRefused';
  if (failure.httpStatus === 429) return 'errors.tooManyAttempts';
  return failure.kind === 'cannot-connect' || failure.kind === 'timeout' ? 'errors.offline' : 'errors.unknown';
}

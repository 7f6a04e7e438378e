import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { TextField } from '@/components/account/text-field';

interface EmailCodeFormProps {
  /** Sends the code; resolves false when it could not (the caller's words are shown then). */
  send(email: string): Promise<boolean>;
  /** Checks the code; resolves false when it did not work. */
  verify(code: string): Promise<boolean>;
  sendFailed: string;
  verifyFailed: string;
  placeholder: string;
}

/** Two steps: an address gets a mailed code, then the code is entered (work and academic addresses). */
export function EmailCodeForm({ send, verify, sendFailed, verifyFailed, placeholder }: EmailCodeFormProps) {
  const { t } = useTranslation('programmes');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function onSend(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const ok = await send(email.trim());
    setBusy(false);
    if (ok) setSentTo(email.trim());
    else setError(sendFailed);
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const ok = await verify(code);
    setBusy(false);
    if (!ok) setError(verifyFailed);
  }

  if (sentTo === null) {
    return (
      <form onSubmit={onSend} className="flex flex-col gap-4 sm:flex-row sm:items-start" noValidate>
        <TextField
          className="flex-1"
          label={t('common.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <button type="submit" className="btn-primary sm:mt-7" disabled={busy || email.trim() === ''}>
          {busy ? t('common.sending') : t('common.sendCode')}
        </button>
      </form>
    );
  }
  return (
    <form onSubmit={onVerify} className="flex flex-col gap-4" noValidate>
      <p role="status" className="text-sm text-sand-700">
        {t('common.codeSent', { email: sentTo })}
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          label={t('common.codeLabel')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <button type="submit" className="btn-primary sm:mt-7" disabled={busy || code.trim().length < 6}>
          {busy ? t('common.verifying') : t('common.verify')}
        </button>
      </div>
      <button type="button" className="self-start text-sm font-medium text-accent-700 underline underline-offset-2" onClick={() => { setSentTo(null); setCode(''); setError(undefined); }}>
        {t('common.otherAddress')}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { ApiError } from '@/services/api-error';
import { sendReferralInvitation } from '@/services/referrals-service';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string };

/** Mails the invitation link to a friend; the server writes it in the shopper's language. */
export function ShareByEmailForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('referrals', { keyPrefix: 'account' });
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [state, setState] = useState<SendState>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      await sendReferralInvitation(email.trim(), message);
      setState({ kind: 'sent', email: email.trim() });
      setEmail('');
      setMessage('');
      onSent();
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.httpStatus : undefined;
      const key = status === 422 ? 'ownAddress' : status === 429 ? 'rateLimited' : status === 400 ? 'invalidEmail' : 'sendError';
      setState({ kind: 'failed', message: t(key) });
    }
  };

  const field =
    'block w-full rounded-md border border-sand-300 bg-white px-3.5 text-base text-sand-900 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600';
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate={false}>
      <div>
        <label htmlFor="referral-email" className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('emailLabel')}
        </label>
        <input id="referral-email" type="email" required autoComplete="off" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} className={`${field} h-12`} />
      </div>
      <div>
        <label htmlFor="referral-message" className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('messageLabel')}
        </label>
        <textarea id="referral-message" rows={3} maxLength={500} value={message} onChange={(event) => setMessage(event.target.value)} className={`${field} py-2.5`} />
      </div>
      <div>
        <button type="submit" className="btn-secondary" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t('sending') : t('send')}
        </button>
      </div>
      <p role={state.kind === 'failed' ? 'alert' : 'status'} className={`min-h-5 text-sm ${state.kind === 'failed' ? 'text-red-700' : 'text-ink-muted'}`}>
        {state.kind === 'sent' ? t('sent', { email: state.email }) : state.kind === 'failed' ? state.message : ''}
      </p>
    </form>
  );
}

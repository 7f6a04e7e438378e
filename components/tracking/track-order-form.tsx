import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { isPlausibleEmail } from '@/components/account/email-address';
import { TextField } from '@/components/account/text-field';
import { lookUpOrder, type TrackFailure } from '@/services/tracking-service';
import { saveTrackingAccess } from './tracking-access-storage';

const ORDER_CODE = /^DH\d{8}$/;

/** /track-your-order: order number and e-mail; a match opens /tracking-your-order?order=CODE. */
export function TrackOrderForm() {
  const { t } = useTranslation('tracking');
  const router = useRouter();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ code?: string; email?: string }>({});
  const [failure, setFailure] = useState<TrackFailure | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const orderCode = code.trim().toUpperCase();
    const address = email.trim();
    const errors = {
      ...(ORDER_CODE.test(orderCode) ? {} : { code: t(orderCode ? 'form.codeInvalid' : 'form.codeRequired') }),
      ...(isPlausibleEmail(address) ? {} : { email: t(address ? 'form.emailInvalid' : 'form.emailRequired') }),
    };
    setFieldErrors(errors);
    if (errors.code || errors.email) return;
    setBusy(true);
    setFailure(null);
    const outcome = await lookUpOrder(orderCode, address);
    if (!outcome.ok) {
      setBusy(false);
      setFailure(outcome.error);
      return;
    }
    saveTrackingAccess(orderCode, outcome.result.access_token, outcome.result.access_expires_at);
    await router.push({ pathname: '/tracking-your-order', query: { order: orderCode } });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-labelledby="track-heading">
      <TextField
        label={t('form.code')}
        name="order_code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="DH12345678"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldErrors.code}
        hint={t('form.codeHint')}
      />
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
        error={fieldErrors.email}
      />
      <button type="submit" disabled={busy} className="btn-primary w-full disabled:cursor-wait disabled:opacity-70">
        {busy ? t('form.searching') : t('form.submit')}
      </button>
      {failure ? (
        <p role="alert" data-testid="track-error" className="rounded-md border border-danger-600/30 bg-danger-50 p-3 text-sm text-danger-600">
          {t(`form.errors.${failure}`)}
        </p>
      ) : null}
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { TextField } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import { abaRoutingNumberIsValid, IBAN_COUNTRIES, ibanProblem, normalizeIban, type IbanCountry } from '@/lib/contracts/brands/settings-bank-checks';
import type { PayoutInput } from '@/lib/contracts/brands/settings-schemas';
import { displayNamesOf } from '@/lib/format/intl-formatters';

interface PayoutFormProps {
  initialCountry: string;
  onSave: (payout: PayoutInput) => Promise<void>;
  onCancel: () => void;
}

type Field = 'holder' | 'iban' | 'routing' | 'account';

/** The bank account the brand is paid to: an IBAN, or for the US a routing and an account number. */
export function PayoutForm({ initialCountry, onSave, onCancel }: PayoutFormProps) {
  const { t } = useTranslation('brand');
  const { locale = 'en-US' } = useRouter();
  const countryId = useId();
  const [country, setCountry] = useState(initialCountry === 'US' || (IBAN_COUNTRIES as string[]).includes(initialCountry) ? initialCountry : 'US');
  const [holder, setHolder] = useState('');
  const [iban, setIban] = useState('');
  const [routing, setRouting] = useState('');
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const names = displayNamesOf(locale, { type: 'region' });
  const countries = ['US', ...IBAN_COUNTRIES].map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  const isUs = country === 'US';

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (holder.trim().length < 2) found.holder = t('settings.payout.errors.holder');
    if (isUs) {
      if (!abaRoutingNumberIsValid(routing.trim())) found.routing = t('settings.payout.errors.routing');
      if (!/^\d{4,17}$/.test(account.trim())) found.account = t('settings.payout.errors.account');
    } else if (ibanProblem(normalizeIban(iban), country as IbanCountry)) {
      found.iban = t('settings.payout.errors.iban', { country: names.of(country) ?? country });
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure('');
    try {
      await onSave(
        isUs
          ? { account_holder: holder.trim(), country: 'US', routing_number: routing.trim(), account_number: account.trim() }
          : { account_holder: holder.trim(), country: country as IbanCountry, iban },
      );
    } catch {
      setFailure(t('settings.payout.errors.refused'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 md:grid-cols-2">
      <div>
        <label htmlFor={countryId} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('settings.payout.country')}
        </label>
        <select
          id={countryId}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          className="block h-12 w-full rounded-md border border-sand-300 bg-white px-3 text-base text-sand-900"
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('settings.payout.holder')} autoComplete="off" value={holder} error={errors.holder} onChange={(e) => setHolder(e.target.value)} />
      {isUs ? (
        <>
          <TextField label={t('settings.payout.routing')} inputMode="numeric" autoComplete="off" maxLength={9} hint={t('settings.payout.routingHint')} value={routing} error={errors.routing} onChange={(e) => setRouting(e.target.value)} />
          <TextField label={t('settings.payout.account')} inputMode="numeric" autoComplete="off" maxLength={17} value={account} error={errors.account} onChange={(e) => setAccount(e.target.value)} />
        </>
      ) : (
        <TextField className="md:col-span-2" label={t('settings.payout.iban')} autoComplete="off" hint={t('settings.payout.ibanHint')} value={iban} error={errors.iban} onChange={(e) => setIban(e.target.value)} />
      )}
      <p className="text-sm text-sand-600 md:col-span-2">{t('settings.payout.privacy')}</p>
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger-600 md:col-span-2">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {t('settings.payout.save')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('settings.payout.cancel')}
        </button>
      </div>
    </form>
  );
}

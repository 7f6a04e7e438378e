import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import type { PayoutInput, PayoutSummary } from '@/lib/contracts/brands/settings-schemas';
import { dateTimeFormat, displayNamesOf } from '@/lib/format/intl-formatters';
import { PayoutForm } from './payout-form';

interface PayoutSectionProps {
  payout: PayoutSummary | null;
  canEdit: boolean;
  onSave: (payout: PayoutInput) => Promise<void>;
}

/** Everyone sees the account's mask; only owners replace it (the number is never shown again). */
export function PayoutSection({ payout, canEdit, onSave }: PayoutSectionProps) {
  const { t } = useTranslation('brand');
  const { locale = 'en-US' } = useRouter();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (editing) {
    return (
      <PayoutForm
        initialCountry={payout?.country ?? 'US'}
        onCancel={() => setEditing(false)}
        onSave={async (details) => {
          await onSave(details);
          setEditing(false);
          setSaved(true);
        }}
      />
    );
  }
  return (
    <div>
      {payout ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-sand-600">{t('settings.payout.holder')}</dt>
            <dd className="font-medium text-sand-900">{payout.account_holder}</dd>
          </div>
          <div>
            <dt className="text-sm text-sand-600">{t('settings.payout.country')}</dt>
            <dd className="font-medium text-sand-900">{displayNamesOf(locale, { type: 'region' }).of(payout.country) ?? payout.country}</dd>
          </div>
          <div>
            <dt className="text-sm text-sand-600">{t('settings.payout.accountShort')}</dt>
            <dd className="font-mono font-medium text-sand-900">{payout.masked_account}</dd>
          </div>
          <div>
            <dt className="text-sm text-sand-600">{t('settings.payout.updated')}</dt>
            <dd className="font-medium text-sand-900">{dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(payout.updated_at))}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sand-700">{canEdit ? t('settings.payout.noneOwner') : t('settings.payout.none')}</p>
      )}
      <p role="status" className="mt-2 text-sm font-medium text-accent-700">
        {saved ? t('settings.payout.saved') : ''}
      </p>
      {canEdit ? (
        <button type="button" className="btn-primary mt-3" onClick={() => setEditing(true)}>
          {payout ? t('settings.payout.replace') : t('settings.payout.add')}
        </button>
      ) : (
        <p className="mt-3 text-sm text-sand-600">{t('settings.payout.ownersOnly')}</p>
      )}
    </div>
  );
}

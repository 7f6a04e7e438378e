import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';

/** The invitation link in a read-only field with a copy button that says what happened. */
export function ReferralLinkBox({ url }: { url: string }) {
  const { t } = useTranslation('referrals', { keyPrefix: 'account' });
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div>
      <label htmlFor="referral-link" className="mb-1.5 block text-sm font-medium text-sand-900">
        {t('linkLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="referral-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="block h-12 w-full min-w-0 rounded-md border border-sand-300 bg-white px-3.5 text-base text-sand-900 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
        />
        <button type="button" className="btn-primary shrink-0" onClick={() => void onCopy()}>
          {t('copy')}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-ink-muted">
        {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}

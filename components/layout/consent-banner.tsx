import { useState } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { readConsentFromDocument, type ConsentChoice } from '@/lib/storage/consent';
import { saveConsent } from './consent-cookie';

const BUTTON = 'h-10 flex-1 rounded-full px-4 text-sm font-semibold transition-colors md:flex-none';

/**
 * The consent layer (spec §2): fixed to the bottom of the screen, so it neither blocks the page
 * nor moves its content; it is loaded late and only rendered in the browser, where the cookie
 * can be read. Once a choice is stored it is never shown again.
 */
export function ConsentBanner() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(() => readConsentFromDocument() === undefined);
  if (!open) return null;

  function choose(choice: ConsentChoice) {
    saveConsent(choice);
    setOpen(false);
  }

  return (
    <section
      aria-label={t('consent.title')}
      className="fixed inset-x-3 bottom-3 z-40 animate-fade-in rounded-lg border border-sand-200 bg-white p-4 shadow-raised md:end-auto md:start-6 md:bottom-6 md:max-w-md md:p-5"
    >
      <h2 className="text-sm font-semibold text-sand-900">{t('consent.title')}</h2>
      <p className="mt-1 text-sm text-sand-700">
        {t('consent.body')}{' '}
        <Link href="/privacy" className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800">
          {t('consent.privacyLink')}
        </Link>
      </p>
      <div className="mt-4 flex gap-2">
        <button type="button" onClick={() => choose('essential')} className={`${BUTTON} border border-sand-300 text-sand-900 hover:bg-sand-100`}>
          {t('consent.essentialOnly')}
        </button>
        <button type="button" onClick={() => choose('all')} className={`${BUTTON} bg-accent-600 text-white hover:bg-accent-700`}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </section>
  );
}

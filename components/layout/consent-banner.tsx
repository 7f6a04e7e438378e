import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import Router from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { readConsentFromDocument, type ConsentChoice } from '@/lib/storage/consent';
import { saveConsent } from './consent-cookie';
import { CONSENT_DOCK_ID } from './consent-dock';

const BUTTON = 'h-10 flex-1 rounded-full px-4 text-sm font-semibold transition-colors md:flex-none';
const FLOATING = 'fixed inset-x-3 bottom-3 z-40 animate-fade-in rounded-lg border border-sand-200 bg-white p-4 shadow-raised md:end-auto md:start-6 md:bottom-6 md:max-w-md md:p-5';
const DOCKED = 'rounded-lg border border-sand-200 bg-white p-4 md:max-w-xl md:p-5';

/** The page's dock for the layer, if it has one (consent-dock.tsx); looked up again on each page. */
function useConsentDock(): HTMLElement | null {
  // Mounted in the browser only (ssr: false), so the first render can look already.
  const [dock, setDock] = useState<HTMLElement | null>(() => (typeof document === 'undefined' ? null : document.getElementById(CONSENT_DOCK_ID)));
  useEffect(() => {
    const lookAgain = () => setDock(document.getElementById(CONSENT_DOCK_ID));
    // Also once mounted, for a dock rendered in the same pass as the layer.
    lookAgain();
    Router.events.on('routeChangeComplete', lookAgain);
    return () => Router.events.off('routeChangeComplete', lookAgain);
  }, []);
  return dock;
}

/**
 * The consent layer (spec §2): fixed to the bottom of the screen, so it neither blocks the page
 * nor moves its content; it is loaded late and only rendered in the browser, where the cookie
 * can be read. Once a choice is stored it is never shown again. A page with a form to fill gives
 * it a dock in its flow instead, so it never covers a field.
 */
export function ConsentBanner() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(() => readConsentFromDocument() === undefined);
  const dock = useConsentDock();
  if (!open) return null;

  function choose(choice: ConsentChoice) {
    saveConsent(choice);
    setOpen(false);
  }

  const layer = (
    <section aria-label={t('consent.title')} data-testid="consent-layer" className={dock ? DOCKED : FLOATING}>
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
        <button type="button" onClick={() => choose('all')} className={`${BUTTON} bg-accent-600 text-white hover:bg-accent-700 focus-visible:outline-sand-900`}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </section>
  );
  return dock ? createPortal(layer, dock) : layer;
}
